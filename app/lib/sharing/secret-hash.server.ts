import { createHash } from "node:crypto";

/** How sharing.sqlite keeps tokens and grant ids. A plain hash is enough: what is hashed is random, so there is no dictionary to try. */
export const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");
