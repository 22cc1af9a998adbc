import type { ImageFacts } from "../images/probe.server";
import type { SidecarEntry } from "../images/source-index.server";
import { preferWritten } from "../images/written-metadata";
import type { Problem } from "./problems";
import type { Sidecar } from "./schemas";
import type { ImageItem } from "./site-types";
import { titleFromFileName } from "./slug";

export type PhotoMetadataInput = {
  /** The image's path and file name. */
  file: string;
  fileName: string;
  /** What the image file itself says. */
  facts: Pick<ImageFacts, "embedded" | "details" | "written" | "writtenNotes" | "xmpError">;
  /** Its .xmp sidecar, if it has one, and what was read of it. */
  xmp?: { file: string; entry: SidecarEntry };
  /** Its YAML sidecar (`photo.jpg.yml`), empty without one. */
  yaml: Sidecar;
  /** The owner's `people.enabled`: without it, no name goes into the site. */
  people: boolean;
};

/**
 * A photo's text and facts from its three sources: the YAML sidecar over the .xmp sidecar over the
 * file's own metadata, field by field; and the problems to log about them (every build: the
 * index remembers what was read, the log says it again).
 */
export function photoMetadata({ file, fileName, facts, xmp, yaml, people }: PhotoMetadataInput): {
  fields: Pick<ImageItem, "title" | "caption" | "alt" | "tags" | "tagPaths" | "people" | "details">;
  problems: Problem[];
} {
  const problems: Problem[] = (facts.writtenNotes ?? []).map((message) => ({ code: "METADATA_TRIMMED", path: file, message }));
  if (facts.xmpError) problems.push({ code: "XMP_INVALID", path: file, message: `its XMP packet: ${facts.xmpError}` });
  if (xmp?.entry.error) problems.push({ code: "XMP_INVALID", path: xmp.file, message: `${xmp.entry.error}; the image keeps its own metadata` });
  for (const message of xmp?.entry.notes ?? []) problems.push({ code: "METADATA_TRIMMED", path: xmp!.file, message });
  const text = { ...facts.embedded, ...xmp?.entry.text };
  const written = preferWritten(xmp?.entry.written, facts.written);
  const title = yaml.title ?? text.title ?? titleFromFileName(fileName);
  const caption = yaml.caption ?? text.caption;
  // What is left of it, rating, label and original name, is shown with the camera's facts.
  const { tags, tagPaths, people: names, ...about } = written;
  return {
    fields: {
      title,
      caption,
      alt: yaml.alt ?? caption ?? title,
      // The YAML's tags are the owner's last word on keywords: no hierarchy of the files' stays beside them.
      tags: yaml.tags ?? tags ?? [],
      tagPaths: yaml.tags ? [] : (tagPaths ?? []),
      people: people ? (names ?? []) : [],
      details: { ...facts.details, ...about },
    },
    problems,
  };
}
