import helmet from "helmet";
import { capturedHeaders } from "./captured-headers";

/** Each video provider's player script and its privacy-enhanced frame. */
const providerHosts = {
  youtube: { script: "https://www.youtube.com", frame: "https://www.youtube-nocookie.com" },
  vimeo: { script: "https://player.vimeo.com", frame: "https://player.vimeo.com" },
} as const;
export type VideoProvider = keyof typeof providerHosts;
/** Where the tracker forwards events when the owner configured a GA4 measurement id (app/tracker/ga4.ts). */
const ga4Origin = "https://www.google-analytics.com";

export type CspDirectives = Record<string, readonly string[]>;

/**
 * The Content-Security-Policy's directives. Scripts run only from this origin, or inline when the
 * page names their hashes (cspHeader): a page's policy follows from its bytes, so a page rendered
 * once serves every visitor with the same header. Inline style *attributes* are allowed (layout
 * sizes, placeholder colours): they cannot run code. Built once per configuration.
 */
export function cspDirectives(
  production: boolean,
  options: { assetBaseUrl?: string; ga4MeasurementId?: string; videoProviders?: readonly VideoProvider[] } = {},
): CspDirectives {
  const assetOrigin = options.assetBaseUrl ? [new URL(options.assetBaseUrl).origin] : [];
  // A provider is admitted only when the site holds one of its videos.
  const providers = (options.videoProviders ?? []).map((provider) => providerHosts[provider]);
  return {
    "default-src": ["'self'"],
    // The video providers' player APIs load only when one of their videos is shown. Vite's
    // development server injects scripts of its own, so only production is strict.
    "script-src": [...(production ? ["'self'"] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"]), ...providers.map((hosts) => hosts.script)],
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
  };
}

/**
 * The header's value (helmet writes and checks it): the directives, with the page's inline scripts
 * admitted by their hashes. Where 'unsafe-inline' is already admitted (development) no hash is
 * added: a hash would switch it off.
 */
export function cspHeader(directives: CspDirectives, scriptHashes: readonly string[] = []): string {
  const scriptSrc = directives["script-src"] ?? [];
  const withHashes = { ...directives, "script-src": scriptSrc.includes("'unsafe-inline'") ? scriptSrc : [...scriptSrc, ...scriptHashes] };
  const [[, value] = ["", ""]] = capturedHeaders(helmet.contentSecurityPolicy({ useDefaults: false, directives: withHashes }));
  return value;
}
