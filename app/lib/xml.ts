/** Escapes text for XML content and attribute values (XMP packets, the sitemap). */
export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
