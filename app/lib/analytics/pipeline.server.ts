import { isbot } from "isbot";
import { anonymiseIp } from "./anonymise-ip";
import type { CollectEvent } from "./collect-payload";
import { MAX_CLOCK_SKEW_MS } from "./limits";
import { referrerSource } from "./referrer-source";
import type { StoredEvent } from "./stored-event";
import { parseUserAgent, type UserAgentFacts } from "./user-agent.server";
import { visitorId } from "./visitor-id.server";

export type PipelineSettings = { secret: string; site: string; respectDoNotTrack: boolean };

/** What the request says about its sender; `ip` is the raw address until `anonymise_ip` runs. */
export type RequestFacts = { ip: string | undefined; userAgent: string; headers: Headers; receivedAt: number };

/** An event on its way through the steps; each step fills in what it is named for. */
export type Draft = {
  event: CollectEvent;
  request: RequestFacts;
  visitor?: string;
  agent?: UserAgentFacts;
  page?: URL;
  source?: string | null;
  conversion?: boolean;
  ts?: number;
};

export type DropReason = "bot" | "prefetch" | "do_not_track" | "invalid_page_location";
export type Drop = { drop: DropReason };
export type Step = { name: string; run: (draft: Draft, settings: PipelineSettings) => Draft | Drop };

const prefetchHeaders = ["purpose", "sec-purpose", "x-purpose", "x-moz"];

/** Plausible's manner: a named list of steps, each returning the event or dropping it with a reason. */
export const eventSteps: readonly Step[] = [
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
    run: (draft, settings) => {
      const { headers } = draft.request;
      const optedOut = headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
      return settings.respectDoNotTrack && optedOut ? { drop: "do_not_track" } : draft;
    },
  },
  {
    // Before anything is derived, stored or logged: from here on only the anonymised address exists.
    name: "anonymise_ip",
    run: (draft) => ({ ...draft, request: { ...draft.request, ip: anonymiseIp(draft.request.ip) } }),
  },
  {
    name: "visitor_id",
    run: (draft, settings) => ({
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
  {
    name: "page_location",
    run: (draft) => {
      const page = parseHttpUrl(draft.event.params.page_location);
      return page ? { ...draft, page } : { drop: "invalid_page_location" };
    },
  },
  {
    name: "classify_referrer",
    run: (draft) => {
      if (draft.event.name !== "page_view") return { ...draft, source: null };
      const referrer = draft.event.params.page_referrer;
      return { ...draft, source: referrerSource(typeof referrer === "string" ? referrer : undefined, draft.page?.hostname ?? "") };
    },
  },
  { name: "mark_conversion", run: (draft) => ({ ...draft, conversion: draft.event.name === "purchase" }) },
  {
    // The sender's clock is trusted only when it is near ours (batches wait a few seconds at most).
    name: "timestamp",
    run: (draft) => {
      const { ts } = draft.event;
      const { receivedAt } = draft.request;
      return { ...draft, ts: ts !== undefined && Math.abs(receivedAt - ts) <= MAX_CLOCK_SKEW_MS ? ts : receivedAt };
    },
  },
];

export type StepResult = { event: StoredEvent } | (Drop & { step: string });

/** Runs one event through every step; the result is the row to store, or where and why it was dropped. */
export function runSteps(event: CollectEvent, request: RequestFacts, settings: PipelineSettings, steps = eventSteps): StepResult {
  let draft: Draft = { event, request };
  for (const step of steps) {
    const result = step.run(draft, settings);
    if ("drop" in result) return { drop: result.drop, step: step.name };
    draft = result;
  }
  return { event: toStoredEvent(draft) };
}

function toStoredEvent(draft: Draft): StoredEvent {
  const { page_location: _location, page_referrer: _referrer, ...params } = draft.event.params;
  const text = (key: string) => (typeof params[key] === "string" && params[key] !== "" ? String(params[key]) : null);
  const integer = (key: string) => (typeof params[key] === "number" ? Math.round(params[key]) : null);
  return {
    ts: draft.ts ?? draft.request.receivedAt,
    name: draft.event.name,
    visitor: draft.visitor ?? "",
    path: draft.page?.pathname ?? "/",
    source: draft.source ?? null,
    browser: draft.agent?.browser ?? "Unknown",
    os: draft.agent?.os ?? "Unknown",
    device: draft.agent?.device ?? "other",
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
    params: JSON.stringify(params),
  };
}

function parseHttpUrl(value: unknown): URL | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}
