import type { ServerResponse } from "node:http";
import { serverTimeouts } from "./server-timeouts";

/**
 * Cuts a streamed answer whose reader has taken no byte for a while. A socket's own idle timeout
 * does not do it: a reader that stopped still lets it see activity now and then (measured: a 30 s
 * timeout never fired on a reader stalled for minutes), so progress is read from the bytes written.
 */
export function cutWhenStalled(res: ServerResponse, stalledMs: number = serverTimeouts.stalledAnswer): void {
  let written = -1;
  let since = Date.now();
  const timer = setInterval(
    () => {
      const now = res.socket?.bytesWritten ?? 0;
      if (now !== written) {
        written = now;
        since = Date.now();
      } else if (Date.now() - since >= stalledMs) res.destroy();
    },
    Math.min(5_000, stalledMs / 3),
  );
  timer.unref();
  res.once("close", () => clearInterval(timer));
}
