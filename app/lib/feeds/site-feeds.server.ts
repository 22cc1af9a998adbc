import { stat } from "node:fs/promises";
import type { Album, Site } from "../content/site-types";
import type { DerivativeStore } from "../images/derivative-store.server";
import { feedEntries, type FeedEntry } from "./feed-entries";
import { atomFeed, feedImage, jsonFeed, type FeedHead } from "./render-feeds.server";
import { siteTranslator } from "../content/site-translator.server";

export type FeedFormat = "atom" | "json";

/** Each site's entries per feed, made once: a site of 200,000 photos sorts them all. */
const entriesBySite = new WeakMap<Site, Map<string, FeedEntry[]>>();

function entriesOf(site: Site, album: Album | undefined): FeedEntry[] {
  const cached = entriesBySite.get(site) ?? new Map<string, FeedEntry[]>();
  entriesBySite.set(site, cached);
  const key = album?.slug ?? "";
  const entries = cached.get(key) ?? feedEntries(site, album);
  cached.set(key, entries);
  return entries;
}

/** The site's feed, or one album's, in Atom or JSON Feed. */
export async function renderFeed(site: Site, store: DerivativeStore, origin: string | undefined, format: FeedFormat, album?: Album): Promise<string> {
  const entries = entriesOf(site, album);
  const bytesOf = async (hash: string, width: number) => (await stat(store.pathOf(hash, width, "jpg")).catch(() => undefined))?.size;
  const images = await Promise.all(entries.map((entry) => feedImage(entry, origin, site.assetBase, bytesOf)));
  const base = album ? `/albums/${album.slug}` : "";
  const head: FeedHead = {
    title: album ? `${album.title} · ${site.config.title}` : site.config.title,
    description: album?.description || site.config.description,
    origin,
    home: base || "/",
    atom: `${base}/feed.xml`,
    json: `${base}/feed.json`,
    t: siteTranslator(site.config),
    updated: entries[0]?.date ?? site.builtAt,
  };
  return format === "atom" ? atomFeed(head, entries, images) : jsonFeed(head, entries, images);
}
