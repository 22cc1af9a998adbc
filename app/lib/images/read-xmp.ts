import { cleanWord, type WrittenSources } from "./written-metadata";
import { xmpName, xmpProperties, type RdfValue } from "./xmp-properties";

/** An XMP packet or sidecar over this is not read: real ones are a few kilobytes, Lightroom's with a develop history a few hundred. */
export const xmpMaxBytes = 1024 * 1024;

/** Text embedded in the file (XMP, IPTC, EXIF), or in its .xmp sidecar, that people read or search. */
export type EmbeddedText = { title?: string; caption?: string };

/** `sources`: what the owner wrote, before written-metadata.ts's bounds (a file's IPTC keywords join them there). */
export type XmpRead = { ok: true; text: EmbeddedText; sources: WrittenSources } | { ok: false; reason: string };

const ns = {
  dc: "http://purl.org/dc/elements/1.1/",
  xmp: "http://ns.adobe.com/xap/1.0/",
  lr: "http://ns.adobe.com/lightroom/1.0/",
  digiKam: "http://www.digikam.org/ns/1.0/",
  mwgRs: "http://www.metadataworkinggroup.com/schemas/regions/",
  iptcExt: "http://iptc.org/std/Iptc4xmpExt/2008-02-29/",
  crs: "http://ns.adobe.com/camera-raw-settings/1.0/",
  xmpMM: "http://ns.adobe.com/xap/1.0/mm/",
};

const names = {
  title: xmpName(ns.dc, "title"),
  description: xmpName(ns.dc, "description"),
  subject: xmpName(ns.dc, "subject"),
  hierarchicalSubject: xmpName(ns.lr, "hierarchicalSubject"),
  tagsList: xmpName(ns.digiKam, "TagsList"),
  rating: xmpName(ns.xmp, "Rating"),
  label: xmpName(ns.xmp, "Label"),
  regions: xmpName(ns.mwgRs, "Regions"),
  personInImage: xmpName(ns.iptcExt, "PersonInImage"),
  preservedFileName: xmpName(ns.xmpMM, "PreservedFileName"),
  rawFileName: xmpName(ns.crs, "RawFileName"),
  derivedFrom: xmpName(ns.xmpMM, "DerivedFrom"),
};

const wanted = new Set(Object.values(names));

/**
 * What an XMP packet (embedded in a file, or a sidecar's whole text) says that Vitrine shows: its
 * title and description, and what the owner wrote. Anything over `xmpMaxBytes` is refused unread.
 */
export function readXmp(xml: string): XmpRead {
  if (Buffer.byteLength(xml) > xmpMaxBytes) return { ok: false, reason: `over ${xmpMaxBytes / 1024 / 1024} MB: not read` };
  const read = xmpProperties(xml.replace(/^\ufeff/, ""), wanted);
  if (!read.ok) return read;
  const value = (name: string) => read.properties.get(name);
  const sources: WrittenSources = {
    keywords: texts(value(names.subject)),
    paths: [...texts(value(names.hierarchicalSubject)).map((path) => path.split("|")), ...texts(value(names.tagsList)).map((path) => path.split("/"))],
    rating: texts(value(names.rating))[0],
    label: texts(value(names.label))[0],
    people: [...faceNames(value(names.regions)), ...texts(value(names.personInImage))],
    // The name the owner's catalogue knows the picture by, first: the RAW Lightroom developed it from, its name before an import
    // renamed it, the file darktable exported it from. darktable writes DerivedFrom as that name; Adobe's tools as a reference
    // to a document (a structure of ids naming no file), which texts() passes over.
    originalNames: [...texts(value(names.rawFileName)), ...texts(value(names.preservedFileName)), ...texts(value(names.derivedFrom))],
  };
  const text: EmbeddedText = {};
  const title = firstText(value(names.title), 200);
  const caption = firstText(value(names.description), 2000);
  if (title) text.title = title;
  if (caption) text.caption = caption;
  return { ok: true, text, sources };
}

/** A value's texts: itself, or its array's (a Bag of keywords, an Alt of languages, x-default first as tools write it). */
function texts(value: RdfValue | undefined): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function firstText(value: RdfValue | undefined, max: number): string | undefined {
  return texts(value).map(cleanWord).find(Boolean)?.slice(0, max);
}

/** MWG regions' names, of faces only (a region may be a pet, a barcode or the focus point). */
function faceNames(regions: RdfValue | undefined): string[] {
  const list = regions instanceof Map ? regions.get(xmpName(ns.mwgRs, "RegionList")) : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((region) => {
    if (!(region instanceof Map)) return [];
    const type = region.get(xmpName(ns.mwgRs, "Type"));
    const name = region.get(xmpName(ns.mwgRs, "Name"));
    return typeof name === "string" && (type === undefined || type === "Face") ? [name] : [];
  });
}
