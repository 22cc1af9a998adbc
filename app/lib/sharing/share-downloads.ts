/** What a link lets its holders take away: nothing, the viewer's web-sized pictures, or the originals too (and the album's ZIP). */
export const shareDownloads = ["none", "web", "originals"] as const;
export type ShareDownloads = (typeof shareDownloads)[number];

/** A link made without saying: the viewer's download button saves the largest web-sized picture. Free of zod: the form's script reads it. */
export const defaultShareDownloads: ShareDownloads = "web";
