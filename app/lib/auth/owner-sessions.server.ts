import { createHash, randomBytes } from "node:crypto";
import type { OwnerSessionStore, StoredSession } from "./owner-session-store";

/** A session ends after 2 hours without a request, and 8 hours after the login whatever happens. */
export const sessionLifetime = { idleMs: 2 * 3_600_000, absoluteMs: 8 * 3_600_000 };
/** A session's last-seen time is written at most once a minute: a dashboard's requests cost one write, not one each. */
const touchEveryMs = 60_000;

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

/**
 * The owner's sessions: a random id per login (256 bits), known to the server, ended by logout, by
 * its idle or absolute expiry, or by a change of the password hash (a session made under another
 * hash's fingerprint is void). Expired sessions are deleted at start-up and at every login.
 */
export function createOwnerSessions({ store, fingerprint, now = Date.now }: { store: OwnerSessionStore; fingerprint: string; now?: () => number }) {
  const expired = (session: StoredSession, at: number) =>
    at - session.lastSeenAt >= sessionLifetime.idleMs || at - session.createdAt >= sessionLifetime.absoluteMs;
  const removeExpired = (at: number) => store.removeExpired(at - sessionLifetime.idleMs, at - sessionLifetime.absoluteMs);
  removeExpired(now());

  return {
    /** A new session; its id goes to the owner's cookie and nowhere else. */
    start(): string {
      const at = now();
      removeExpired(at);
      const id = randomBytes(32).toString("base64url");
      store.insert({ idHash: hashOf(id), createdAt: at, lastSeenAt: at, fingerprint });
      return id;
    },
    /** Whether the id names a live session (which then counts as seen now); a void one is deleted. */
    check(id: string): boolean {
      const session = store.find(hashOf(id));
      if (!session) return false;
      const at = now();
      if (session.fingerprint !== fingerprint || expired(session, at)) {
        store.remove(session.idHash);
        return false;
      }
      if (at - session.lastSeenAt >= touchEveryMs) store.touch(session.idHash, at);
      return true;
    },
    end(id: string): void {
      store.remove(hashOf(id));
    },
  };
}

export type OwnerSessions = ReturnType<typeof createOwnerSessions>;
