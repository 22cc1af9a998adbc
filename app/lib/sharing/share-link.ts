import { z } from "zod/v4";
import { shareDownloads } from "./share-downloads";
import { shareLabelMaxLength } from "./share-link-limits";

/** A share link as the owner sees it (never its token, only its public id). Times are epoch milliseconds. */
export const shareLinkSchema = z.object({
  /** Public, for lists and revocation: 12 base64url characters. Never opens anything. */
  id: z.string().regex(/^[\w-]{12}$/),
  /**
   * The album's key (lib/content/album-key.ts: `id:<id>` or `path:<folder>`), never its slug: the
   * link opens that album and its sub-albums wherever their addresses go, and nothing when it is gone.
   */
  album: z.string().min(1).max(4096),
  label: z.string().max(shareLabelMaxLength),
  createdAt: z.number().int(),
  /** null: never expires. */
  expiresAt: z.number().int().nullable(),
  revokedAt: z.number().int().nullable(),
  /** The scrypt hash of the link's password (lib/auth/password-hash.server.ts), or null for none. */
  passwordHash: z.string().nullable(),
  downloads: z.enum(shareDownloads),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export type ShareState = "active" | "expired" | "revoked";

/** Revoked wins over expired: the owner's act is what the list shows. */
export function shareState(link: Pick<ShareLink, "expiresAt" | "revokedAt">, now: number): ShareState {
  if (link.revokedAt !== null) return "revoked";
  if (link.expiresAt !== null && now >= link.expiresAt) return "expired";
  return "active";
}

/** A link as the lists show it (the Sharing page, `npm run share -- list`): broken when it would open but its album is gone. */
export type ShareListState = ShareState | "broken";

export function listedState(link: Pick<ShareLink, "expiresAt" | "revokedAt">, now: number, albumFound: boolean): ShareListState {
  const state = shareState(link, now);
  return state === "active" && !albumFound ? "broken" : state;
}

/** What a new link is made of; the store adds the id, the token and the creation time. */
export type NewShareLink = Pick<ShareLink, "album" | "label" | "expiresAt" | "passwordHash" | "downloads">;

/**
 * Where share links and their grants live (DATA_DIR/sharing.sqlite). Tokens and grant ids are never
 * stored, only their SHA-256: a copy of the store opens nothing. Every read goes to the file, so a
 * link revoked by `npm run share` in another process is refused on the next request.
 */
export interface ShareStore {
  /** The new link and its token (at least 128 random bits, base64url): shown once, to the owner. */
  create(link: NewShareLink, now: number): { link: ShareLink; token: string };
  byToken(token: string): ShareLink | undefined;
  byId(id: string): ShareLink | undefined;
  /** Newest first. */
  list(): ShareLink[];
  /** False when no link has this id; revoking twice keeps the first time. */
  revoke(id: string, now: number): boolean;
  /** The link names another album (its key) from now on; false when no link has this id. */
  repoint(id: string, album: string): boolean;
  /**
   * Links of a store older than album keys name a slug: each is given the key of the album that had
   * that slug as slugs were then assigned (`keysBySlug`, asked only when there are such links), or
   * a key no album has (broken). How many were settled.
   */
  settleLegacy(keysBySlug: () => ReadonlyMap<string, string>): number;
  /** A grant for a browser that opened the link: its id (128 random bits, base64url) goes in the grant cookie. */
  grant(linkId: string, now: number): string;
  /** Whether any browser was given a grant of this link yet: the first is "first opened". */
  opened(linkId: string): boolean;
  /** The link a grant id was made for, whatever its state (the caller checks it); undefined for an unknown id. */
  linkOfGrant(grantId: string): ShareLink | undefined;
  close(): void;
}

/** What the first-party analytics knows of a link's use: counts, never an identity. */
export type ShareReceipt = {
  firstOpenedAt: number | null;
  lastOpenedAt: number | null;
  /** Distinct visitors (the analytics' daily visitor ids), never who they are. */
  visitors: number;
  photosViewed: number;
  downloads: number;
};
