import { phoneAgent } from "./phone";

/** Who sends the requests: a user agent and the viewport width it reports (Sec-CH-Viewport-Width). */
export type BrowserProfile = { agent: string; viewportWidth: number };

/** A current desktop Chrome on Windows, as bench/collect sends too: no bot, a desktop to the collector. */
export const desktopChrome: BrowserProfile = {
  agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  viewportWidth: 1280,
};

/** The phone of the other benches (bench/lib/phone.ts): a Pixel 7's Chrome at 390 px. */
export const phoneChrome: BrowserProfile = { agent: phoneAgent, viewportWidth: 390 };

const common = (browser: BrowserProfile) => ({ "user-agent": browser.agent, "accept-encoding": "gzip, deflate, br", "accept-language": "en-GB,en;q=0.9" });

/** A request of the page's own, from the same origin: what it accepts, its destination and mode. */
const subresource = (browser: BrowserProfile, accept: string, dest: string, mode: "cors" | "no-cors"): Record<string, string> => ({
  ...common(browser),
  accept,
  "sec-fetch-dest": dest,
  "sec-fetch-mode": mode,
  "sec-fetch-site": "same-origin",
});

/**
 * What Chrome sends, per kind of request: a page (a navigation, with the viewport hint the
 * server's Critical-CH asks for), a module script (a module preload or import: CORS mode, same
 * origin, so without Origin), a stylesheet, a picture from an <img>, and the tracker's fetch to
 * the collector (same origin, so with Origin; JSON, as app/tracker/transport.ts posts it).
 */
export const browserHeaders = {
  page: (browser: BrowserProfile): Record<string, string> => ({
    ...common(browser),
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
    "sec-ch-viewport-width": String(browser.viewportWidth),
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "upgrade-insecure-requests": "1",
  }),
  script: (browser: BrowserProfile) => subresource(browser, "*/*", "script", "cors"),
  style: (browser: BrowserProfile) => subresource(browser, "text/css,*/*;q=0.1", "style", "no-cors"),
  picture: (browser: BrowserProfile) => subresource(browser, "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "image", "no-cors"),
  collect: (browser: BrowserProfile, origin: string) => ({ ...subresource(browser, "*/*", "empty", "cors"), "content-type": "application/json", origin }),
};
