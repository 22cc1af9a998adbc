import { collectPayloadSchema, tooManyEventsSchema, type CollectEvent } from "./collect-payload";
import { refusalOf, type Refusal } from "../core/errors";
import type { RawPayload } from "./read-payload.server";

export type BatchRejection = Refusal<"EVENT_TOO_LARGE" | "MALFORMED_PAYLOAD">;

/** A request's batch as events, or why it is refused whole: too large (413) or not the tracker's JSON (400). */
export function parseBatch(raw: RawPayload): { events: CollectEvent[] } | BatchRejection {
  const tooLarge = refusalOf("EVENT_TOO_LARGE");
  const malformed = refusalOf("MALFORMED_PAYLOAD");
  if ("tooLarge" in raw) return tooLarge;
  if ("missing" in raw) return malformed;
  let json: unknown;
  try {
    json = JSON.parse(raw.text);
  } catch {
    return malformed;
  }
  if (tooManyEventsSchema.safeParse(json).success) return tooLarge;
  const payload = collectPayloadSchema.safeParse(json);
  return payload.success ? { events: payload.data.events } : malformed;
}
