import { createCookie } from "@remix-run/node";
import { z } from "zod/v4";

/** The cookie naming a browser's grants: random ids of server-side records, so it opens nothing once they are gone. */
export const grantCookieName = "vitrine_grant";

/** A browser keeps the grants of its last 8 links: a family shares an album or two, not a hundred. */
export const grantsKept = 8;

/**
 * HttpOnly; SameSite=Lax, as a link opened from a mail or a chat is a cross-site navigation that
 * must still see the album; on every path. Its Max-Age is the browser's hint only: whether a grant
 * still opens anything is the server's to say on every request.
 */
const cookie = createCookie(grantCookieName, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 400 * 86_400 });

const grantIds = z.array(z.string().regex(/^[\w-]{22,64}$/)).max(grantsKept);

/** The grant ids a request's cookie names; none when it is missing or malformed. */
export async function grantIdsOf(cookieHeader: string | undefined): Promise<string[]> {
  // Most requests carry none, and are answered without parsing a cookie.
  if (!cookieHeader?.includes(`${grantCookieName}=`)) return [];
  const parsed = grantIds.safeParse(await cookie.parse(cookieHeader ?? null).catch(() => undefined));
  return parsed.success ? parsed.data : [];
}

/** The cookie for these grants, newest first, Secure over https. */
export async function grantCookie(ids: readonly string[], secure: boolean): Promise<string> {
  return cookie.serialize([...new Set(ids)].slice(0, grantsKept), { secure });
}
