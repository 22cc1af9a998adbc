import { z } from "zod/v4";

/** An address Vitrine posts to: http or https only (no file:, no data:). */
const httpUrl = z.url({ protocol: /^https?$/ });

/** A token goes into a header: printable ASCII only, so it cannot break the request. */
export const channelToken = z.string().regex(/^[\x21-\x7e]{1,512}$/, "must be printable ASCII without spaces");

/** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465; a password's @ or : percent-encoded. */
export const smtpUrl = z.url({ protocol: /^smtps?$/, error: "must be smtp://user:pass@host:port or smtps://…" });

const address = z.email();

/**
 * vitrine.config.yml's `notifications:` (docs/proofing.md): where the owner is told of
 * sent selections and first opens, besides the dashboard's inbox. Each channel is optional; the
 * secrets (the SMTP address, the tokens) may come from the environment instead (resolve-channels.ts).
 */
export const notificationChannelsSchema = z
  .object({
    /** A JSON POST of the notice and its text. */
    webhook: z.object({ url: httpUrl }).strict().optional(),
    /** An ntfy topic's address (https://ntfy.sh/my-topic), with a token when the topic is protected. */
    ntfy: z.object({ url: httpUrl, token: channelToken.optional() }).strict().optional(),
    /** A Gotify server's address and an application's token. */
    gotify: z.object({ url: httpUrl, token: channelToken.optional() }).strict().optional(),
    email: z
      .object({
        smtp: smtpUrl.optional(),
        from: address,
        to: z.union([address.transform((one) => [one]), z.array(address).min(1).max(10)]),
      })
      .strict()
      .optional(),
  })
  .strict();

export type NotificationChannelsConfig = z.output<typeof notificationChannelsSchema>;
