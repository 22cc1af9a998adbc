import { utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import type { Site } from "../../app/lib/content/site-types";
import { renderFeed } from "../../app/lib/feeds/site-feeds.server";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

const origin = "https://photos.example";
const day = 86_400_000;
type Text = { "#text": string; "@_type": string };
type AtomEntry = {
  id: string;
  title: Text;
  updated: string;
  summary?: Text;
  link: { "@_href": string; "@_rel"?: string; "@_type"?: string; "@_length"?: string }[];
};

const atom = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, processEntities: true, isArray: (name) => name === "entry" || name === "link" }).parse(xml).feed as {
    id: string;
    title: string;
    updated: string;
    entry: AtomEntry[];
  };

const titles = (entries: AtomEntry[]) => entries.map((entry) => entry.title["#text"]);

afterEach(() => vi.useRealTimers());

/** A site built at a given time: what Vitrine first sees then is that old. */
async function buildAt(time: number, content: string, index: SourceIndex): Promise<Site> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(time);
  const site = await buildSite(content, index, { addresses });
  vi.useRealTimers();
  return site;
}

describe("feeds", () => {
  it("list the newest photos and albums first, by when Vitrine first saw them, whatever a rebuild or an edit does", async () => {
    const content = await tempDir();
    await makeJpeg(path.join(content, "Walks", "ridge.jpg"), { width: 300, height: 200, xmp: { title: "Ridge" } });
    await makeJpeg(path.join(content, "Walks", "valley.jpg"), {
      width: 300,
      height: 200,
      xmp: { title: "Valley", description: "Fog <script>alert(1)</script> & dew" },
    });
    const index = await SourceIndex.load(await tempDir());
    const store = new DerivativeStore(await tempDir());
    const start = Date.UTC(2026, 5, 1);
    await buildAt(start, content, index);
    await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 400, height: 200, xmp: { title: "Boats" } });
    await buildAt(start + day, content, index);
    // A later edit of an old photo (new bytes, new mtime) does not make it new.
    await makeJpeg(path.join(content, "Walks", "ridge.jpg"), { width: 300, height: 200, color: "#aa3366", xmp: { title: "Ridge" } });
    await utimes(path.join(content, "Walks", "ridge.jpg"), new Date(start + 3 * day), new Date(start + 3 * day));
    const site = await buildAt(start + 3 * day, content, index);

    const feed = atom(await renderFeed(site, store, origin, "atom"));
    expect(feed.title).toBe("Vitrine");
    expect(feed.id).toBe(`${origin}/`);
    expect(feed.updated).toBe(new Date(start + day).toISOString());
    expect(titles(feed.entry)).toEqual(["New album: Harbour", "Boats", "New album: Walks", "Valley", "Ridge"]);
    // Owner text is plain text ("text"), escaped in the XML: a reader shows it, never runs it.
    expect(feed.entry.every((entry) => entry.title["@_type"] === "text")).toBe(true);
    const boats = feed.entry[1]!;
    expect(boats.link[0]!["@_href"]).toBe(`${origin}/albums/harbour/1`);
    expect(boats.id).toMatch(/^tag:photos\.example,2026-06-02:item\/[0-9a-f]{12}$/);
    expect(boats.updated).toBe(new Date(start + day).toISOString());
    const enclosure = boats.link.find((link) => link["@_rel"] === "enclosure")!;
    expect(enclosure).toMatchObject({ "@_type": "image/jpeg", "@_href": expect.stringMatching(new RegExp(`^${origin}/img/[0-9a-f]{24}/400\\.jpg$`)) });
    expect(feed.entry[3]!.summary).toEqual({ "@_type": "text", "#text": "Fog <script>alert(1)</script> & dew" });

    const json = JSON.parse(await renderFeed(site, store, origin, "json"));
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.feed_url).toBe(`${origin}/feed.json`);
    expect(json.items.map((item: { title: string }) => item.title)).toEqual(titles(feed.entry));
    expect(json.items[3].content_text).toBe("Fog <script>alert(1)</script> & dew");
    expect(json.items[1]).toMatchObject({
      url: `${origin}/albums/harbour/1`,
      date_published: new Date(start + day).toISOString(),
      _vitrine: { width: 400, height: 200 },
    });
    expect(json.items[1].attachments[0]).toMatchObject({ url: enclosure["@_href"], mime_type: "image/jpeg" });
  });

  it("give a derivative's size in bytes once it is made", async () => {
    const content = await tempDir();
    await makeJpeg(path.join(content, "Walks", "ridge.jpg"), { width: 300, height: 200 });
    const store = new DerivativeStore(await tempDir());
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    const item = site.albumsBySlug.get("walks")!.items[0]!;
    expect(atom(await renderFeed(site, store, origin, "atom")).entry[0]!.link[1]!["@_length"]).toBeUndefined();
    if (item.type !== "image") throw new Error("not an image");
    const file = await store.ensure(item, 300, "jpg");
    const { size } = await import("node:fs/promises").then((fs) => fs.stat(file));
    // A second site object: feeds are made once per built site.
    const again = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    expect(atom(await renderFeed(again, store, origin, "atom")).entry[0]!.link[1]!["@_length"]).toBe(String(size));
  });

  it("of an album hold its photos and its sub-albums', under its own title and addresses", async () => {
    const content = await tempDir();
    await makeJpeg(path.join(content, "Travel", "ferry.jpg"), { width: 300, height: 200, xmp: { title: "Ferry" } });
    await makeJpeg(path.join(content, "Travel", "Iceland", "aurora.jpg"), { width: 300, height: 200, xmp: { title: "Aurora" } });
    await makeJpeg(path.join(content, "Walks", "ridge.jpg"), { width: 300, height: 200, xmp: { title: "Ridge" } });
    await writeYaml(path.join(content, "vitrine.config.yml"), { title: "My photographs", language: "de" });
    await writeFile(path.join(content, "Travel", "album.yml"), "description: Journeys north\n");
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    const travel = site.albumsBySlug.get("travel")!;
    const feed = atom(await renderFeed(site, new DerivativeStore(await tempDir()), origin, "atom", travel));
    expect(feed.title).toBe("Travel · My photographs");
    expect(feed.id).toBe(`${origin}/albums/travel`);
    // Written in the site's language.
    expect(titles(feed.entry).sort()).toEqual(["Aurora", "Ferry", "Neues Album: Iceland"]);
    const json = JSON.parse(await renderFeed(site, new DerivativeStore(await tempDir()), origin, "json", travel));
    expect([json.feed_url, json.home_page_url, json.language, json.description]).toEqual([
      `${origin}/albums/travel/feed.json`,
      `${origin}/albums/travel`,
      "de",
      "Journeys north",
    ]);
  });
});
