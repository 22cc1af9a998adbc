import type { BuildProgress } from "../lib/content/build-progress";
import type { Translate } from "../lib/i18n/translator";
import { escapeXml } from "../lib/core/xml";
import { scriptHash } from "../lib/http/inline-scripts";

/** How long visitors, crawlers and clients are asked to wait before they ask again. */
export const retryAfterSeconds = 5;

/**
 * Asks again every few seconds and updates the status in place, where role=status announces it;
 * once the answer is no longer 503, loads the real page. A reload every few seconds instead would
 * send a screen reader back to the top each time (WCAG 2.2.1), so only clients without script get one.
 */
const followBuild = `const status = document.querySelector('[role="status"]');
const bar = document.querySelector("progress");
const ask = async () => {
  try {
    const response = await fetch(location.href, { cache: "no-store" });
    if (response.status !== 503) return location.reload();
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
    status.textContent = fresh.querySelector('[role="status"]').textContent;
    for (const name of ["max", "value"]) {
      const value = fresh.querySelector("progress").getAttribute(name);
      if (value === null) bar.removeAttribute(name);
      else bar.setAttribute(name, value);
    }
    document.title = fresh.title;
  } catch {}
  setTimeout(ask, ${retryAfterSeconds * 1000});
};
setTimeout(ask, ${retryAfterSeconds * 1000});`;

/** The page's one script, as its element holds it; admitted by its hash (the page's Content-Security-Policy). */
const followBuildText = `\n${followBuild}\n`;
export const preparingScriptHash = scriptHash(followBuildText);

/**
 * The page every page address answers with while the first build runs: the site's title and
 * language, the counts, its own small stylesheet, and one script (preparingScriptHash).
 */
export function preparingPage(page: { title: string; t: Translate; progress: BuildProgress; stylesheet: string }): string {
  const { title, t, progress, stylesheet } = page;
  const { total, probed, videos } = progress;
  const counts = videos ? "preparing.countsWithVideos" : "preparing.counts";
  const status = t("preparing.status", { progress: total === undefined ? t("preparing.looking") : t(counts, { count: total, probed }) });
  // Without a total the bar is indeterminate.
  const bar = progress.total === undefined ? "" : ` max="${progress.total}" value="${progress.probed}"`;
  return `<!doctype html>
<html lang="${escapeXml(t.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<noscript><meta http-equiv="refresh" content="${retryAfterSeconds}"></noscript>
<title>${escapeXml(`${status} · ${title}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeXml(stylesheet)}">
</head>
<body>
<main>
<h1>${escapeXml(title)}</h1>
<p role="status">${escapeXml(status)}</p>
<progress${bar} aria-label="${escapeXml(t("preparing.bar"))}"></progress>
<p>${escapeXml(t("preparing.text"))}</p>
</main>
<script>${followBuildText}</script>
</body>
</html>
`;
}
