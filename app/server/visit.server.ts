import type { IncomingMessage, ServerResponse } from "node:http";
import type { Site } from "../lib/content/site-types";
import { carriesPersonalCookie } from "../lib/http/page-cache/cache-rules";
import type { PersonalSight, SightReader } from "./sight-reader.server";

/**
 * Who is looking at one request, and what follows from it: decided once, at the edge (server.ts,
 * before the fast routes and Express), and handed to every layer that needs it. Nothing below the
 * edge reads a cookie; nothing keeps a request's identity anywhere but here.
 */
export type Visit = {
  /** The owner, or the holder of live share links; undefined for the public (no cookie, or one that opens nothing). */
  readonly sight: PersonalSight | undefined;
  /**
   * The site they may see (site-view.ts): the public view, or the owner's or the holder's;
   * undefined while the first build runs. Its `assetBase` is this answer's picture origin.
   */
  readonly site: Site | undefined;
  /** Whether its pages may forward events to a third party (GA4): the public's only, never a private page's. */
  readonly thirdParty: boolean;
  /** public: the same answer for everyone, which any cache may keep; private: for this visitor alone (`private, no-store`). */
  readonly cache: "public" | "private";
};

type Options = {
  /** The site being served; undefined until the first build is done. */
  readySite: () => Site | undefined;
  sightOf: SightReader;
  viewFor: (sight: PersonalSight) => Site | undefined;
};

/**
 * Makes a request's Visit. Most requests carry no personal cookie and get the build's public Visit
 * at once, without a promise (made once per build); the others are read from the share store and
 * the owner's sessions on every request, so a revocation holds on the next one.
 */
export function createVisitReader({ readySite, sightOf, viewFor }: Options) {
  let lastSite: Site | undefined;
  let lastPublic: Visit = { sight: undefined, site: undefined, thirdParty: true, cache: "public" };
  const publicVisit = (): Visit => {
    const site = readySite();
    if (site !== lastSite) {
      lastSite = site;
      lastPublic = { sight: undefined, site, thirdParty: true, cache: "public" };
    }
    return lastPublic;
  };
  const personalVisit = async (cookieHeader: string | undefined): Promise<Visit> => {
    // Until the first build is done there is nothing private to show: the preparing page answers.
    if (!readySite()) return publicVisit();
    const sight = await sightOf(cookieHeader);
    const site = sight && viewFor(sight);
    return sight && site ? { sight, site, thirdParty: false, cache: "private" } : publicVisit();
  };
  return {
    /** The public's Visit for the current build: what a page rendered for the cache is rendered as. */
    publicVisit,
    visitOf(req: IncomingMessage): Visit | Promise<Visit> {
      const cookieHeader = req.headers.cookie;
      return carriesPersonalCookie(cookieHeader) ? personalVisit(cookieHeader) : publicVisit();
    },
  };
}

export type VisitReader = ReturnType<typeof createVisitReader>;

type CarriesLocals = { locals?: Record<string, unknown> };

/** Express takes a request's Visit on its response's locals (Express keeps them), set by the edge before Express sees the request. */
export function carryVisit(res: ServerResponse, visit: Visit): void {
  (res as ServerResponse & CarriesLocals).locals = { visit };
}

/** The Visit the edge made for a request Express answers; a request that did not come through the edge is a fault, never the public by default. */
export function carriedVisit(res: CarriesLocals): Visit {
  const visit = res.locals?.visit as Visit | undefined;
  if (!visit) throw new Error("a request reached Express without a Visit");
  return visit;
}
