import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

export { getRuntime } from "./server/runtime.server";
/** The preparing page's stylesheet, built like the site's (server.ts serves that page outside Remix). */
export { default as preparingStylesheet } from "./styles/preparing.css?url";

const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: the server keeps it whole (page cache, the hashes
 * of its inline scripts for its Content-Security-Policy), and a page is rendered once for everyone.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />, {
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Logs server errors, except the 404s of unknown addresses, which are not faults. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  if (error instanceof Error && error.message.startsWith("No route matches URL")) return;
  console.error(error);
}
