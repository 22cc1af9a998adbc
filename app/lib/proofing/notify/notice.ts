import { z } from "zod/v4";

/** What the owner is told of: a client sent their selection, or a share link was opened for the first time. */
export const noticeKinds = ["selection_sent", "link_opened"] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/**
 * One thing to tell the owner. It holds nothing about the visitor but what they typed (`person`,
 * the first name they gave): no address, browser or place, so no channel can send more.
 */
export const noticeSchema = z
  .object({
    kind: z.enum(noticeKinds),
    linkId: z.string().min(1).max(64),
    linkLabel: z.string().max(200),
    albumTitle: z.string().max(200),
    /** The first name the visitor typed, as typed; absent when they gave none. */
    person: z.string().max(100).optional(),
    /** A sent selection's lists; `max` null for a list without one. */
    lists: z
      .array(z.object({ name: z.string().max(100), picked: z.number().int().min(0), max: z.number().int().min(0).nullable() }).strict())
      .max(20)
      .optional(),
    /** When it happened, epoch milliseconds. */
    at: z.number().int().min(0),
  })
  .strict();
export type Notice = z.infer<typeof noticeSchema>;

/**
 * Text from others on one line: control characters (CR, LF, tabs) and the bidirectional overrides
 * (which can make a name read as something else) become spaces, so a name cannot start a line of its own.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The notice's page on the dashboard: absolute when the site's address is known, else the path alone. */
export function dashboardLink(linkId: string, dashboardUrl: string | undefined): string {
  return `${(dashboardUrl ?? "").replace(/\/+$/, "")}/admin/sharing/${encodeURIComponent(linkId)}`;
}

/** "2026-11-26 14:03 UTC": a retried delivery may arrive hours later, so the text says when it happened. */
const moment = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * A notice as every channel sends it: plain text (no markup, so nothing typed is ever rendered),
 * the title one line. English, as the dashboard is.
 */
export function formatNotice(notice: Notice, dashboardUrl: string | undefined): { title: string; text: string } {
  const album = oneLine(notice.albumTitle) || "an album";
  const link = oneLine(notice.linkLabel) || notice.linkId;
  const person = notice.person === undefined ? "" : oneLine(notice.person);
  const lists = (notice.lists ?? []).map(({ name, picked, max }) => `${oneLine(name)} ${picked}${max === null ? "" : ` of ${max}`}`).join(", ");
  const [title, sentence] =
    notice.kind === "selection_sent"
      ? [
          `${person || "Someone"} sent a selection: ${album}`,
          `${person || "Someone"} sent a selection of "${album}" through the link "${link}"${lists ? `: ${lists}` : ""}.`,
        ]
      : [`Link opened: ${link}`, `${person || "Someone"} opened the link "${link}" to "${album}" for the first time.`];
  return { title, text: [sentence, moment(notice.at), dashboardLink(notice.linkId, dashboardUrl)].join("\n") };
}
