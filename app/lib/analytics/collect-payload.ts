import { z } from "zod/v4";
import { maxBatchEvents, maxParams, maxValueLength, namePattern } from "../core/analytics-protocol";

const identifier = z.string().regex(namePattern);
const paramValue = z.union([z.string().max(maxValueLength), z.number().finite(), z.boolean()]);

export const collectEventSchema = z
  .object({
    name: identifier,
    params: z
      .record(identifier, paramValue)
      .refine((params) => Object.keys(params).length <= maxParams, `at most ${maxParams} params`)
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

/** Matches a batch of more events than a batch holds, of any shape: that is "too large" (413), not "malformed" (400). */
export const tooManyEventsSchema = z.object({ events: z.array(z.unknown()).min(maxBatchEvents + 1) });

export type CollectEvent = z.infer<typeof collectEventSchema>;
