/** Client hints that tell the server the viewport, so the first render already has the right columns. */
export const clientHintHeaders = {
  "Accept-CH": "Sec-CH-Viewport-Width",
  // Chromium repeats the very first request with the hint instead of rendering a guess.
  "Critical-CH": "Sec-CH-Viewport-Width",
  Vary: "Sec-CH-Viewport-Width",
};

/** The visitor's viewport width: from the client hint, else a guess from the user agent. */
export function viewportWidth(request: Request): number {
  const hint = Number(request.headers.get("sec-ch-viewport-width"));
  if (Number.isFinite(hint) && hint > 0 && hint < 20000) return hint;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers.get("user-agent") ?? "") ? 390 : 1280;
}
