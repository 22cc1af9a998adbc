import { escapeXml } from "../core/xml";

/** A minimal XMP packet with Dublin Core title and description, as photo tools write them. */
export function xmpPacket(fields: { title?: string; description?: string }): string {
  const alt = (tag: string, value?: string) =>
    value ? `<dc:${tag}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt></dc:${tag}>` : "";
  return (
    `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
    `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
    `${alt("title", fields.title)}${alt("description", fields.description)}</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
  );
}
