import type { CachedPage } from "./cached-page.server";

export type PageCacheStats = { hits: number; misses: number; stored: number; evicted: number; entries: number; bytes: number };

/**
 * Finished responses by address, least recently used dropped first once their bytes pass the bound.
 * The entries belong to one site build: the first lookup for another site empties the cache, so a
 * change in the content folder shows on the next request.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private site: object | undefined;
  readonly stats = { hits: 0, misses: 0, stored: 0, evicted: 0 };

  constructor(private readonly maxBytes: number) {}

  /** The entry for `key` rendered from `site`, now the most recently used. */
  get(site: object, key: string): CachedPage | undefined {
    this.follow(site);
    const page = this.entries.get(key);
    if (!page) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  /** Keeps a page rendered from `site`; one from a site replaced since it was rendered is dropped. */
  set(site: object, key: string, page: CachedPage): void {
    if (site !== this.site || page.bytes > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, page);
    this.bytes += page.bytes;
    this.stats.stored++;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
      this.stats.evicted++;
    }
  }

  snapshot(): PageCacheStats {
    return { ...this.stats, entries: this.entries.size, bytes: this.bytes };
  }

  private follow(site: object) {
    if (site === this.site) return;
    this.site = site;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string) {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= page.bytes;
  }
}
