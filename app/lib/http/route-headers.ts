import type { HeadersFunction } from "@remix-run/node";

/**
 * A route's `headers` export that sends what its loader and action set (Retry-After, Cache-Control):
 * without one, Remix sends a document response with none of them but Set-Cookie.
 */
export const routeOwnHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) merged.set(name, value);
  return merged;
};
