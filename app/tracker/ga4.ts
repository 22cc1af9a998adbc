import type { TrackedEvent } from "./types";

export const ga4Origin = "https://www.google-analytics.com";

/**
 * One event as a GA4 collection request (the gtag wire format): page parameters as dl/dr, the
 * others as ep.* (text) or epn.* (numbers).
 */
export function ga4Url(measurementId: string, clientId: string, sessionId: number, event: TrackedEvent): string {
  const query = new URLSearchParams({ v: "2", tid: measurementId, cid: clientId, sid: String(sessionId), en: event.name });
  for (const [key, value] of Object.entries(event.params)) {
    const name = key === "page_location" ? "dl" : key === "page_referrer" ? "dr" : `${typeof value === "number" ? "epn" : "ep"}.${key}`;
    query.set(name, String(value));
  }
  return `${ga4Origin}/g/collect?${query}`;
}

/**
 * Forwards each event to the owner's GA4 property by beacon. Nothing may be stored, so the client
 * and session ids are random for each page load.
 */
export function createGa4Forwarder(measurementId: string): (event: TrackedEvent) => void {
  const sessionId = Math.floor(Date.now() / 1000);
  const clientId = `${Math.floor(Math.random() * 2 ** 31)}.${sessionId}`;
  return (event) => void navigator.sendBeacon?.(ga4Url(measurementId, clientId, sessionId, event));
}
