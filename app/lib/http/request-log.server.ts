import type { IncomingMessage, ServerResponse } from "node:http";

/** Longer addresses are cut in the log: a request cannot make its line as long as it likes. */
const maxUrlLength = 300;

/** How long lines wait to be written together; and how much may wait. */
const flushAfterMs = 1_000;
const flushAtBytes = 64 * 1024;

/**
 * A share link's token opens an album: whoever reads the log must not be able to use it. The
 * address is read as the router reads it (dot segments and backslashes resolved by the URL parser,
 * percent-escapes decoded, case folded: `/S/<token>`, `/%73/<token>` and `/x/../s/<token>` all open
 * the link), and a link's address is written without anything after `/s/`, its query included.
 */
const shareAddress = /^\/s(?:[/?#]|$)/i;
/** What the URL parser would change: escapes, backslashes, dot segments, tabs and newlines. */
const needsParsing = /[%\\\t\n\r]|\/\./;

function loggedUrl(url: string): string {
  // Most addresses are read as they are, without a parse per request.
  if (!needsParsing.test(url)) return shareAddress.test(url) ? "/s/…" : url;
  let path: string;
  try {
    path = new URL(url, "http://log.invalid").pathname;
  } catch {
    return url;
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the path as parsed is tested, still case-folded.
  }
  return shareAddress.test(path) ? "/s/…" : url;
}

/** One line a request, without the client's address or a share link's token: privacy starts at the log file. */
export function logLineOf(method: string, url: string, status: number, length: unknown, ms: number): string {
  const logged = loggedUrl(url);
  const shown = logged.length > maxUrlLength ? `${logged.slice(0, maxUrlLength)}…` : logged;
  return `${method} ${shown} ${status} ${length ?? "-"} - ${ms.toFixed(3)} ms\n`;
}

/**
 * The request log, written a second's lines at a time: one write to the log per second (or per
 * 64 KB) instead of one per request, which a crowd would pay for in throughput.
 */
export function createRequestLog(write: (text: string) => void = (text) => process.stdout.write(text)) {
  let waiting = "";
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    const text = waiting;
    waiting = "";
    write(text);
  };
  // Whatever waits is written on the way out, however the process ends.
  process.once("exit", flush);
  return {
    /** Logs the request once its answer is complete (or cut). */
    track(req: IncomingMessage, res: ServerResponse) {
      const started = performance.now();
      const url = req.url ?? "-";
      res.once("close", () => {
        waiting += logLineOf(req.method ?? "-", url, res.statusCode, res.getHeader("content-length"), performance.now() - started);
        if (waiting.length >= flushAtBytes) flush();
        else timer ??= setTimeout(flush, flushAfterMs);
      });
    },
    flush,
  };
}
