import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBody, errorStatus, logLine, type AnsweredCode } from "../core/errors";
import { noStoreCacheControl } from "./cache-control";

/**
 * A route answered by the first handler that sees the request, before Express and Remix: it claims
 * the requests it answers (returns true) and answers them on its own time. `context` is what the
 * edge decided about the request (the server's Visit: who is looking), passed along explicitly.
 */
export type FastRoute<Context = void> = (req: IncomingMessage, res: ServerResponse, context: Context) => boolean;

/** The request's path, without its query. */
export const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
};

/** A JSON error in the catalogue's terms, with its code's status, stored by no cache unless `headers` give a Cache-Control (file-cache-rules.ts). */
export function sendError(res: ServerResponse, code: AnsweredCode, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(errorBody(code));
  res.writeHead(errorStatus(code), {
    "Cache-Control": noStoreCacheControl,
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * Claims the requests whose path `claims` for `answer` (a prefix, or a test of the whole path). A
 * fault is answered by answerFault, never a crash.
 */
export function fastRoute<Context = void>(
  claims: string | ((path: string) => boolean),
  answer: (req: IncomingMessage, res: ServerResponse, path: string, context: Context) => Promise<void>,
): FastRoute<Context> {
  const claimed = typeof claims === "string" ? (path: string) => path.startsWith(claims) : claims;
  return (req, res, context) => {
    const path = pathOf(req.url ?? "/");
    if (!claimed(path)) return false;
    answer(req, res, path, context).catch((error: unknown) => answerFault(res, path, error));
    return true;
  };
}

/** A fault while answering `path`: logged, and a 500 in the catalogue's terms, or a cut connection once the answer has begun. */
export function answerFault(res: ServerResponse, path: string, error: unknown): void {
  console.error(logLine("REQUEST_FAILED", path.slice(0, 200), (error as Error).message));
  if (res.headersSent) res.destroy();
  else sendError(res, "REQUEST_FAILED");
}
