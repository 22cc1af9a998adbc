import type { Site } from "../../app/lib/content/site-types";

/** How many times something walked this site's albums since: writing a sitemap starts from them. */
export function countWalks(site: Site): () => number {
  const { albums } = site;
  let walks = 0;
  Object.defineProperty(site, "albums", {
    get: () => {
      walks++;
      return albums;
    },
  });
  return () => walks;
}
