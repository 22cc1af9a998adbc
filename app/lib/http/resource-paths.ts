/**
 * Paths whose answer is not a page: JSON routes, files, feeds, and the pages' own data requests
 * (single fetch's `.data`, lazy route discovery's `/__manifest`). The rest are pages.
 */
const resourcePrefixes = ["/api/", "/img/", "/original/", "/media/", "/files/", "/admin/analytics/export/", "/__manifest"];
const resourceFiles = new Set(["/sitemap.xml", "/robots.txt", "/feed.xml", "/feed.json", "/proofing"]);
const albumFiles = /^\/albums\/[^/]+\/(feed\.(xml|json)|download)$/;
/** A share link's selections as the owner downloads them (the link's page's exports). */
const selectionFiles = /^\/admin\/sharing\/[^/]+\/(selection\.csv|sidecars\.zip|originals\.zip)$/;

export function isResourcePath(pathname: string): boolean {
  return (
    resourceFiles.has(pathname) ||
    pathname.endsWith(".data") ||
    albumFiles.test(pathname) ||
    selectionFiles.test(pathname) ||
    resourcePrefixes.some((prefix) => pathname.startsWith(prefix))
  );
}
