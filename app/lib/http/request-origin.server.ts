import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { ProxyTrust } from "../core/settings.server";

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim();

/** The visitor's address: the peer's, or what trusted proxies say they forwarded for. */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string | undefined {
  return req.socket.remoteAddress ? proxyaddr(req, trust) : undefined;
}

/** The host and scheme the visitor asked for; a proxy's X-Forwarded-Host and -Proto only when the peer is trusted. */
function requestedOrigin(req: IncomingMessage, trust: ProxyTrust): { host?: string; protocol: string } {
  const viaProxy = trust(req.socket.remoteAddress ?? "", 0);
  const host = (viaProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host;
  const protocol = (viaProxy && firstValue(req.headers["x-forwarded-proto"])) || "http";
  return { host: host?.toLowerCase(), protocol: protocol === "https" ? "https" : "http" };
}

/**
 * The origin absolute addresses are written with (canonical, OpenGraph, feeds, sitemap, robots):
 * the config's baseUrl; without one, the requested host when it is an allowed one (a host with the
 * default port of its scheme may be allowed without it); else none, and pages use relative
 * addresses. A request cannot choose a host that a cached page then shows everyone.
 */
export function publicOrigin(req: IncomingMessage, options: { baseUrl?: string; allowedHosts: ReadonlySet<string>; trust: ProxyTrust }): string | undefined {
  if (options.baseUrl) return new URL(options.baseUrl).origin;
  const { host, protocol } = requestedOrigin(req, options.trust);
  if (!host) return undefined;
  const bare = host.replace(protocol === "https" ? /:443$/ : /:80$/, "");
  return options.allowedHosts.has(host) || options.allowedHosts.has(bare) ? `${protocol}://${bare}` : undefined;
}

/**
 * Whether the site is served to this visitor over https: the config's baseUrl says so, or a trusted
 * proxy does (X-Forwarded-Proto). Cookies set for such a request are Secure.
 */
export function servedOverHttps(req: IncomingMessage, options: { baseUrl?: string; trust: ProxyTrust }): boolean {
  return (options.baseUrl !== undefined && new URL(options.baseUrl).protocol === "https:") || requestedOrigin(req, options.trust).protocol === "https";
}

/**
 * The host name an analytics event's page must be on for this request: the public origin's (the
 * baseUrl's, or an allowed Host's). With neither, the host the request itself was sent to: the
 * tracker posts to its own page's origin, so a page elsewhere (a copy of the site, the tracker put
 * on another site) is still told apart, and a forged Host wins nothing a forged page_location could
 * not. Undefined for a request naming no host at all: its events are then no page's of this site.
 */
export function eventPageHost(req: IncomingMessage, options: { baseUrl?: string; allowedHosts: ReadonlySet<string>; trust: ProxyTrust }): string | undefined {
  const origin = publicOrigin(req, options);
  if (origin) return new URL(origin).hostname;
  const { host } = requestedOrigin(req, options.trust);
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}
