import { z } from "zod/v4";
import { parseShareExpiry } from "./share-expiry";
import { defaultShareDownloads, shareDownloads } from "./share-downloads";
import { shareLabelMaxLength, sharePasswordLength } from "./share-link-limits";

const passwordTooLong = `A password has at most ${sharePasswordLength.max} characters.`;

/** A password the owner was asked for (`npm run share -- create --password`): there must be one. */
export const sharePasswordSchema = z
  .string()
  .min(sharePasswordLength.min, `A password has at least ${sharePasswordLength.min} characters.`)
  .max(sharePasswordLength.max, passwordTooLong);

/** An expiry as the owner writes it (share-expiry.ts), read into when the link ends (epoch ms, null for never); none: the default. */
export const shareExpirySchema = (now: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const expiry = parseShareExpiry(value, now);
      if (expiry.ok) return expiry.expiresAt;
      context.addIssue({ code: "custom", message: `${expiry.reason}.` });
      return z.NEVER;
    });

/**
 * A new link as the owner asks for it, on the dashboard's form and `npm run share -- create` alike:
 * the album's slug (the caller knows the site), a label, an expiry, a password (none when absent or
 * empty, as the form's field left blank), what its holders may download. The store adds the rest.
 */
export const newShareLinkSchema = (now: number) =>
  z.object({
    album: z.string().min(1, "Choose one of the site's albums."),
    label: z.string().trim().max(shareLabelMaxLength, `A label has at most ${shareLabelMaxLength} characters.`).default(""),
    expires: shareExpirySchema(now),
    password: z
      .string()
      .max(sharePasswordLength.max, passwordTooLong)
      .refine(
        (password) => password === "" || password.length >= sharePasswordLength.min,
        `A password has at least ${sharePasswordLength.min} characters (or leave it empty).`,
      )
      .optional(),
    downloads: z.enum(shareDownloads, { error: "Choose none, web size or originals." }).default(defaultShareDownloads),
  });

/** The fields as the owner sends them (the form's names). */
export type NewShareLinkFields = z.input<ReturnType<typeof newShareLinkSchema>>;
