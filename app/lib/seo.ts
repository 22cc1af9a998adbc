import type { MetaDescriptor } from "@remix-run/node";

export type PageSeo = {
  siteTitle: string;
  title?: string;
  description: string;
  /** Absolute origin: the configured baseUrl, else the request's. */
  origin: string;
  path: string;
  /** The share card's picture: its site-relative (or asset host) address, and its size when known. */
  image?: { src: string; width?: number; height?: number; alt?: string };
  /** OpenGraph type: a photo's own page is an article, the rest are website pages. */
  type?: "website" | "article";
  /** An album's own Atom feed (its page and its photos' pages link to it). */
  feed?: { title: string; path: string };
  /** Paths of the pages before and after this one, for a paged album. */
  prev?: string;
  next?: string;
};

/** Title, description, canonical URL, OpenGraph and Twitter card for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.title ? `${seo.title} · ${seo.siteTitle}` : seo.siteTitle;
  const url = new URL(seo.path, seo.origin).href;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: seo.siteTitle },
    { property: "og:title", content: seo.title ?? seo.siteTitle },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (seo.image) {
    const { src, width, height, alt } = seo.image;
    meta.push({ property: "og:image", content: new URL(src, seo.origin).href });
    if (width && height) meta.push({ property: "og:image:width", content: String(width) }, { property: "og:image:height", content: String(height) });
    if (alt) meta.push({ property: "og:image:alt", content: alt }, { name: "twitter:image:alt", content: alt });
  }
  if (seo.feed) meta.push({ tagName: "link", rel: "alternate", type: "application/atom+xml", title: seo.feed.title, href: new URL(seo.feed.path, seo.origin).href });
  if (seo.prev) meta.push({ tagName: "link", rel: "prev", href: new URL(seo.prev, seo.origin).href });
  if (seo.next) meta.push({ tagName: "link", rel: "next", href: new URL(seo.next, seo.origin).href });
  return meta;
}

/** The origin pages are published under. */
export function siteOrigin(baseUrl: string | undefined, request: Request): string {
  return baseUrl ? new URL(baseUrl).origin : new URL(request.url).origin;
}
