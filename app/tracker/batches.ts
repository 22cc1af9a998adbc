import { maxBatchBytes, maxBatchEvents } from "../lib/core/analytics-protocol";

/** `{"events":[` and `]}`: what a batch weighs around its events. */
const envelopeBytes = 13;
const encoder = new TextEncoder();

/** The request body for serialised events. */
export const batchBody = (events: string[]): string => `{"events":[${events.join(",")}]}`;

/**
 * Splits serialised events, in order, into batches of at most 20 events and 16384 bytes of body.
 * An event that would not fit even alone is returned in `tooLarge`, never sent.
 */
export function splitBatches(events: string[]): { batches: string[][]; tooLarge: string[] } {
  const batches: string[][] = [];
  const tooLarge: string[] = [];
  let batch: string[] = [];
  let bytes = envelopeBytes;
  for (const event of events) {
    const size = encoder.encode(event).length;
    if (envelopeBytes + size > maxBatchBytes) {
      tooLarge.push(event);
      continue;
    }
    // A comma joins each event after the first.
    if (batch.length === maxBatchEvents || bytes + size + (batch.length > 0 ? 1 : 0) > maxBatchBytes) {
      batches.push(batch);
      batch = [];
      bytes = envelopeBytes;
    }
    bytes += size + (batch.length > 0 ? 1 : 0);
    batch.push(event);
  }
  if (batch.length > 0) batches.push(batch);
  return { batches, tooLarge };
}
