/** How long a receiver may take to answer: a push service answers at once, a slow one is tried again later. */
export const httpTimeoutMs = 10_000;

/** What of a refusal's body goes into the error: enough for ntfy's or Gotify's reason. */
const bodyExcerpt = 200;

/**
 * One POST to a receiver, within httpTimeoutMs (or until `signal` stops it). Anything but a 2xx
 * answer rejects with its status; redirects are not followed, as a POST's body would be lost on the way.
 */
export async function postOrFail(url: string, init: { headers: Record<string, string>; body: string }, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "User-Agent": "Vitrine", ...init.headers },
    body: init.body,
    redirect: "manual",
    signal: AbortSignal.any([signal, AbortSignal.timeout(httpTimeoutMs)]),
  });
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return;
  }
  const said = (await response.text().catch(() => "")).slice(0, bodyExcerpt);
  throw new Error(`HTTP ${response.status}${said ? `: ${said}` : ""}`);
}
