/** Escapes text for XML and HTML content and attribute values (XMP packets, the sitemap, the preparing page). */
export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
