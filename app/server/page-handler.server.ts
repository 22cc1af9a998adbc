import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Site } from "../lib/content/site-types";
import type { SiteStatus } from "./runtime.server";
import { sendError } from "../lib/http/fast-route.server";
import { readBody } from "../lib/http/read-body.server";
import type { SecurityHeaders } from "./security-headers.server";
import { privateCacheControl } from "../lib/http/cache-control";
import { isCacheableAddress, isStorableResponse } from "../lib/http/page-cache/cache-rules";
import type { Visit } from "./visit.server";
import { cachedPage, pagePolicy, type CachedPage } from "../lib/http/page-cache/cached-page.server";
import type { PageCache } from "../lib/http/page-cache/page-cache";
import { sendCachedPage } from "../lib/http/page-cache/send-cached-page";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** None in development: every request renders afresh. */
  cache?: PageCache;
  status: () => SiteStatus;
  security: (status: SiteStatus) => SecurityHeaders;
  /** The origin of absolute addresses for this request (request-origin.server.ts). */
  origin: (req: IncomingMessage, site: Site | undefined) => string | undefined;
  clientIp: (req: IncomingMessage) => string | undefined;
  /** Whether the visitor reached the site over https (request-origin.server.ts). */
  https: (req: IncomingMessage, site: Site | undefined) => boolean;
  /** The public's Visit for the current build: what a page for the cache is rendered as, whoever asked first. */
  publicVisit: () => Visit;
};

/** The visitor's own request as Remix reads it: every header, the body (read within its limit), and an abort when the visitor goes. */
function visitorRequest(req: IncomingMessage, res: ServerResponse, origin: string | undefined, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => res.writableFinished || controller.abort());
  return new Request(new URL(req.url ?? "/", origin ?? "http://localhost"), {
    method: req.method,
    headers,
    signal: controller.signal,
    body: body && new Uint8Array(body),
  });
}

/** A visitor who stops reading (a download cancelled) is no fault; anything else goes on to Express's error handler. */
function unlessLeft(error: NodeJS.ErrnoException): void {
  if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
}

/** Says how a page was answered: from the cache (hit), rendered now for everyone (miss), or for this visitor only (bypass). */
export const cacheStatusHeader = "Vitrine-Cache";

/** A cacheable request's answer that may not be kept (an error, a redirect, a route's private answer): sent as rendered. */
type Unkept = { status: number; headers: Headers; body: Buffer };

/**
 * Remix's pages and resource routes. A public page is rendered once from the address alone (no
 * cookie, no header of the visitor's reaches it; the public's Visit), kept finished and compressed
 * in the page cache, and served from there to everyone until the site changes; concurrent misses
 * wait for one render. Everything else (the owner's pages, forms, a private Visit: the owner or a
 * share link's holder) is rendered for its visitor and marked private.
 */
export function createPageHandler(options: Options) {
  const remix = createRequestHandler(options.build, options.mode);
  const filling = new Map<string, Promise<CachedPage | Unkept>>();
  const cacheKey = (req: IncomingMessage, origin: string | undefined) => `${origin ?? ""} ${req.url ?? "/"}`;

  async function render(site: Site, key: string, url: string, origin: string | undefined): Promise<CachedPage | Unkept> {
    const response = await remix(new Request(new URL(url, origin ?? "http://localhost")), { origin, visit: options.publicVisit() });
    const body = Buffer.from(await response.arrayBuffer());
    if (!isStorableResponse(response)) return { status: response.status, headers: response.headers, body };
    const page = await cachedPage(response.status, response.headers, body, options.security(options.status()).directives);
    options.cache?.set(site, key, page);
    return page;
  }

  /** An HTML answer gets its own policy (its inline scripts' hashes); anything else streams as Remix made it. */
  async function sendAnswer(
    res: ServerResponse,
    status: number,
    headers: Headers,
    body: Buffer | ReadableStream<Uint8Array> | null,
    security: SecurityHeaders,
  ) {
    if (!headers.has("cache-control")) headers.set("cache-control", privateCacheControl);
    headers.delete("content-length");
    if (Buffer.isBuffer(body)) {
      const csp = pagePolicy(headers, body, security.directives);
      if (csp) res.setHeader("Content-Security-Policy", csp);
    }
    for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    res.statusCode = status;
    if (body === null || Buffer.isBuffer(body)) res.end(body ?? undefined);
    // Piped, not written as fast as it comes (Remix's writeReadableStreamToWritable): a ZIP of originals
    // is read only as fast as its reader takes it, rather than piling up in memory.
    else await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), res).catch(unlessLeft);
  }

  return {
    /** Answers at once from the cache when it holds this page; false when it does not. */
    fromCache(req: IncomingMessage, res: ServerResponse, visit: Visit): boolean {
      const status = options.status();
      if (!options.cache || status.state !== "ready" || visit.cache !== "public" || !isCacheableAddress(req)) return false;
      const page = options.cache.get(status.site, cacheKey(req, options.origin(req, status.site)));
      if (!page) return false;
      res.setHeader(cacheStatusHeader, "hit");
      sendCachedPage(req, res, page);
      return true;
    },

    /** Every request that reaches Remix. */
    async handle(req: IncomingMessage, res: ServerResponse, visit: Visit): Promise<void> {
      const status = options.status();
      const security = options.security(status);
      const site = status.state === "ready" ? status.site : undefined;
      const origin = options.origin(req, site);
      if (options.cache && site && visit.cache === "public" && isCacheableAddress(req)) {
        const key = cacheKey(req, origin);
        // A cookie that looked personal and was not (a session or links that ended): the public answer.
        const cached = options.cache.get(site, key);
        if (cached) {
          res.setHeader(cacheStatusHeader, "hit");
          return sendCachedPage(req, res, cached);
        }
        let answer = filling.get(key);
        if (!answer) {
          answer = render(site, key, req.url ?? "/", origin).finally(() => filling.delete(key));
          filling.set(key, answer);
        }
        const done = await answer;
        res.setHeader(cacheStatusHeader, "miss");
        if ("etags" in done) return sendCachedPage(req, res, done);
        return sendAnswer(res, done.status, new Headers(done.headers), done.body, security);
      }
      res.setHeader(cacheStatusHeader, "bypass");
      const sent = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req);
      if (sent === "tooLarge") return sendError(res, "BODY_TOO_LARGE", { Connection: "close" });
      const context = { origin, clientIp: options.clientIp(req), https: options.https(req, site), visit };
      const response = await remix(visitorRequest(req, res, origin, sent), context);
      const headers = new Headers(response.headers);
      // What the owner or a link's holder sees is theirs: no route's cache header lets anyone keep it.
      if (visit.cache === "private") headers.set("cache-control", privateCacheControl);
      const isHtml = /^text\/html\b/i.test(headers.get("content-type") ?? "");
      const body = isHtml ? Buffer.from(await response.arrayBuffer()) : response.body;
      await sendAnswer(res, response.status, headers, body, security);
    },
  };
}
