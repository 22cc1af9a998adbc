import type { MetaDescriptor } from "@remix-run/node";

export type PageSeo = {
  siteTitle: string;
  title?: string;
  description: string;
  /** The origin of absolute addresses (lib/http/request-origin.server.ts); without one they are relative. */
  origin?: string;
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
  /** Search engines are asked to leave it out (an unlisted album's pages). */
  noindex?: boolean;
};

/** Title, description, canonical URL, OpenGraph and Twitter card for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.title ? `${seo.title} · ${seo.siteTitle}` : seo.siteTitle;
  const url = absoluteUrl(seo.path, seo.origin);
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
    meta.push({ property: "og:image", content: absoluteUrl(src, seo.origin) });
    if (width && height) meta.push({ property: "og:image:width", content: String(width) }, { property: "og:image:height", content: String(height) });
    if (alt) meta.push({ property: "og:image:alt", content: alt }, { name: "twitter:image:alt", content: alt });
  }
  if (seo.feed)
    meta.push({ tagName: "link", rel: "alternate", type: "application/atom+xml", title: seo.feed.title, href: absoluteUrl(seo.feed.path, seo.origin) });
  if (seo.prev) meta.push({ tagName: "link", rel: "prev", href: absoluteUrl(seo.prev, seo.origin) });
  if (seo.next) meta.push({ tagName: "link", rel: "next", href: absoluteUrl(seo.next, seo.origin) });
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/** An address as pages, feeds and the sitemap publish it: absolute under a trusted origin, else as it is. */
export function absoluteUrl(path: string, origin: string | undefined): string {
  return origin ? new URL(path, origin).href : path;
}
