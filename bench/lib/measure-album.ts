import type { Browser, Page } from "@playwright/test";
import { deepLink } from "./deep-link";
import { htmlBytes } from "./html-bytes";
import type { LargeAlbum } from "./large-albums";
import { newPhonePage, phoneHeaders } from "./phone";
import { phoneLoad, type PhoneLoad } from "./phone-load";
import { scrollToEnd, type ScrollToEnd } from "./scroll-to-end";

export type AlbumFigures = {
  album: LargeAlbum;
  raw: number;
  gzip: number;
  phone: PhoneLoad;
  scroll: ScrollToEnd;
  slide: number;
  deepLinkMs: number;
  deepLinkAfterLoadMs: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs `measure` on a fresh phone once untimed (the server's caches warm), then `loads` times; the last page stays open for more. */
async function timed<T>(browser: Browser, loads: number, measure: (page: Page) => Promise<T>): Promise<{ runs: T[]; page: Page }> {
  const warm = await newPhonePage(browser);
  await measure(warm);
  await warm.context().close();
  const runs: T[] = [];
  for (;;) {
    const page = await newPhonePage(browser);
    runs.push(await measure(page));
    if (runs.length === loads) return { runs, page };
    await page.context().close();
  }
}

/**
 * Every figure of one album page as a phone sees it: HTML bytes; load times (median of `loads`);
 * the elements while the last loaded page scrolls to the end; the deep link to the slide at 90 %
 * of the album (median of `loads`). The server under load is measured apart (bench/lib/server-rounds.ts).
 */
export async function measureAlbum(browser: Browser, base: string, album: LargeAlbum, options: { loads: number; scrollCap: number }): Promise<AlbumFigures> {
  const url = `${base}/albums/${album.slug}`;
  const { raw, gzip } = await htmlBytes(url, phoneHeaders);
  const loaded = await timed(browser, options.loads, (page) => phoneLoad(page, url));
  const phone = {
    hydratedMs: median(loaded.runs.map((run) => run.hydratedMs)),
    loadMs: median(loaded.runs.map((run) => run.loadMs)),
    domNodes: median(loaded.runs.map((run) => run.domNodes)),
  };
  const scroll = await scrollToEnd(loaded.page, album.size, options.scrollCap);
  await loaded.page.context().close();
  const slide = Math.max(1, Math.round(album.size * 0.9));
  const linked = await timed(browser, options.loads, (page) => deepLink(page, url, album.slug, slide));
  await linked.page.context().close();
  return {
    album,
    raw,
    gzip,
    phone,
    scroll,
    slide,
    deepLinkMs: median(linked.runs.map((run) => run.fromStart)),
    deepLinkAfterLoadMs: median(linked.runs.map((run) => run.fromLoad)),
  };
}
