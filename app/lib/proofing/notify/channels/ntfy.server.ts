import type { Channel } from "../channel";
import { headerValue } from "../header-value";
import { postOrFail } from "../http-post.server";

/**
 * ntfy: the text as the body of a POST to the topic's address, the title in `Title` and the
 * dashboard's page in `Click` (when it is an absolute address); a protected topic takes a Bearer token.
 */
export function ntfyChannel(config: { url: string; token?: string }): Channel {
  return {
    send: ({ title, text, link }, signal) =>
      postOrFail(
        config.url,
        {
          headers: {
            "Content-Type": "text/plain; charset=utf-8",
            Title: headerValue(title),
            ...(/^https?:\/\//.test(link) ? { Click: headerValue(link) } : {}),
            ...(config.token === undefined ? {} : { Authorization: `Bearer ${config.token}` }),
          },
          body: text,
        },
        signal,
      ),
    close: () => undefined,
  };
}
