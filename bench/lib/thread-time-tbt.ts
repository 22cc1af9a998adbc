import { z } from "zod";

/** The fields of a Chrome trace event read here. */
const traceEvent = z.object({
  name: z.string(),
  ph: z.string().optional(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number(),
  dur: z.number().optional(),
  tdur: z.number().optional(),
});
type TraceEvent = z.infer<typeof traceEvent>;

/** A task longer than this (after the CPU multiplier) blocks; what is above it counts (Lighthouse's definition). */
const blockingMs = 50;

/**
 * Total blocking time from the page's tasks as its main thread ran them (thread time, `tdur`), not as
 * the wall clock saw them (`dur`, what Lighthouse multiplies). On a shared machine a task's wall time
 * includes the time other processes held the core, 1.5–3× its own here, and Lighthouse's mobile preset
 * multiplies that by 4. Counted from the first contentful paint to the trace's end (a little past
 * Lighthouse's end, its time to interactive), each task's thread time × `multiplier`.
 */
export function threadTimeTbt(events: readonly unknown[], multiplier: number): number | undefined {
  const parsed = events.flatMap((event) => {
    const result = traceEvent.safeParse(event);
    return result.success ? [result.data] : [];
  });
  // The page's first contentful paint, on its renderer's main thread (the blank page before it paints nothing).
  const fcp = parsed.filter((event) => event.name === "firstContentfulPaint").at(-1);
  if (!fcp) return undefined;
  const onMain = (event: TraceEvent) => event.pid === fcp.pid && event.tid === fcp.tid;
  const tasks = parsed.filter((event) => event.name === "RunTask" && event.ph === "X" && onMain(event) && event.ts >= fcp.ts);
  return tasks.reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * multiplier - blockingMs), 0);
}
