import { isbot } from "isbot";
import { itemIdPattern } from "../core/item-id";
import type { DropReason } from "../core/errors";
import { anonymiseIp } from "../http/anonymise-ip";
import type { Admission } from "./admission";
import { campaignOf, noCampaign, type Campaign } from "./campaign";
import type { CollectEvent } from "./collect-payload";
import { MAX_CLOCK_SKEW_MS } from "./limits";
import { hasOutOfRangeParam } from "./param-ranges";
import { referrerSource } from "./referrer-source";
import { isSpamReferrer } from "./referrer-spam/is-spam-referrer";
import { shareOf, type SharedAlbums } from "./share-tag";
import type { StoredEvent } from "./stored-event";
import { parseUserAgent, type UserAgentFacts } from "./user-agent.server";
import { visitorId } from "./visitor-id.server";

/** `countryOf`: the country of a whole address, from a local table (geo/country-table.server.ts). */
export type PipelineSettings = { secret: string; site: string; respectDoNotTrack: boolean; countryOf: (ip: string) => string | null };

/**
 * What the request says about its sender; `ip` is the raw address until `anonymise_ip` runs.
 * `pageHost` is the host name the site's pages are on for this request, `sharedAlbums` the albums
 * its grant cookie opens by a share link (collect-route decides both).
 */
export type RequestFacts = {
  ip: string | undefined;
  userAgent: string;
  headers: HeaderReader;
  receivedAt: number;
  pageHost: string | undefined;
  sharedAlbums: SharedAlbums;
};

/** The request's headers, however the server holds them (a fetch Headers, or a node request's). */
export type HeaderReader = { get(name: string): string | null };

/** The sender on its way through the sender steps (once per request: every event of a batch shares them). */
export type SenderDraft = { request: RequestFacts; country?: string | null; visitor?: string; agent?: UserAgentFacts };

/** One event on its way through the event steps; each step fills in what it is named for. */
export type EventDraft = {
  event: CollectEvent;
  sender: SenderDraft;
  page?: URL;
  /** The share link's id when the event is of an album shared with the sender; "" for none. */
  share?: string;
  source?: string | null;
  campaign?: Campaign;
  conversion?: boolean;
  ts?: number;
};

/** What a step is given besides its draft: the site's settings, and its request's admission (admission.ts). */
export type StepContext = { settings: PipelineSettings; admission: Admission };

export type Drop = { drop: DropReason };
export type Step<Draft> = { name: string; run: (draft: Draft, context: StepContext) => Draft | Drop };

const prefetchHeaders = ["purpose", "sec-purpose", "x-purpose", "x-moz"];

/** Plausible's manner: named steps, each returning the draft or dropping it with a reason. First, the sender's. */
export const senderSteps: readonly Step<SenderDraft>[] = [
  {
    name: "reject_bots",
    run: (draft) => {
      const { userAgent, headers } = draft.request;
      if (!userAgent.trim() || isbot(userAgent)) return { drop: "bot" };
      if (prefetchHeaders.some((header) => /prefetch|preview/i.test(headers.get(header) ?? ""))) return { drop: "prefetch" };
      return draft;
    },
  },
  {
    name: "respect_privacy_signals",
    run: (draft, { settings }) => {
      const { headers } = draft.request;
      const optedOut = headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
      return settings.respectDoNotTrack && optedOut ? { drop: "do_not_track" } : draft;
    },
  },
  {
    // The one fact read from the whole address, and only its country code is kept.
    name: "country",
    run: (draft, { settings }) => ({ ...draft, country: draft.request.ip ? settings.countryOf(draft.request.ip) : null }),
  },
  {
    // Before anything is derived, stored or logged: from here on only the anonymised address exists.
    name: "anonymise_ip",
    run: (draft) => ({ ...draft, request: { ...draft.request, ip: anonymiseIp(draft.request.ip) } }),
  },
  {
    name: "visitor_id",
    run: (draft, { settings }) => ({
      ...draft,
      visitor: visitorId({
        secret: settings.secret,
        at: draft.request.receivedAt,
        site: settings.site,
        anonymisedIp: draft.request.ip ?? "",
        userAgent: draft.request.userAgent,
      }),
    }),
  },
  { name: "parse_user_agent", run: (draft) => ({ ...draft, agent: parseUserAgent(draft.request.userAgent) }) },
];

/** Then each event's. */
export const eventSteps: readonly Step<EventDraft>[] = [
  {
    name: "page_location",
    run: (draft) => {
      const page = parseHttpUrl(draft.event.params.page_location);
      return page ? { ...draft, page } : { drop: "invalid_page_location" };
    },
  },
  {
    // Events of another host's pages (a copy of the site, a page carrying the tracker elsewhere) are not this site's.
    name: "own_host",
    run: (draft) => (draft.page?.hostname === draft.sender.request.pageHost ? draft : { drop: "foreign_host" }),
  },
  {
    // From the server's map alone, never the payload: the public reports leave these events out.
    name: "share_link",
    run: (draft) => ({ ...draft, share: shareOf(draft.sender.request.sharedAlbums, draft.page, draft.event.params.gallery) }),
  },
  {
    // Fake arrivals whose only purpose is to show their name in the owner's referrer report.
    name: "referrer_spam",
    run: (draft) => (isSpamReferrer(draft.event.params.page_referrer) ? { drop: "referrer_spam" } : draft),
  },
  { name: "param_ranges", run: (draft) => (hasOutOfRangeParam(draft.event.params) ? { drop: "out_of_range" } : draft) },
  {
    name: "classify_referrer",
    run: (draft) => {
      if (draft.event.name !== "page_view") return { ...draft, source: null };
      const referrer = draft.event.params.page_referrer;
      return { ...draft, source: referrerSource(typeof referrer === "string" ? referrer : undefined, draft.page?.hostname ?? "") };
    },
  },
  { name: "campaign", run: (draft) => ({ ...draft, campaign: draft.page ? campaignOf(draft.page, draft.source ?? null) : undefined }) },
  { name: "mark_conversion", run: (draft) => ({ ...draft, conversion: draft.event.name === "purchase" }) },
  {
    // The sender's clock is trusted only when it is near ours (batches wait a few seconds at most).
    name: "timestamp",
    run: (draft) => {
      const { ts } = draft.event;
      const { receivedAt } = draft.sender.request;
      return { ...draft, ts: ts !== undefined && Math.abs(receivedAt - ts) <= MAX_CLOCK_SKEW_MS ? ts : receivedAt };
    },
  },
  {
    // After every check: an id is taken only by an event otherwise kept (recent-event-ids.ts).
    name: "deduplicate",
    run: (draft, { admission }) => (draft.event.id && !admission.takeId(draft.event.id) ? { drop: "duplicate" } : draft),
  },
  {
    // Last, so only events to be stored spend it. Dropped, not refused: a 429 would have every visitor's tracker retry them all day.
    name: "daily_budget",
    run: (draft, { admission }) => (admission.takeBudget() ? draft : { drop: "over_budget" }),
  },
];

export type Dropped = Drop & { step: string };

/** Runs a draft through the steps in order: the finished draft, or where and why it was dropped. */
export function runSteps<Draft extends object>(draft: Draft, steps: readonly Step<Draft>[], context: StepContext): Draft | Dropped {
  let current = draft;
  for (const step of steps) {
    const result = step.run(current, context);
    if ("drop" in result) return { drop: result.drop, step: step.name };
    current = result;
  }
  return current;
}

export function isDropped<Draft extends object>(result: Draft | Dropped): result is Dropped {
  return "drop" in result;
}

/** The row to store for an event that went through every step. */
export function toStoredEvent(draft: EventDraft): StoredEvent {
  const { page_location: _location, page_referrer: _referrer, ...params } = draft.event.params;
  const text = (key: string) => (typeof params[key] === "string" && params[key] !== "" ? String(params[key]) : null);
  const integer = (key: string) => (typeof params[key] === "number" ? Math.round(params[key]) : null);
  const { sender } = draft;
  return {
    ts: draft.ts ?? sender.request.receivedAt,
    name: draft.event.name,
    visitor: sender.visitor ?? "",
    path: draft.page?.pathname ?? "/",
    share: draft.share ?? "",
    source: draft.source ?? null,
    ...(draft.campaign ?? noCampaign),
    browser: sender.agent?.browser ?? "Unknown",
    os: sender.agent?.os ?? "Unknown",
    device: sender.agent?.device ?? "other",
    conversion: draft.conversion ?? false,
    linkUrl: text("link_url"),
    linkDomain: text("link_domain"),
    fileName: text("file_name"),
    fileExtension: text("file_extension")?.toLowerCase() ?? null,
    searchTerm: text("search_term"),
    videoProvider: text("video_provider"),
    videoTitle: text("video_title"),
    videoPercent: integer("video_percent"),
    percentScrolled: integer("percent_scrolled"),
    itemId: itemIdPattern.test(text("item_id") ?? "") ? text("item_id") : null,
    gallery: text("gallery"),
    engagementMs: withinDay(integer("engagement_time_msec")),
    country: sender.country ?? null,
    params: JSON.stringify(params),
  };
}

/** The site's item ids (app/lib/content): anything else stays in params only, never in the item column. */

/** Engaged time is kept between 0 and one day: a forged figure cannot skew an average by more. */
const withinDay = (ms: number | null) => (ms === null || ms < 0 ? null : Math.min(ms, 86_400_000));

function parseHttpUrl(value: unknown): URL | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}
