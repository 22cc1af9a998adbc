const providerScriptHosts = ["https://www.youtube.com", "https://player.vimeo.com"];

/**
 * The Content-Security-Policy. Scripts run only from this origin or with the request's nonce.
 * Inline style *attributes* are allowed (layout sizes, placeholder colours): they cannot run code.
 */
export function cspDirectives(nonce: string, production: boolean, assetBaseUrl?: string): Record<string, string[] | null> {
  const assetOrigin = assetBaseUrl ? [new URL(assetBaseUrl).origin] : [];
  return {
    "default-src": ["'self'"],
    // The video providers' player APIs load only when one of their videos is shown.
    "script-src": [...(production ? ["'self'", `'nonce-${nonce}'`] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"]), ...providerScriptHosts],
    "style-src": production ? ["'self'"] : ["'self'", "'unsafe-inline'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...assetOrigin],
    "media-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": production ? ["'self'"] : ["'self'", "ws:"],
    "frame-src": ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "upgrade-insecure-requests": null,
  };
}
