import { sourceKind } from "./referrer-source";

/** The campaign an arrival carried in its address, and the channel it came by. */
export type Campaign = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  channel: Channel | null;
};

export type Channel = "search" | "social" | "email" | "referral" | "direct";

/** Longer values are cut: an address can carry anything, a report needs a name. */
const maxLength = 100;
/** What a page view that is no arrival (and any other event) carries. */
export const noCampaign: Campaign = { utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, channel: null };

const emailMedium = /^(e-?mail|newsletter)$/;
const searchMedium = /^(cpc|ppc|paid-?search|organic)$/;
const socialMedium = /^(social|social-?network|social-?media|sm)$/;

/** One parameter as stored: control characters dropped, trimmed, cut; absent or empty is null. */
function parameter(query: URLSearchParams, name: string): string | null {
  const value = query
    .get(name)
    ?.replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, maxLength);
  return value ? value : null;
}

/**
 * An arrival's campaign (utm_* in its page's address; `ref`, as many sites write it, stands for
 * utm_source) and its channel: the medium says email, search or social when it is one of the usual
 * names, else the referrer's kind does; "direct" is no referrer and no campaign; anything else is a
 * referral. A move within the site (`source` null) is no arrival: nothing.
 */
export function campaignOf(page: URL, source: string | null): Campaign {
  if (source === null) return noCampaign;
  const query = page.searchParams;
  const utmSource = parameter(query, "utm_source") ?? parameter(query, "ref");
  const utmMedium = parameter(query, "utm_medium");
  const campaign = {
    utmSource,
    utmMedium,
    utmCampaign: parameter(query, "utm_campaign"),
    utmTerm: parameter(query, "utm_term"),
    utmContent: parameter(query, "utm_content"),
  };
  return { ...campaign, channel: channelOf(source, utmSource, utmMedium?.toLowerCase() ?? null) };
}

function channelOf(source: string, utmSource: string | null, medium: string | null): Channel {
  if (medium && emailMedium.test(medium)) return "email";
  if (medium && searchMedium.test(medium)) return "search";
  if (medium && socialMedium.test(medium)) return "social";
  const kind = sourceKind(source);
  if (kind) return kind;
  return source === "Direct" && !utmSource && !medium ? "direct" : "referral";
}
