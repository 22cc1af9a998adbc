import { escapeXml } from "../../app/lib/core/xml";

/** What a photographer's tool may have written, each field in the tool's own XMP spelling. */
export type OwnerXmp = {
  title?: string;
  description?: string;
  /** dc:subject. */
  subject?: string[];
  /** lr:hierarchicalSubject, "Places|Europe|Zürich". */
  hierarchical?: string[];
  /** digiKam:TagsList, "Places/Europe/Zürich". */
  tagsList?: string[];
  rating?: number | string;
  label?: string;
  /** MWG face regions, by name (one written as attributes, the next as elements, as tools differ). */
  faces?: string[];
  /** Iptc4xmpExt:PersonInImage. */
  personInImage?: string[];
  preservedFileName?: string;
  rawFileName?: string;
  /** xmpMM:DerivedFrom as darktable writes it: the name of the file it was exported from, as an attribute. */
  derivedFrom?: string;
};

const bag = (tag: string, values: string[] | undefined, list = "Bag") =>
  values ? `<${tag}><rdf:${list}>${values.map((value) => `<rdf:li>${escapeXml(value)}</rdf:li>`).join("")}</rdf:${list}></${tag}>` : "";

const alt = (tag: string, value: string | undefined) =>
  value ? `<${tag}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt></${tag}>` : "";

const attribute = (name: string, value: number | string | undefined) => (value === undefined ? "" : ` ${name}="${escapeXml(String(value))}"`);

function regions(faces: string[] | undefined): string {
  if (!faces) return "";
  const region = (name: string, i: number) =>
    i % 2 === 0
      ? `<rdf:li><rdf:Description mwg-rs:Name="${escapeXml(name)}" mwg-rs:Type="Face"><mwg-rs:Area stArea:x="0.5" stArea:y="0.4" stArea:w="0.1" stArea:h="0.2" stArea:unit="normalized"/></rdf:Description></rdf:li>`
      : `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${escapeXml(name)}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li>`;
  return `<mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${faces.map(region).join("")}<rdf:li mwg-rs:Name="Rex" mwg-rs:Type="Pet"/></rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions>`;
}

/** A whole XMP packet, as Lightroom and digiKam write one into a JPEG or beside it as a sidecar. */
export function ownerXmp(fields: OwnerXmp): string {
  return (
    `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 5.6.0">\n` +
    `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n` +
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"` +
    ` xmlns:lr="http://ns.adobe.com/lightroom/1.0/" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"` +
    ` xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"` +
    ` xmlns:crs="http://ns.adobe.com/camera-raw-settings/1.0/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"` +
    `${attribute("xmp:Rating", fields.rating)}${attribute("xmp:Label", fields.label)}${attribute("crs:RawFileName", fields.rawFileName)}` +
    `${attribute("xmpMM:DerivedFrom", fields.derivedFrom)}>\n` +
    `${alt("dc:title", fields.title)}${alt("dc:description", fields.description)}${bag("dc:subject", fields.subject)}` +
    `${bag("lr:hierarchicalSubject", fields.hierarchical)}${regions(fields.faces)}${bag("Iptc4xmpExt:PersonInImage", fields.personInImage)}` +
    `${fields.preservedFileName ? `<xmpMM:PreservedFileName>${escapeXml(fields.preservedFileName)}</xmpMM:PreservedFileName>` : ""}\n` +
    `</rdf:Description>\n` +
    // digiKam's own Description, its namespace bound to a prefix of its own: names count, not prefixes.
    (fields.tagsList
      ? `<rdf:Description rdf:about="" xmlns:dk="http://www.digikam.org/ns/1.0/">${bag("dk:TagsList", fields.tagsList, "Seq")}</rdf:Description>\n`
      : "") +
    `</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end="w"?>`
  );
}
