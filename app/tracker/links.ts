import { listen } from "./listen";
import type { Component, Params, Report } from "./types";

/** The spec's download extensions, matched at the end of the link's path, in any case. */
export const downloadExtensions =
  "pdf xls xlsx doc docx txt rtf csv exe key ppt pptx pps 7z pkg rar gz zip avi mov mp4 mpg mpeg wmv mid midi mp3 wav wma".split(" ");
const downloadPattern = new RegExp(`\\.(${downloadExtensions.join("|")})$`, "i");

/** What a link tells: an <a> element has all of it (`download`: its download attribute, "" when none). */
export type LinkFacts = { href: string; id: string; className: string; textContent: string | null; download?: string };

/**
 * What following this link reports: `file_download` for a download (whatever its host; known by its
 * path's extension, or by the file name its download attribute gives, as an album's ZIP), `click`
 * for a link to another host, nothing for the site's own pages or non-web links (mailto:, tel:).
 */
export function linkEvent(link: LinkFacts, pageHostname: string): [string, Params] | undefined {
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol)) return undefined;
  const outbound = url.hostname !== pageHostname;
  const params: Params = {
    link_id: link.id,
    link_url: url.href,
    link_text: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
    link_classes: link.className,
    link_domain: url.hostname,
  };
  if (outbound) params.outbound = true;
  const extension = (downloadPattern.exec(url.pathname) ?? downloadPattern.exec(link.download ?? ""))?.[1];
  if (extension) return ["file_download", { file_name: url.pathname, file_extension: extension.toLowerCase(), ...params }];
  return outbound ? ["click", params] : undefined;
}

/**
 * Link clicks, seen in the capture phase so that no handler can hide them: left clicks and
 * keyboard activation (both are `click`), and middle clicks (`auxclick` with button 1).
 */
export function watchLinks(report: Report): Component {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element && event.target.closest("a[href]");
    const found = link instanceof HTMLAnchorElement && (event.type === "click" || event.button === 1) && linkEvent(link, location.hostname);
    if (found) report(...found);
  };
  const removers = [listen(document, "click", onClick, true), listen(document, "auxclick", onClick, true)];
  return { destroy: () => removers.forEach((remove) => remove()) };
}
