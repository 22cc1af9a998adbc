/** What a well-known referrer is, for the channel an arrival came by (campaign.ts). */
export type SourceKind = "search" | "social";

/** Well-known referrers by the host's registrable part; everything else is named by its host. */
const knownSources: ReadonlyArray<[RegExp, string, SourceKind]> = [
  [/(^|\.)google\.[a-z.]+$/, "Google", "search"],
  [/(^|\.)bing\.com$/, "Bing", "search"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo", "search"],
  [/(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.[a-z.]+$/, "Yahoo", "search"],
  [/(^|\.)ecosia\.org$/, "Ecosia", "search"],
  [/(^|\.)yandex\.[a-z.]+$/, "Yandex", "search"],
  [/(^|\.)baidu\.com$/, "Baidu", "search"],
  [/(^|\.)qwant\.com$/, "Qwant", "search"],
  [/(^|\.)(facebook\.com|fb\.me|m\.facebook\.com|l\.facebook\.com)$/, "Facebook", "social"],
  [/(^|\.)instagram\.com$/, "Instagram", "social"],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, "X (Twitter)", "social"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn", "social"],
  [/(^|\.)pinterest\.[a-z.]+$|(^|\.)pin\.it$/, "Pinterest", "social"],
  [/(^|\.)reddit\.com$/, "Reddit", "social"],
  [/(^|\.)bsky\.app$/, "Bluesky", "social"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube", "social"],
  [/(^|\.)flickr\.com$/, "Flickr", "social"],
  [/(^|\.)news\.ycombinator\.com$/, "Hacker News", "social"],
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

/** The kind of a source this module named: a search engine, a social network, or neither. */
export function sourceKind(source: string): SourceKind | undefined {
  return knownSources.find(([, name]) => name === source)?.[2];
}
