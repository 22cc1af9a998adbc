import { z } from "zod/v4";
import { VitrineError, logLine } from "../../core/errors";
import { channelToken, smtpUrl, type NotificationChannelsConfig } from "./channels-schema";

/**
 * The environment variables that may hold the channels' secrets, so that vitrine.config.yml (often
 * kept in a repository or a backup with the pictures) need not. Where both say, the environment wins.
 */
export const channelSecretVars = { smtp: "VITRINE_SMTP_URL", ntfyToken: "VITRINE_NTFY_TOKEN", gotifyToken: "VITRINE_GOTIFY_TOKEN" } as const;

/** Where the secrets are read: process.env, or a test's own. */
type Environment = Readonly<Record<string, string | undefined>>;

/** The channels as they are used: each one's secret in place, e-mail's recipients a list. */
export type NotificationChannels = {
  webhook?: { url: string };
  ntfy?: { url: string; token?: string };
  gotify?: { url: string; token: string };
  email?: { smtp: string; from: string; to: string[] };
};

function fromEnv<T>(env: Environment, name: string, schema: z.ZodType<T>): T | undefined {
  const value = env[name];
  if (value === undefined || value === "") return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new VitrineError("CONFIG_INVALID", logLine("CONFIG_INVALID", name, "is not a valid value for it (see docs/proofing.md)"));
  return parsed.data;
}

const missing = (field: string, variable: string) =>
  new VitrineError("CONFIG_INVALID", logLine("CONFIG_INVALID", `vitrine.config.yml (field "notifications.${field}")`, `is required here or in ${variable}`));

/**
 * The configured channels with the secrets the environment holds. A channel that still lacks its
 * secret stops start-up (CONFIG_INVALID) rather than failing quietly at the first selection.
 */
export function resolveChannels(config: NotificationChannelsConfig | undefined, env: Environment = process.env): NotificationChannels {
  const channels: NotificationChannels = {};
  if (!config) return channels;
  if (config.webhook) channels.webhook = config.webhook;
  if (config.ntfy) {
    const token = fromEnv(env, channelSecretVars.ntfyToken, channelToken) ?? config.ntfy.token;
    channels.ntfy = { url: config.ntfy.url, ...(token === undefined ? {} : { token }) };
  }
  if (config.gotify) {
    const token = fromEnv(env, channelSecretVars.gotifyToken, channelToken) ?? config.gotify.token;
    if (token === undefined) throw missing("gotify.token", channelSecretVars.gotifyToken);
    channels.gotify = { url: config.gotify.url, token };
  }
  if (config.email) {
    const smtp = fromEnv(env, channelSecretVars.smtp, smtpUrl) ?? config.email.smtp;
    if (smtp === undefined) throw missing("email.smtp", channelSecretVars.smtp);
    channels.email = { smtp, from: config.email.from, to: config.email.to };
  }
  return channels;
}
