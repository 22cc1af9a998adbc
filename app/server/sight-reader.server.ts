import { albumOfLink } from "../lib/content/album-key";
import type { Site } from "../lib/content/site-types";
import type { Sight } from "../lib/content/site-view";
import { carriesPersonalCookie } from "../lib/http/page-cache/cache-rules";
import { grantIdsOf } from "../lib/sharing/grant-cookie";
import { shareState, type ShareLink, type ShareStore } from "../lib/sharing/share-link";

/**
 * What a request sees beyond the public site: the owner's every album, or the albums its live share
 * links open (the album's slug in this build → link); `grants`: the browser's live grants, newest
 * first (opening a link again keeps them).
 */
export type PersonalSight = Sight & { links: ReadonlyMap<string, ShareLink>; grants: readonly { id: string; link: ShareLink }[] };

type Options = {
  sharing: Pick<ShareStore, "linkOfGrant">;
  isOwnerCookie: (cookieHeader: string | null) => Promise<boolean>;
  /** The latest build's whole model: where each link's album stands now (links name albums by key, not by slug). */
  site: () => Site | undefined;
  now?: () => number;
};

/**
 * Reads who is looking from a request's cookies: undefined for the public (no cookie, a forged or
 * ended session, grants of links revoked or expired), so a made-up cookie gets the public answer.
 * The store is read on every request: a link revoked in another process is refused on the next one.
 */
export function createSightReader({ sharing, isOwnerCookie, site, now = Date.now }: Options) {
  return async function sightOf(cookieHeader: string | undefined): Promise<PersonalSight | undefined> {
    if (!carriesPersonalCookie(cookieHeader)) return undefined;
    const owner = await isOwnerCookie(cookieHeader ?? null);
    const links = new Map<string, ShareLink>();
    const grants: { id: string; link: ShareLink }[] = [];
    const at = now();
    const whole = site();
    for (const id of await grantIdsOf(cookieHeader)) {
      const link = sharing.linkOfGrant(id);
      if (!link || shareState(link, at) !== "active") continue;
      grants.push({ id, link });
      // A link whose album is gone opens nothing, and never the album that took its old address.
      const album = whole && albumOfLink(whole, link);
      // The newest grant for an album is first in the cookie, and wins.
      if (album && !links.has(album.slug)) links.set(album.slug, link);
    }
    if (!owner && links.size === 0) return undefined;
    return { owner, opened: new Map([...links].map(([album, link]) => [album, link.downloads])), links, grants };
  };
}

export type SightReader = ReturnType<typeof createSightReader>;
