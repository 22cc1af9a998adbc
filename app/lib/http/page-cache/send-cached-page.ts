import type { IncomingMessage, ServerResponse } from "node:http";
import { sendCompressed } from "../send-compressed";
import type { CachedPage } from "./cached-page.server";

/**
 * Answers from a kept page: the form the client accepts best, or 304 when it already has the
 * content. Both carry the same headers, the page's own policy included (the security headers
 * common to every response are already set).
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  sendCompressed(req, res, page.status, page);
}
