/** A share link's address, as shown once to the owner: the site's origin (none: this site's own path), `/s/`, the token. */
export function shareLinkAddress(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/s/${token}`;
}
