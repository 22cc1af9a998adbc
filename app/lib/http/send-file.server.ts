import type { IncomingMessage, ServerResponse } from "node:http";
import send from "send";
import { hourCacheControl } from "./cache-control";
import { cutWhenStalled } from "./stall-guard.server";

export type FileAnswer = {
  /** Headers of this kind of file: its type, caching (an hour, shared caches too, unless said), disposition. */
  headers: Record<string, string>;
};

/**
 * Sends a file with `send`: streamed with back-pressure (a slow reader holds a few chunks, not the
 * file), ranges, an ETag (the caller's, or send's from size and time) and 304s. Resolves with the
 * file's size once sent, or undefined when there is no file, before anything is written, so the
 * caller can answer otherwise (make it, or a 404).
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, answer: FileAnswer): Promise<{ size: number } | undefined> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stream = send(req, file, { dotfiles: "allow", index: false, etag: true, lastModified: false, cacheControl: false });
    stream.on("headers", (response: ServerResponse, _path: string, stat: { size: number }) => {
      size = stat.size;
      for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
      response.setHeader("Cache-Control", answer.headers["Cache-Control"] ?? hourCacheControl);
    });
    stream.on("error", (error: Error & { status?: number }) => {
      if (error.status === 404 && !res.headersSent) resolve(undefined);
      else reject(error);
    });
    stream.on("end", () => resolve({ size }));
    // A visitor who stops reading ends the answer: nothing is held for them.
    res.on("close", () => resolve({ size }));
    stream.on("stream", () => cutWhenStalled(res));
    stream.pipe(res);
  });
}
