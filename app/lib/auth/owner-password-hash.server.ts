import { createHmac } from "node:crypto";
import { hashPassword } from "./password-hash.server";

const keyed = (secret: string, label: string) => createHmac("sha256", secret).update(label);

/**
 * The owner's password hash: the config's, or VITRINE_ADMIN_PASSWORD hashed at start-up. The latter's
 * salt is derived from the server secret, so every start and every node (which share the secret)
 * get the same hash, and a session stays valid until the password itself changes.
 */
export async function ownerPasswordHash(secret: string, fromEnvironment: string | undefined, fromConfig: string | undefined): Promise<string | undefined> {
  if (fromEnvironment === undefined) return fromConfig;
  return hashPassword(fromEnvironment, keyed(secret, "vitrine owner password salt").digest().subarray(0, 16));
}

/** What a session keeps of the hash it was made under: a keyed digest (128 bits), which says nothing about the hash. */
export function passwordFingerprint(secret: string, passwordHash: string): string {
  return keyed(secret, passwordHash).digest("base64url").slice(0, 22);
}
