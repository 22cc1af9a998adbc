/** Well-known referrers by the host's registrable part; everything else is named by its host. */
const knownSources: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.[a-z.]+$/, "Yahoo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)yandex\.[a-z.]+$/, "Yandex"],
  [/(^|\.)baidu\.com$/, "Baidu"],
  [/(^|\.)qwant\.com$/, "Qwant"],
  [/(^|\.)(facebook\.com|fb\.me|m\.facebook\.com|l\.facebook\.com)$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, "X (Twitter)"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)pinterest\.[a-z.]+$|(^|\.)pin\.it$/, "Pinterest"],
  [/(^|\.)reddit\.com$/, "Reddit"],
  [/(^|\.)bsky\.app$/, "Bluesky"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)flickr\.com$/, "Flickr"],
  [/(^|\.)news\.ycombinator\.com$/, "Hacker News"],
];

/**
 * Where a page view came from: "Direct" without a referrer, null for a move within the site
 * (not an acquisition source), a known name, or the referring host without "www.".
 */
export function referrerSource(referrer: string | undefined, pageHost: string): string | null {
  if (!referrer) return "Direct";
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "Direct";
    host = url.hostname.toLowerCase();
  } catch {
    return "Direct";
  }
  if (host === pageHost.toLowerCase()) return null;
  for (const [pattern, name] of knownSources) if (pattern.test(host)) return name;
  return host.replace(/^www\./, "");
}
