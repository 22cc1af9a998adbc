import { XMLBuilder } from "fast-xml-parser";
import type { ExportSelection } from "./export-selection";

/** A sidecar to put beside a picked original: `<catalogue name>.xmp`, and what it says. */
export type XmpSidecar = { fileName: string; rating: number; label: string; xml: string };

/** The stars of a list by its place in album.yml: the first 5, the second 4, … no list under 1 (0 would read as unrated). */
const listRating = (index: number) => Math.max(1, 5 - index);

/** Every text and attribute escaped by the builder: a list's name may hold `<`, `&` or quotes. */
const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });

// The packet's wrapper, as Adobe's toolkit writes it (the BOM in begin= tells the encoding); constant, so no value passes here.
const packetStart = `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n`;
const packetEnd = `<?xpacket end="w"?>\n`;

/** Characters XML 1.0 cannot carry even escaped (controls, lone surrogates, U+FFFE/FFFF): a label keeps the rest. */
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * One sidecar per catalogue name picked, for Lightroom Classic and Capture One to read beside the
 * RAW (`IMG_1234.xmp` by `IMG_1234.CR2`). Its xmp:Label is the name of the first list, in album.yml's
 * order, that holds the picture, and its xmp:Rating that list's stars (listRating): a picture in
 * "Album" and "Retouch" is labelled by whichever album.yml names first, so the owner can filter each
 * list by its label and see the lists' order in the stars. Pictures sharing a name (virtual copies)
 * share the one sidecar they would be given on disk.
 */
export function xmpSidecars(selection: ExportSelection): XmpSidecar[] {
  const sidecars = new Map<string, XmpSidecar>();
  selection.lists.forEach((list, index) => {
    for (const pick of list.picks) {
      if (sidecars.has(pick.name)) continue;
      const label = list.name.replace(notXml, "");
      const rating = listRating(index);
      sidecars.set(pick.name, { fileName: `${pick.name}.xmp`, rating, label, xml: xmpPacket(rating, label) });
    }
  });
  return [...sidecars.values()];
}

function xmpPacket(rating: number, label: string): string {
  const meta = builder.build({
    "x:xmpmeta": {
      "@_xmlns:x": "adobe:ns:meta/",
      "rdf:RDF": {
        "@_xmlns:rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "rdf:Description": { "@_rdf:about": "", "@_xmlns:xmp": "http://ns.adobe.com/xap/1.0/", "@_xmp:Rating": String(rating), "@_xmp:Label": label },
      },
    },
  }) as string;
  return packetStart + meta + packetEnd;
}
