import { publicSight, siteView, type Sight } from "../lib/content/site-view";
import type { Site } from "../lib/content/site-types";

/** Views kept per build: the owner's and those of the share links in use; more are made again on demand. */
const keptViews = 64;

/**
 * One build's views of the site, each made once and kept while in use (lists, indexes and
 * bodies are cached per Site object, so a view made per request would redo them every time).
 * The public view takes its pictures from ASSET_BASE_URL when one is set; every other view from
 * this server, as a CDN or static copy cannot ask who is looking.
 */
export class SiteViews {
  private readonly made = new Map<string, Site>();
  readonly publicSite: Site;

  constructor(
    private readonly whole: Site,
    publicAssetBase: string | undefined,
  ) {
    this.publicSite = { ...siteView(whole, publicSight), assetBase: (publicAssetBase ?? "").replace(/\/+$/, "") };
  }

  of(sight: Sight): Site {
    if (!sight.owner && sight.opened.size === 0) return this.publicSite;
    const key = sight.owner
      ? "owner"
      : [...sight.opened]
          .map(([album, downloads]) => `${album}:${downloads}`)
          .sort()
          .join(" ");
    let view = this.made.get(key);
    if (view) {
      this.made.delete(key);
    } else {
      view = siteView(this.whole, sight);
      if (this.made.size >= keptViews) this.made.delete(this.made.keys().next().value!);
    }
    this.made.set(key, view);
    return view;
  }
}
