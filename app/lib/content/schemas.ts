import { z } from "zod/v4";
import { notificationChannelsSchema } from "../proofing/notify/channels-schema";
import { collectorPathSetting, defaultCollectorPath } from "../core/analytics-endpoint";
import { labelsSchema } from "../i18n/labels-schema";
import { ownerText } from "../core/owner-text";
import { proofingSchema } from "../proofing/proofing-config";

const text = ownerText;

const linkUrl = z
  .string()
  .max(2048)
  .refine((url) => /^(https?:\/\/|\/|#|mailto:)/i.test(url), "must start with http(s)://, /, # or mailto:");

export type MenuLink = { label: string; url?: string; children?: MenuLink[] };

const menuLinkSchema: z.ZodType<MenuLink> = z.lazy(() =>
  z
    .object({
      label: text(80).pipe(z.string().min(1)),
      url: linkUrl.optional(),
      children: z.array(menuLinkSchema).max(50).optional(),
    })
    .strict(),
);

export const shareNetworks = ["facebook", "x", "pinterest", "email", "copy"] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

export const siteConfigSchema = z
  .object({
    title: text(120).default("Vitrine"),
    description: text(500).default(""),
    baseUrl: z.url().optional(),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .default("en"),
    /** Any visitor-facing string in the owner's words, over the language's catalogue. */
    labels: labelsSchema.default({}),
    homeAlbum: z.string().max(200).optional(),
    menu: z
      .object({
        links: z.array(menuLinkSchema).max(50).default([]),
      })
      .strict()
      .default({ links: [] }),
    share: z.array(z.enum(shareNetworks)).default([...shareNetworks]),
    downloads: z
      .object({ originals: z.boolean().default(false) })
      .strict()
      .default({ originals: false }),
    viewer: z
      .object({ details: z.boolean().default(true) })
      .strict()
      .default({ details: true }),
    /**
     * Names of the people shown (MWG face regions, IPTC PersonInImage) as a People facet, in details,
     * search and feeds. Off unless the owner says so: without it no name reaches anything the site shows.
     */
    people: z
      .object({ enabled: z.boolean().default(false) })
      .strict()
      .default({ enabled: false }),
    images: z
      .object({ stripMetadata: z.boolean().default(true) })
      .strict()
      .default({ stripMetadata: true }),
    analytics: z
      .object({
        enabled: z.boolean().default(true),
        respectDoNotTrack: z.boolean().default(false),
        ga4MeasurementId: z
          .string()
          .regex(/^G-[A-Z0-9]{4,20}$/)
          .optional(),
        /** Where the tracker sends (docs/analytics.md); /api/collect keeps answering too. Read at start-up. */
        endpoint: collectorPathSetting.default(defaultCollectorPath),
        retentionDays: z.number().int().min(1).max(3650).default(395),
        /**
         * Events stored per UTC day at most, whatever the number of senders; past it they are dropped
         * (and the log says so once that day). A million is some 20,000 busy visitors a day, about 300 MB.
         */
        dailyEventBudget: z.number().int().min(1).max(1_000_000_000).default(1_000_000),
        /** The dashboard password as an scrypt hash (`npm run hash-password`); VITRINE_ADMIN_PASSWORD overrides it. */
        adminPasswordHash: z
          .string()
          .regex(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/, "must be a hash printed by npm run hash-password")
          .optional(),
      })
      .strict()
      .default({ enabled: true, respectDoNotTrack: false, endpoint: defaultCollectorPath, retentionDays: 395, dailyEventBudget: 1_000_000 }),
    notifications: notificationChannelsSchema.optional(),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const albumSorts = ["name", "-name", "title", "-title", "taken", "-taken"] as const;
export type AlbumSort = (typeof albumSorts)[number];

/** Who sees an album: everyone; whoever has its address (in no list, search, feed or sitemap); the owner and share links only. */
export const albumAccesses = ["public", "unlisted", "private"] as const;
export type AlbumAccess = (typeof albumAccesses)[number];

/** An album's own name for share links, kept through renames and moves of its folder (docs/sharing.md). */
export const albumIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, _ or -");

export const albumMetaSchema = z
  .object({
    title: text(120).optional(),
    id: albumIdSchema.optional(),
    /** Never more visible than its parent's: a sub-album of a private album is private whatever it says. */
    access: z.enum(albumAccesses).optional(),
    description: text(2000).optional(),
    order: z.number().finite().optional(),
    cover: z.string().max(255).optional(),
    /** The images' order: by file name (the default), title, or date taken; a leading "-" reverses it. */
    sort: z.enum(albumSorts).optional(),
    /** Only photos rated at least this many stars (xmp:Rating) show in the album. */
    minRating: z.number().int().min(1).max(5).optional(),
    viewer: z.object({ details: z.boolean().optional() }).strict().optional(),
    /** Whether this album offers its originals (one by one and as a ZIP); the site's `downloads.originals` otherwise. */
    downloads: z.object({ originals: z.boolean().optional() }).strict().optional(),
    /** Client proofing for its share links' holders (docs/proofing.md); never on public pages. */
    proofing: proofingSchema.optional(),
  })
  .strict();

export type AlbumMeta = z.infer<typeof albumMetaSchema>;

export const sidecarSchema = z
  .object({
    title: text(200).optional(),
    caption: text(2000).optional(),
    alt: text(500).optional(),
    tags: z.array(text(60)).max(50).optional(),
  })
  .strict();

export type Sidecar = z.infer<typeof sidecarSchema>;

const itemBase = {
  title: text(200),
  caption: text(2000).optional(),
  /** One-based position in the album; items without one follow the images. */
  position: z.number().int().min(1).optional(),
};

/** A file in the item's own album folder: a bare name, so no entry can point outside it. */
const fileInAlbum = z
  .string()
  .max(255)
  .regex(/^[^/\\]+$/, "must be a file name in the album's folder, without a path")
  .refine((name) => !name.startsWith("."), "must not be a hidden file");

const dimensions = {
  width: z.number().int().min(1).max(20000).default(1920),
  height: z.number().int().min(1).max(20000).default(1080),
  poster: fileInAlbum.optional(),
};

const youtubeUrl = z.string().regex(/^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)[\w-]{6,20}/, "must be a YouTube video URL");
const vimeoUrl = z.string().regex(/^https:\/\/(www\.|player\.)?vimeo\.com\/(video\/)?\d{4,12}/, "must be a Vimeo video URL");

/** A video's own sidecar (`clip.mov.yml`): what items.yml would say of it, all of it optional. */
export const videoSidecarSchema = z
  .object({
    title: itemBase.title.optional(),
    caption: itemBase.caption,
    poster: fileInAlbum.optional(),
    position: itemBase.position,
  })
  .strict();

export type VideoSidecar = z.infer<typeof videoSidecarSchema>;

export const itemEntrySchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("video"),
      file: fileInAlbum.regex(/\.(mp4|webm|m4v|mov)$/i, "must be an mp4, webm, m4v or mov file"),
      ...itemBase,
      ...dimensions,
      // Read from the file when not given (both, or neither: half a size is no shape).
      width: z.number().int().min(1).max(20000).optional(),
      height: z.number().int().min(1).max(20000).optional(),
    })
    .strict(),
  z.object({ type: z.literal("youtube"), url: youtubeUrl, ...itemBase, ...dimensions }).strict(),
  z.object({ type: z.literal("vimeo"), url: vimeoUrl, ...itemBase, ...dimensions }).strict(),
  z.object({ type: z.literal("inline"), html: z.string().max(20000), ...itemBase }).strict(),
  z.object({ type: z.literal("ajax"), file: fileInAlbum.regex(/\.html?$/i, "must be an .html file"), ...itemBase }).strict(),
]);

export type ItemEntry = z.infer<typeof itemEntrySchema>;

export const itemsFileSchema = z.object({ items: z.array(z.unknown()).max(1000) }).strict();
