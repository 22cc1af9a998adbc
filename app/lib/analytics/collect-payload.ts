import { z } from "zod/v4";
import { MAX_EVENTS_PER_BATCH } from "./limits";

const identifier = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);
const paramValue = z.union([z.string().max(1_000), z.number().finite(), z.boolean()]);

export const collectEventSchema = z
  .object({
    name: identifier,
    params: z
      .record(identifier, paramValue)
      .refine((params) => Object.keys(params).length <= 25, "at most 25 params")
      .default({}),
    ts: z.number().int().nonnegative().optional(),
    /** The tracker's own id of the event: one sent twice is kept once (recent-event-ids.ts). */
    id: z
      .string()
      .regex(/^[0-9a-z]{6,16}$/)
      .optional(),
  })
  .strict();

/** A batch as the tracker sends it: `{ events: [{ name, params, ts }] }`. */
export const collectPayloadSchema = z.object({ events: z.array(collectEventSchema).min(1) }).strict();

/** Matches a batch of more than 20 events of any shape: that is "too large" (413), not "malformed" (400). */
export const tooManyEventsSchema = z.object({ events: z.array(z.unknown()).min(MAX_EVENTS_PER_BATCH + 1) });

export type CollectEvent = z.infer<typeof collectEventSchema>;
