import type { IncomingMessage, ServerResponse } from "node:http";
import type { KeptBody } from "./compressed-body.server";
import { answerFault, pathOf, type FastRoute } from "./fast-route.server";
import { sendCompressed } from "./send-compressed";
import type { StaticFile } from "./static-file.server";

function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, body: KeptBody) {
  for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value);
  sendCompressed(req, res, 200, body);
}

/**
 * The client build's scripts, styles and icons from memory (client-build-files.server.ts), as
 * pages are: the encoding the client accepts best, a strong ETag per encoding, 304s, HEAD. Claims
 * only a GET or HEAD whose path (the query aside) is one of `files`, exactly as listed: anything
 * else, a dot segment or an encoded slash among it, goes on to Express as before.
 */
export function clientBuildRoute<Context = void>(files: ReadonlyMap<string, StaticFile>): FastRoute<Context> {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = pathOf(req.url ?? "/");
    const file = files.get(path);
    if (!file) return false;
    const body = file.body();
    if (body instanceof Promise)
      body.then(
        (made) => send(req, res, file, made),
        (error: unknown) => answerFault(res, path, error),
      );
    else send(req, res, file, body);
    return true;
  };
}
