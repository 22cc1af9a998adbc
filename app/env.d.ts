import "@remix-run/node";
import type { Visit } from "./server/visit.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The origin of absolute addresses: the config's baseUrl, or an allowed Host
     * (lib/http/request-origin.server.ts); none for any other Host, and addresses are relative.
     */
    origin?: string;
    /** The peer's address (per `TRUST_PROXY`), for requests answered for one visitor only (never a cached page); only anonymised copies of it go anywhere. */
    clientIp?: string;
    /** Whether this visitor reached the site over https (baseUrl, or a trusted proxy's X-Forwarded-Proto): cookies set for them are Secure. */
    https?: boolean;
    /** Who is looking, decided at the edge (server/visit.server.ts): the public's Visit for a page rendered for the cache. */
    visit: Visit;
  }
}
