import { z } from "zod/v4";
import { parseDerivativeRequest } from "../images/plan";

// Each resource route's params: a value that fails answers 404 with the route's own code, never 500.

/** An album's slug, as slugify and album-slugs make it: lowercase letters and digits in dash-joined runs. */
export const albumParams = z.object({ slug: z.string().max(1000).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });

/** An item's id: the 12 hex characters build-album derives from its path. */
export const itemParams = z.object({ id: z.string().regex(/^[a-f0-9]{12}$/) });

/** `/img/<hash>/<width>.<format>`, parsed by plan.ts's strict parser. */
export const derivativeParams = z.object({ hash: z.string(), file: z.string() }).transform(({ hash, file }, context) => {
  const request = parseDerivativeRequest(hash, file);
  if (!request) context.addIssue({ code: "custom", message: "not a derivative address" });
  return request ?? z.NEVER;
});
