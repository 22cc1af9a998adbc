import { z } from "zod/v4";

/** One owner session as stored: never the id itself (only its SHA-256), so a copy of the store opens nothing. */
export const storedSessionSchema = z.object({
  idHash: z.string().min(1),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  /** A keyed digest of the password hash the session was made under (owner-password-hash.server.ts). */
  fingerprint: z.string().min(1),
});

export type StoredSession = z.infer<typeof storedSessionSchema>;

/** Where owner sessions live; one store may be shared by every node of a site. Times are epoch milliseconds. */
export interface OwnerSessionStore {
  insert(session: StoredSession): void;
  find(idHash: string): StoredSession | undefined;
  touch(idHash: string, at: number): void;
  remove(idHash: string): void;
  /** Removes sessions last seen at or before `idleSince` or made at or before `createdSince`; returns how many. */
  removeExpired(idleSince: number, createdSince: number): number;
  close(): void;
}
