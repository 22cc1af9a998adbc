import { z } from "zod/v4";
import { ownerText } from "../core/owner-text";

/** What one person on a link may hold, whatever the lists say: a shoot's worth, and a bounded row count per link. */
export const proofingLimits = {
  lists: 6,
  /** A list with no `max` of its own holds up to this many. */
  listMax: 2_000,
  nameLength: 40,
  commentLength: 2_000,
  /** People (browsers) who may pick on one link. */
  peoplePerLink: 50,
  /** Changes (a pick, a comment, a name) one person may make a minute: a fast client clicks twice a second. */
  changesPerMinute: 120,
} as const;

const listSchema = z
  .object({
    name: ownerText(40).pipe(z.string().min(1, "a list needs a name")),
    max: z.number().int().min(1).max(proofingLimits.listMax).optional(),
  })
  .strict();

/** A day as album.yml writes it; proofing closes at its end, UTC (the site has no time zone of its own). */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "must be a real day")
  .transform((day) => Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * album.yml's `proofing:`. `true` is one list with no maximum; a list's `max` is what the client
 * may pick into it. The deadline is the last day picks are taken.
 */
export const proofingSchema = z.union([
  z.literal(true).transform(() => ({ lists: [{ name: "Selection", max: null }], comments: false, closesAt: null as number | null })),
  z
    .object({
      lists: z
        .array(listSchema)
        .min(1)
        .max(proofingLimits.lists)
        .refine((lists) => new Set(lists.map((list) => list.name.toLowerCase())).size === lists.length, "list names must differ"),
      comments: z.boolean().default(false),
      deadline: daySchema.optional(),
    })
    .strict()
    .transform(({ lists, comments, deadline }) => ({
      lists: lists.map(({ name, max }) => ({ name, max: max ?? null })),
      comments,
      closesAt: deadline ?? null,
    })),
]);

/**
 * An album's proofing as the site model keeps it: a list's `max` null when album.yml sets none
 * (it then holds `proofingLimits.listMax`); `closesAt` the epoch milliseconds picks stop (null: never).
 */
export type ProofingConfig = z.output<typeof proofingSchema>;
export type ProofingList = ProofingConfig["lists"][number];
