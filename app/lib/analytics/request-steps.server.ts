import { logLine, refusalOf, type AnsweredCode, type DropReason, type Refusal } from "../core/errors";
import type { Admission } from "./admission";
import type { CollectEvent } from "./collect-payload";
import type { createEventRateLimit } from "./event-rate-limit";
import { parseBatch } from "./parse-batch";
import { eventSteps, isDropped, runSteps, senderSteps, toStoredEvent, type HeaderReader, type PipelineSettings } from "./pipeline.server";
import type { RawPayload } from "./read-payload.server";
import type { SharedAlbums } from "./share-tag";
import type { AnalyticsStore } from "./store/analytics-store";
import type { StoredEvent } from "./stored-event";

/**
 * What the collector reads of a request: its batch as text (read-payload.server.ts), its headers,
 * the host name the site's pages are on for it (request-origin.server.ts: eventPageHost), and the
 * albums its share links open (album slug → link id; empty for most).
 */
export type CollectRequest = { payload: RawPayload; headers: HeaderReader; pageHost: string | undefined; sharedAlbums: SharedAlbums };

/** 204, or an error in the catalogue's terms (with the seconds to wait, for 429). */
export type CollectAnswer = { status: 204 } | RequestRefusal;
export type RequestRefusal = Refusal<AnsweredCode> & { retryAfter?: number };

/** One request on its way through the request steps; `client` is its anonymised address, the key of everything kept of it. */
export type RequestDraft = {
  request: CollectRequest;
  /** The raw peer address: only the sender steps read it, and anonymise it first thing after the country. */
  clientIp: string | undefined;
  client: string;
  admission: Admission;
  events?: CollectEvent[];
  rows?: StoredEvent[];
};

/** What the collector is made of, for its steps: the store, the settings, the per-client limit, its clock, its drop count. */
export type CollectorParts = {
  store: AnalyticsStore;
  settings: PipelineSettings;
  clients: ReturnType<typeof createEventRateLimit>;
  now: () => number;
  drop: (reason: DropReason, count: number) => void;
};

export type Refused = { refuse: RequestRefusal };
export type RequestStep = { name: string; run: (draft: RequestDraft, parts: CollectorParts) => RequestDraft | Refused | Promise<RequestDraft | Refused> };

/**
 * The collector's steps for a request as a whole, around the event pipeline (pipeline.server.ts).
 * Not event steps: each may refuse the whole request with an answer the tracker acts on (429: wait,
 * 413 and 400: give up, 503: retry), where an event step drops one event and the request still
 * gets 204; and the store takes a request's rows in one write.
 */
export const requestSteps: readonly RequestStep[] = [
  {
    name: "rate_limit",
    run: (draft, { clients }) => {
      const wait = clients.retryAfter(draft.client);
      return wait > 0 ? { refuse: { ...refusalOf("ANALYTICS_RATE_LIMITED"), retryAfter: wait } } : draft;
    },
  },
  {
    name: "parse_batch",
    run: (draft, { clients }) => {
      const batch = parseBatch(draft.request.payload);
      // A refused request pays too: a flood of garbage is limited like one of events.
      clients.take(draft.client, "events" in batch ? batch.events.length : 1);
      return "events" in batch ? { ...draft, events: batch.events } : { refuse: batch };
    },
  },
  {
    name: "pipeline",
    run: (draft, { settings, now, drop }) => {
      const { request, admission, events = [] } = draft;
      const context = { settings, admission };
      const facts = {
        ip: draft.clientIp,
        userAgent: request.headers.get("user-agent") ?? "",
        headers: request.headers,
        receivedAt: now(),
        pageHost: request.pageHost,
        sharedAlbums: request.sharedAlbums,
      };
      // The sender's steps run once for the batch; a sender dropped drops each of its events.
      const sender = runSteps({ request: facts }, senderSteps, context);
      if (isDropped(sender)) {
        drop(sender.drop, events.length);
        return { ...draft, rows: [] };
      }
      const rows: StoredEvent[] = [];
      for (const event of events) {
        const result = runSteps({ event, sender }, eventSteps, context);
        if (isDropped(result)) drop(result.drop, 1);
        else rows.push(toStoredEvent(result));
      }
      return { ...draft, rows };
    },
  },
  {
    name: "store",
    run: async (draft, { store }) => {
      const rows = draft.rows ?? [];
      try {
        await store.insert(rows);
        return draft;
      } catch (error) {
        draft.admission.giveBack();
        console.error(logLine("ANALYTICS_UNAVAILABLE", "analytics", `could not store ${rows.length} events: ${(error as Error).message}`));
        return { refuse: refusalOf("ANALYTICS_UNAVAILABLE") };
      }
    },
  },
];

/** Runs a request through the steps in order: the finished draft, or the answer it was refused with. */
export async function runRequestSteps(draft: RequestDraft, steps: readonly RequestStep[], parts: CollectorParts): Promise<RequestDraft | Refused> {
  let current = draft;
  for (const step of steps) {
    const result = await step.run(current, parts);
    if ("refuse" in result) return result;
    current = result;
  }
  return current;
}
