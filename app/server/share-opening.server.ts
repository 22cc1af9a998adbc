import { z } from "zod/v4";
import { verifyPassword } from "../lib/auth/password-hash.server";
import { anonymiseIp } from "../lib/http/anonymise-ip";
import { albumOfLink } from "../lib/content/album-key";
import { albumPath } from "../lib/content/manifest";
import type { Album } from "../lib/content/site-types";
import { grantCookie } from "../lib/sharing/grant-cookie";
import type { PasswordVerdict } from "./share-guard.server";
import { shareState, type ShareLink } from "../lib/sharing/share-link";
import type { Runtime } from "./runtime.server";

/** What opening /s/<token> comes to. */
export type ShareOpening =
  /** No such link: answered as any unknown address. */
  | { kind: "unknown" }
  /** Expired, revoked, or its album is gone: a page saying so (SHARE_LINK_GONE). */
  | { kind: "gone"; reason: "expired" | "revoked" }
  /** The landing page: a button, and the password's field when the link has one (with why the last one was refused). */
  | {
      kind: "landing";
      password: boolean;
      refused?: { code: "SHARE_PASSWORD_WRONG" } | { code: "SHARE_PASSWORD_LIMITED" | "SHARE_PASSWORD_BUSY"; retryAfterSeconds: number };
    }
  /** This client was given its hour's grants already: a page saying to wait (SHARE_GRANTS_LIMITED). */
  | { kind: "limited"; retryAfterSeconds: number }
  /** Too many wrong passwords at this link, from anyone: its form is locked for now (SHARE_PASSWORD_LIMITED), no password checked. */
  | { kind: "locked"; retryAfterSeconds: number }
  /** On to the album's own address: with a new grant's cookie, or none when the browser holds the link's grant already. */
  | { kind: "open"; to: string; cookie?: string };

/**
 * What opening a link needs of a request, and no more: its token, the live grants the browser
 * holds (its Visit's, newest first), https, the client's address.
 */
export type OpeningRequest = { token: string | undefined; held: readonly { id: string; link: ShareLink }[]; https: boolean; clientIp: string | undefined };
/** The parts of the runtime that opening a link uses. */
export type OpeningRuntime = Pick<Runtime, "sharing" | "viewFor" | "shareGuard" | "notifier">;

const token = z.string().regex(/^[\w-]{22,64}$/);

/** The link, the album's address now, and the browser's live grants (its own for this link among them, if any). */
type Found = { link: ShareLink; album: Album; now: number; to: string; kept: string[]; own: string | undefined };

/**
 * The GET: the landing page, which grants nothing, so a chat's preview bot (cookies kept across
 * redirects or not) never opens the album. A browser already holding the link's live grant has
 * the album anyway and is sent straight on, without a new grant.
 */
export async function landOnShareLink(request: OpeningRequest, runtime: OpeningRuntime): Promise<ShareOpening> {
  const found = await find(request, runtime);
  if ("kind" in found) return found;
  if (found.own) return { kind: "open", to: found.to };
  const password = found.link.passwordHash !== null;
  const lockedUntil = password ? runtime.shareGuard.lockedUntil(found.link.id) : undefined;
  if (lockedUntil !== undefined) return { kind: "locked", retryAfterSeconds: Math.ceil((lockedUntil - found.now) / 1000) };
  return { kind: "landing", password };
}

/**
 * The POST (the landing page's button, a person's act): the password checked when the link has
 * one, then a grant for this browser, kept with its other live grants, newest first.
 */
export async function openShareLink(request: OpeningRequest, password: string | undefined, runtime: OpeningRuntime): Promise<ShareOpening> {
  const found = await find(request, runtime);
  if ("kind" in found) return found;
  const { link, album, now, to, kept, own } = found;
  const client = anonymiseIp(request.clientIp);
  if (!own && link.passwordHash !== null) {
    const hash = link.passwordHash;
    const verdict = await runtime.shareGuard.tryPassword(client, link.id, () => verifyPassword(password ?? "", hash));
    if (!verdict.ok) return refusal(verdict);
  }
  // A browser opening its link again keeps its grant; new grants are rows on disk, so each client makes a bounded number.
  const wait = own ? 0 : runtime.shareGuard.takeGrant(client);
  if (wait > 0) return { kind: "limited", retryAfterSeconds: wait };
  if (!own && !runtime.sharing.opened(link.id)) tellFirstOpening(link, album, runtime, now);
  const cookie = await grantCookie([own ?? runtime.sharing.grant(link.id, now), ...kept.filter((id) => id !== own)], request.https);
  return { kind: "open", to, cookie };
}

/** The link a token names while it opens an album, and the browser's live grants (its own for this link among them, if any). */
async function find(request: OpeningRequest, runtime: OpeningRuntime): Promise<Found | ShareOpening> {
  const parsed = token.safeParse(request.token);
  if (!parsed.success) return { kind: "unknown" };
  const link = runtime.sharing.byToken(parsed.data);
  if (!link) return { kind: "unknown" };
  const now = Date.now();
  const state = shareState(link, now);
  if (state !== "active") return { kind: "gone", reason: state };
  const album = openedAlbum(link, runtime.viewFor);
  if (album === undefined) return { kind: "gone", reason: "revoked" };
  const kept = request.held.map((grant) => grant.id);
  return { link, album, now, to: albumPath(album.slug), kept, own: request.held.find((grant) => grant.link.id === link.id)?.id };
}

function refusal(verdict: Exclude<PasswordVerdict, { ok: true }>): ShareOpening {
  if (verdict.code === "SHARE_PASSWORD_WRONG") return { kind: "landing", password: true, refused: { code: verdict.code } };
  if (verdict.code === "SHARE_PASSWORD_LIMITED" && verdict.scope === "link") return { kind: "locked", retryAfterSeconds: verdict.retryAfterSeconds };
  return { kind: "landing", password: true, refused: { code: verdict.code, retryAfterSeconds: verdict.retryAfterSeconds } };
}

/** The owner is told of a link's first opening (the inbox, and their channels): its label and album, nothing of who opened it. */
function tellFirstOpening(link: ShareLink, album: Album, runtime: OpeningRuntime, at: number): void {
  runtime.notifier.notify({ kind: "link_opened", linkId: link.id, linkLabel: link.label, albumTitle: album.title, at });
}

/** Where the link's album is now (links name albums by key): none when it is gone (removed, or renamed without an `id:`), and the link opens nothing. */
function openedAlbum(link: ShareLink, viewFor: Runtime["viewFor"]): Album | undefined {
  const whole = viewFor({ owner: true, opened: new Map() });
  return whole ? albumOfLink(whole, link) : undefined;
}
