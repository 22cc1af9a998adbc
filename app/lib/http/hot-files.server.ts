import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";

type HotFile = { body: Buffer; headers: Record<string, string> };

/**
 * The bytes of the most requested small files that never change (content-addressed pictures), least
 * recently used dropped first past the bound: a picture shared widely is sent from memory, without
 * a file to open for every visitor. Filled after a file has been sent once, a file at a time.
 */
export class HotFiles {
  private readonly files = new Map<string, HotFile>();
  private readonly reading = new Set<string>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxFileBytes = 512 * 1024,
  ) {}

  /** Whether the file's bytes are held. */
  holds(file: string): boolean {
    return this.files.has(file);
  }

  /**
   * Answers from memory when the file is held and the request takes it whole (a range goes to the
   * file): 304 when the client has this version (the ETag names the content), else the bytes.
   */
  send(req: IncomingMessage, res: ServerResponse, file: string): boolean {
    const hot = this.files.get(file);
    if (!hot || req.headers.range) return false;
    this.files.delete(file);
    this.files.set(file, hot);
    for (const [name, value] of Object.entries(hot.headers)) res.setHeader(name, value);
    // As `send` decides for the same file: a client that says no-cache gets the bytes.
    const ifNoneMatch = req.headers["if-none-match"];
    const noCache = /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers["cache-control"] ?? "");
    if (ifNoneMatch && !noCache && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === hot.headers.ETag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader("Content-Length", hot.body.length);
    res.setHeader("Accept-Ranges", "bytes");
    res.end(req.method === "HEAD" ? undefined : hot.body);
    return true;
  }

  /** Reads a file just sent into memory, once, when it is small enough; `headers`: those it is answered with. */
  remember(file: string, size: number, headers: Record<string, string>): void {
    if (this.maxBytes === 0 || size > this.maxFileBytes || this.files.has(file) || this.reading.has(file)) return;
    this.reading.add(file);
    readFile(file)
      .then((body) => {
        this.files.set(file, { body, headers });
        this.bytes += body.length;
        for (const [oldest, { body: dropped }] of this.files) {
          if (this.bytes <= this.maxBytes) break;
          this.files.delete(oldest);
          this.bytes -= dropped.length;
        }
      })
      .catch(() => undefined)
      .finally(() => this.reading.delete(file));
  }
}
