import { sharedCacheSeconds } from "./page-cache/cache-rules";

/**
 * What caches are told about pictures, originals and videos of public and unlisted albums. Their
 * addresses change when their album stops being public (address-pictures.ts) or, for videos and
 * originals, stop answering; so a shared cache (nginx, a CDN) keeps one no longer than a page
 * (`s-maxage`) and then asks again with its ETag: unchanged, a 304 of a few hundred bytes; gone,
 * a 404 that takes its place. Browsers, which serve only their own visitor, keep a derivative a
 * year (its address names its content and who may see it) and an original or video an hour.
 */
export const pictureCacheControl = `public, max-age=31536000, s-maxage=${sharedCacheSeconds}, immutable`;
export const fileCacheControl = `public, max-age=3600, s-maxage=${sharedCacheSeconds}`;

/**
 * The 404 of a picture, original or video address, kept by a shared cache as briefly as the file
 * was: a cache that refreshes in the background (nginx's `proxy_cache_use_stale updating`) replaces
 * its copy only with an answer it may store, and would otherwise go on serving the stale file.
 */
export const goneFileCacheControl = `public, max-age=0, s-maxage=${sharedCacheSeconds}`;
