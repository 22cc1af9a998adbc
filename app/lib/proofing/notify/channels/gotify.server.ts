import type { Channel } from "../channel";
import type { NoticeKind } from "../notice";
import { postOrFail } from "../http-post.server";

/** Gotify's priorities (0–10): a sent selection rings on the phone, a first open is shown quietly. */
const priorities: Record<NoticeKind, number> = { selection_sent: 5, link_opened: 2 };

/**
 * Gotify: POST /message under the server's address, the application's token in `X-Gotify-Key`
 * rather than `?token=`, so it stays out of any proxy's access log.
 */
export function gotifyChannel(config: { url: string; token: string }): Channel {
  const endpoint = new URL("message", config.url.endsWith("/") ? config.url : `${config.url}/`).href;
  return {
    send: ({ notice, title, text }, signal) =>
      postOrFail(
        endpoint,
        {
          headers: { "Content-Type": "application/json", "X-Gotify-Key": config.token },
          body: JSON.stringify({ title, message: text, priority: priorities[notice.kind] }),
        },
        signal,
      ),
    close: () => undefined,
  };
}
