import { viewportCookie } from "./pre-paint";

/** Client hints that tell the server the viewport, so the first render already has the right columns. */
export const clientHintHeaders = {
  "Accept-CH": "Sec-CH-Viewport-Width",
  // Chromium repeats the very first request with the hint instead of rendering a guess.
  "Critical-CH": "Sec-CH-Viewport-Width",
  Vary: "Sec-CH-Viewport-Width",
};

const plausible = (width: number) => Number.isInteger(width) && width > 0 && width < 20000;

/** The visitor's viewport width: from the client hint, else the cookie every page sets, else a guess from the user agent. */
export function viewportWidth(request: Request): number {
  const hint = Number(request.headers.get("sec-ch-viewport-width"));
  if (plausible(hint)) return hint;
  const cookie = Number(new RegExp(`(?:^|;\\s*)${viewportCookie}=(\\d{1,5})(?:;|$)`).exec(request.headers.get("cookie") ?? "")?.[1]);
  if (plausible(cookie)) return cookie;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers.get("user-agent") ?? "") ? 390 : 1280;
}
