import type { Site } from "../../app/lib/content/site-types";
import type { Visit } from "../../app/server/visit.server";

/** The public's Visit of a site, as the edge makes it for a request without a personal cookie. */
export const publicVisitOf = (site: Site | undefined): Visit => ({ sight: undefined, site, thirdParty: true, cache: "public" });
