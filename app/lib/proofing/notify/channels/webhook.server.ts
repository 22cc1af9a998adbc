import type { Channel } from "../channel";
import { postOrFail } from "../http-post.server";

/**
 * A webhook: the notice as JSON, with its text and dashboard link, for whatever the owner runs
 * (Home Assistant, n8n, a script). The body's `notice` is the notice as stored: what the client typed, nothing more.
 */
export function webhookChannel(config: { url: string }): Channel {
  return {
    send: ({ notice, title, text, link }, signal) =>
      postOrFail(config.url, { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ notice, title, text, link }) }, signal),
    close: () => undefined,
  };
}
