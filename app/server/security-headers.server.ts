import type { ServerResponse } from "node:http";
import helmet from "helmet";
import type { Site } from "../lib/content/site-types";
import type { SiteStatus } from "./runtime.server";
import type { Settings } from "../lib/core/settings.server";
import { capturedHeaders } from "../lib/http/captured-headers";
import { cspDirectives, cspHeader, type CspDirectives, type VideoProvider } from "../lib/http/csp.server";

/** What every response carries: helmet's headers, and the policy of a response without inline scripts. */
export type SecurityHeaders = {
  common: ReadonlyArray<readonly [string, string]>;
  directives: CspDirectives;
  /** The Content-Security-Policy of pictures, JSON and files; a page's own adds its scripts' hashes. */
  csp: string;
};

function siteVideoProviders(site: Site | undefined): VideoProvider[] {
  const providers = new Set<VideoProvider>();
  for (const { item } of site?.itemsById.values() ?? []) if (item.type === "youtube" || item.type === "vimeo") providers.add(item.type);
  return [...providers].sort();
}

/**
 * The security headers for the site as it is, computed once and again only when what they admit
 * changes (a GA4 id, the video providers in use): a response copies them, nothing runs per request.
 */
export function securityHeadersOf(settings: Pick<Settings, "production" | "assetBaseUrl">): (status: SiteStatus) => SecurityHeaders {
  const common = capturedHeaders(
    helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, referrerPolicy: { policy: "strict-origin-when-cross-origin" } }),
  );
  let last: { site?: Site; key: string; headers: SecurityHeaders } | undefined;
  return (status) => {
    // While the first build runs there is no site yet: its config decides, and no video plays.
    const [site, config] = status.state === "ready" ? [status.site, status.site.config] : [undefined, status.config];
    if (last && last.site === site) return last.headers;
    const { ga4MeasurementId } = config.analytics;
    const videoProviders = siteVideoProviders(site);
    const key = JSON.stringify([ga4MeasurementId, videoProviders]);
    if (last?.key !== key) {
      const directives = cspDirectives(settings.production, { assetBaseUrl: settings.assetBaseUrl, ga4MeasurementId, videoProviders });
      last = { key, headers: { common, directives, csp: cspHeader(directives) } };
    }
    last.site = site;
    return last.headers;
  };
}

/** Sets them on a response; `csp`: a page's own policy. */
export function setSecurityHeaders(res: ServerResponse, headers: SecurityHeaders, csp = headers.csp): void {
  for (const [name, value] of headers.common) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", csp);
}
