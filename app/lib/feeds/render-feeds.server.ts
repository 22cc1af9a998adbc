import { XMLBuilder } from "fast-xml-parser";
import { shareImage } from "../content/share-image";
import { absoluteUrl } from "../core/seo";
import type { FeedEntry } from "./feed-entries";
import type { Translate } from "../i18n/translator";

/** What a feed says about itself: its title, the page it follows, its own addresses, its language. */
export type FeedHead = { title: string; description: string; origin?: string; home: string; atom: string; json: string; t: Translate; updated: number };

/** An entry's picture as readers take it: the 1280 px JPEG, its size, and its bytes when already made. */
export type FeedImage = { url: string; width: number; height: number; bytes?: number };

/** A stable id (RFC 4151 tag URI): the entry's key under the site's host, dated the day it was first seen. */
function entryId(entry: FeedEntry, origin: string | undefined): string {
  return `tag:${origin ? new URL(origin).hostname : "vitrine"},${new Date(entry.date).toISOString().slice(0, 10)}:${entry.key}`;
}

const entryTitle = (entry: FeedEntry, t: Translate) => (entry.kind === "album" ? t("feed.newAlbum", { title: entry.title }) : entry.title);

/** `bytesOf` tells the size of a derivative already made (by its hash and width), else undefined. */
export async function feedImage(
  entry: FeedEntry,
  origin: string | undefined,
  assetBase: string,
  bytesOf: (hash: string, width: number) => Promise<number | undefined>,
): Promise<FeedImage | undefined> {
  if (!entry.picture) return undefined;
  const image = shareImage(entry.picture, assetBase);
  return { url: absoluteUrl(image.src, origin), width: image.width!, height: image.height!, bytes: await bytesOf(entry.picture.hash, image.width!) };
}

const xml = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });

/**
 * Atom 1.0 (RFC 4287), built as a tree by fast-xml-parser's XMLBuilder, which escapes every text and
 * attribute. (The `feed` package was tried: it types owner text as HTML and names JPEGs "image/jpg".)
 */
export function atomFeed(head: FeedHead, entries: FeedEntry[], images: (FeedImage | undefined)[]): string {
  const home = absoluteUrl(head.home, head.origin);
  return xml.build({
    "?xml": { "@_version": "1.0", "@_encoding": "utf-8" },
    feed: {
      "@_xmlns": "http://www.w3.org/2005/Atom",
      "@_xml:lang": head.t.language,
      id: home,
      title: head.title,
      subtitle: head.description || undefined,
      updated: new Date(head.updated).toISOString(),
      generator: "Vitrine",
      link: [
        { "@_rel": "alternate", "@_type": "text/html", "@_href": home },
        { "@_rel": "self", "@_type": "application/atom+xml", "@_href": absoluteUrl(head.atom, head.origin) },
        { "@_rel": "alternate", "@_type": "application/feed+json", "@_href": absoluteUrl(head.json, head.origin) },
      ],
      author: { name: head.title },
      entry: entries.map((entry, i) => {
        const image = images[i];
        return {
          id: entryId(entry, head.origin),
          title: { "@_type": "text", "#text": entryTitle(entry, head.t) },
          updated: new Date(entry.date).toISOString(),
          published: new Date(entry.date).toISOString(),
          link: [
            { "@_rel": "alternate", "@_type": "text/html", "@_href": absoluteUrl(entry.path, head.origin) },
            ...(image ? [{ "@_rel": "enclosure", "@_type": "image/jpeg", "@_href": image.url, "@_length": image.bytes }] : []),
          ],
          summary: entry.summary ? { "@_type": "text", "#text": entry.summary } : undefined,
          category: [entry.album, ...entry.tags].map((term) => ({ "@_term": term })),
        };
      }),
    },
  });
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1): plain JSON, typed here. */
export function jsonFeed(head: FeedHead, entries: FeedEntry[], images: (FeedImage | undefined)[]): string {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: head.title,
    home_page_url: absoluteUrl(head.home, head.origin),
    feed_url: absoluteUrl(head.json, head.origin),
    description: head.description || undefined,
    language: head.t.language,
    items: entries.map((entry, i) => {
      const image = images[i];
      return {
        id: entryId(entry, head.origin),
        url: absoluteUrl(entry.path, head.origin),
        title: entryTitle(entry, head.t),
        content_text: entry.summary ?? entry.title,
        image: image?.url,
        date_published: new Date(entry.date).toISOString(),
        tags: [entry.album, ...entry.tags],
        attachments: image ? [{ url: image.url, mime_type: "image/jpeg", size_in_bytes: image.bytes }] : undefined,
        _vitrine: image ? { width: image.width, height: image.height } : undefined,
      };
    }),
  };
  return JSON.stringify(feed);
}
