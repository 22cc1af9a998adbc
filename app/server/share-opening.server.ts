import { z } from "zod/v4";
import { createLoginGuard, type LoginRefusal } from "../lib/auth/login-guard.server";
import { createRateLimiter } from "../lib/auth/rate-limiter";
import { verifyPassword } from "../lib/auth/password-hash.server";
import { anonymiseIp } from "../lib/http/anonymise-ip";
import { albumOfLink } from "../lib/content/album-key";
import { albumPath } from "../lib/content/manifest";
import { grantCookie, grantIdsOf } from "../lib/sharing/grant-cookie";
import { shareState, type ShareLink } from "../lib/sharing/share-link";
import { getRuntime, type Runtime } from "./runtime.server";

/** What opening /s/<token> comes to. */
export type ShareOpening =
  /** No such link: answered as any unknown address. */
  | { kind: "unknown" }
  /** Expired, revoked, or its album is gone: a page saying so (410). */
  | { kind: "gone"; reason: "expired" | "revoked" }
  /** The link asks for its password (again, with why, after a refused one). */
  | { kind: "password"; refused?: LoginRefusal }
  /** This client was given its hour's grants already: a page saying to wait (429). */
  | { kind: "limited"; retryAfterSeconds: number }
  /** The grant is made: its cookie, and the album's own address to go to. */
  | { kind: "open"; to: string; cookie: string };

const token = z.string().regex(/^[\w-]{22,64}$/);

// Password tries are limited as the owner's login is: 5 per address in 15 minutes, 2 checks at once.
const guard = createLoginGuard();
/** New grants a client (an anonymised address) may be given an hour: a household opens a link on a few devices. */
export const grantsPerClientHour = 20;
const grants = createRateLimiter({ limit: grantsPerClientHour, windowMs: 3_600_000 });

type Visit = { token: string | undefined; cookieHeader: string | null; https: boolean; clientIp: string | undefined };

/** Opens a share link for a visit: a grant for this browser, kept with its other live grants, newest first. */
export async function openShareLink(visit: Visit, password?: string): Promise<ShareOpening> {
  const parsed = token.safeParse(visit.token);
  if (!parsed.success) return { kind: "unknown" };
  const runtime = await getRuntime();
  const link = runtime.sharing.byToken(parsed.data);
  if (!link) return { kind: "unknown" };
  const now = Date.now();
  const state = shareState(link, now);
  if (state !== "active") return { kind: "gone", reason: state };
  const opened = openedSlug(link, runtime.viewFor);
  if (opened === undefined) return { kind: "gone", reason: "revoked" };
  if (link.passwordHash !== null) {
    if (password === undefined) return { kind: "password" };
    const hash = link.passwordHash;
    const verdict = await guard.attempt(anonymiseIp(visit.clientIp), () => verifyPassword(password, hash));
    if (!verdict.ok) return { kind: "password", refused: verdict };
  }
  const kept = (await grantIdsOf(visit.cookieHeader ?? undefined)).filter((id) => {
    const held = runtime.sharing.linkOfGrant(id);
    return held !== undefined && shareState(held, now) === "active";
  });
  // A browser opening its link again keeps its grant; new grants are rows on disk, so each client makes a bounded number.
  const own = kept.find((id) => runtime.sharing.linkOfGrant(id)?.id === link.id);
  const wait = own ? 0 : grants.take(anonymiseIp(visit.clientIp));
  if (wait > 0) return { kind: "limited", retryAfterSeconds: Math.ceil(wait / 1000) };
  const cookie = await grantCookie([own ?? runtime.sharing.grant(link.id, now), ...kept.filter((id) => id !== own)], visit.https);
  return { kind: "open", to: albumPath(opened), cookie };
}

/** Where the link's album is now (links name albums by key): none when it is gone (removed, or renamed without an `id:`), and the link opens nothing. */
function openedSlug(link: ShareLink, viewFor: Runtime["viewFor"]): string | undefined {
  const whole = viewFor({ owner: true, opened: new Map() });
  return whole && albumOfLink(whole, link)?.slug;
}
