import type { RequestHandler } from "express";
import { errorBody, errorStatus } from "../lib/core/errors";
import type { SiteStatus } from "./runtime.server";
import { cspHeader } from "../lib/http/csp.server";
import { preparingPage, preparingScriptHash, retryAfterSeconds } from "./preparing-page";
import type { SecurityHeaders } from "./security-headers.server";
import { isResourcePath } from "../lib/http/resource-paths";
import { noStoreCacheControl } from "../lib/http/cache-control";
import { siteTranslator } from "../lib/content/site-translator.server";

/**
 * While the first build runs, pages answer 503 with the preparing page and resources 503 with
 * SITE_PREPARING, both with Retry-After, so browsers, crawlers and clients come back. (The
 * collector is answered before Express: it needs only the config, so no visit is lost meanwhile.)
 */
export function preparingGate(status: () => SiteStatus, security: (status: SiteStatus) => SecurityHeaders, stylesheet: string): RequestHandler {
  return (req, res, next) => {
    const current = status();
    if (current.state === "ready") return next();
    res.status(errorStatus("SITE_PREPARING")).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": noStoreCacheControl });
    if (isResourcePath(req.path)) res.json(errorBody("SITE_PREPARING"));
    else {
      const { config, progress } = current;
      res.set("Content-Security-Policy", cspHeader(security(current).directives, [preparingScriptHash]));
      res.type("html").send(preparingPage({ title: config.title, t: siteTranslator(config), progress, stylesheet }));
    }
  };
}
