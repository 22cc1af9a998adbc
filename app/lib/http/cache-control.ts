/**
 * The Cache-Control values Vitrine answers with more than once, named once: lib/http and the
 * server's routes read them here. A value one kind of answer alone uses stays beside its rule
 * (page-cache/cache-rules.ts, file-cache-rules.ts).
 */

/** Answers for one visitor: never stored by Vitrine, a cache in front or the browser. */
export const privateCacheControl = "private, no-store";

/** Answers of the moment (errors, the collector's 204, the preparing gate): stored by no cache, for anyone. */
export const noStoreCacheControl = "no-store";

/** Files that change only with a deploy or the content folder (robots.txt, the sitemap, the favicon): an hour. */
export const hourCacheControl = "public, max-age=3600";

/** Data whose address names no version: a minute fresh, then served stale while it is asked again. */
export const revalidatedCacheControl = "public, max-age=60, stale-while-revalidate=600";

/** For addresses that name their content's version: what they answer never changes. */
export const immutableCacheControl = "public, max-age=31536000, immutable";
