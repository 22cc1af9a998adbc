import type { IncomingMessage } from "node:http";
import { noStoreCacheControl } from "../lib/http/cache-control";
import { fastRoute, sendError } from "../lib/http/fast-route.server";
import type { ProxyTrust } from "../lib/core/settings.server";
import { clientAddress } from "../lib/http/request-origin.server";
import type { AnalyticsRuntime } from "./analytics-runtime.server";
import type { HeaderReader } from "../lib/analytics/pipeline.server";
import { readPayload } from "../lib/analytics/read-payload.server";
import { noSharedAlbums, type SharedAlbums } from "../lib/analytics/share-tag";
import { fromOwnPage } from "../lib/http/own-page-request";
import { sharedAlbumsOf } from "./shared-albums.server";
import type { Visit } from "./visit.server";

/** A node request's headers as the pipeline reads them. */
export const nodeHeaders = (req: IncomingMessage): HeaderReader => ({
  get(name) {
    const value = req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  },
});

/**
 * What the route needs of the server: the paths it answers (analytics.endpoint and the one before),
 * whose forwarded addresses to believe, and the host the site's pages are on for a request.
 */
export type CollectRouteOptions = {
  paths: ReadonlySet<string>;
  trust: ProxyTrust;
  pageHost: (req: IncomingMessage) => string | undefined;
};

/**
 * The tracker's batches, answered by a plain handler before anything else (no page machinery, no
 * compression, no Express): the collector needs only the config, valid before the server listens,
 * so nothing is lost while the site is prepared.
 */
export function collectRoute(analytics: () => Promise<AnalyticsRuntime>, { paths, trust, pageHost }: CollectRouteOptions) {
  return fastRoute<Visit>(
    (path) => paths.has(path),
    async (req, res, _path, visit) => {
      const { config, collector } = await analytics();
      if (!config.enabled) return sendError(res, "ANALYTICS_DISABLED");
      const payload = await readPayload(req);
      // An oversized body is answered without reading the rest: the connection closes after it.
      if ("tooLarge" in payload) res.setHeader("Connection", "close");
      const host = pageHost(req);
      // A share link's receipts are written only from the site's own pages: another site sending a
      // holder's browser here (its grant cookie goes along) files nothing under the link.
      const sharedAlbums: SharedAlbums = fromOwnPage(req.headers, host) ? sharedAlbumsOf(visit) : noSharedAlbums;
      const request = { payload, headers: nodeHeaders(req), pageHost: host, sharedAlbums };
      const answer = await collector.collect(request, clientAddress(req, trust));
      if ("code" in answer) return sendError(res, answer.code, answer.retryAfter ? { "Retry-After": String(answer.retryAfter) } : {});
      res.writeHead(204, { "Cache-Control": noStoreCacheControl });
      res.end();
    },
  );
}
