import type { Channel, ChannelName } from "./channel";
import { emailChannel } from "./channels/email.server";
import { gotifyChannel } from "./channels/gotify.server";
import { ntfyChannel } from "./channels/ntfy.server";
import { webhookChannel } from "./channels/webhook.server";
import type { NotificationChannels } from "./resolve-channels";

/** The configured channels, ready to send: webhook, ntfy, Gotify, e-mail, in that order. */
export function openChannels(config: NotificationChannels): Map<ChannelName, Channel> {
  const channels = new Map<ChannelName, Channel>();
  if (config.webhook) channels.set("webhook", webhookChannel(config.webhook));
  if (config.ntfy) channels.set("ntfy", ntfyChannel(config.ntfy));
  if (config.gotify) channels.set("gotify", gotifyChannel(config.gotify));
  if (config.email) channels.set("email", emailChannel(config.email));
  return channels;
}
