import type { IncomingMessage, ServerResponse } from "node:http";

/** A source computed per response (helmet calls it): the request's nonce, set by server.ts. */
type SourceFunction = (req: IncomingMessage, res: ServerResponse) => string;
const requestNonce: SourceFunction = (_req, res) => `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;

/** Each video provider's player script and its privacy-enhanced frame. */
const providerHosts = {
  youtube: { script: "https://www.youtube.com", frame: "https://www.youtube-nocookie.com" },
  vimeo: { script: "https://player.vimeo.com", frame: "https://player.vimeo.com" },
} as const;
export type VideoProvider = keyof typeof providerHosts;
/** Where the tracker forwards events when the owner configured a GA4 measurement id (app/tracker/ga4.ts). */
const ga4Origin = "https://www.google-analytics.com";

/**
 * The Content-Security-Policy. Scripts run only from this origin or with the request's nonce.
 * Inline style *attributes* are allowed (layout sizes, placeholder colours): they cannot run code.
 * Built once per configuration; only the nonce is filled in per response.
 */
export function cspDirectives(
  production: boolean,
  options: { assetBaseUrl?: string; ga4MeasurementId?: string; videoProviders?: readonly VideoProvider[] } = {},
): Record<string, Array<string | SourceFunction> | null> {
  const assetOrigin = options.assetBaseUrl ? [new URL(options.assetBaseUrl).origin] : [];
  // A provider is admitted only when the site holds one of its videos.
  const providers = (options.videoProviders ?? []).map((provider) => providerHosts[provider]);
  return {
    "default-src": ["'self'"],
    // The video providers' player APIs load only when one of their videos is shown.
    "script-src": [...(production ? ["'self'", requestNonce] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"]), ...providers.map((hosts) => hosts.script)],
    "style-src": production ? ["'self'"] : ["'self'", "'unsafe-inline'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...assetOrigin],
    "media-src": ["'self'"],
    "font-src": ["'self'"],
    // Google Analytics only for an owner who configured a GA4 id.
    "connect-src": [...(production ? ["'self'"] : ["'self'", "ws:"]), ...(options.ga4MeasurementId ? [ga4Origin] : [])],
    "frame-src": providers.length > 0 ? providers.map((hosts) => hosts.frame) : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "upgrade-insecure-requests": null,
  };
}
