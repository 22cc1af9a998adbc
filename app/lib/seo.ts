import type { MetaDescriptor } from "@remix-run/node";

export type PageSeo = {
  siteTitle: string;
  title?: string;
  description: string;
  /** Absolute origin: the configured baseUrl, else the request's. */
  origin: string;
  path: string;
  /** Site-relative address of a share image. */
  image?: string;
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
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteTitle },
    { property: "og:title", content: seo.title ?? seo.siteTitle },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (seo.image) meta.push({ property: "og:image", content: new URL(seo.image, seo.origin).href });
  if (seo.prev) meta.push({ tagName: "link", rel: "prev", href: new URL(seo.prev, seo.origin).href });
  if (seo.next) meta.push({ tagName: "link", rel: "next", href: new URL(seo.next, seo.origin).href });
  return meta;
}

/** The origin pages are published under. */
export function siteOrigin(baseUrl: string | undefined, request: Request): string {
  return baseUrl ? new URL(baseUrl).origin : new URL(request.url).origin;
}
