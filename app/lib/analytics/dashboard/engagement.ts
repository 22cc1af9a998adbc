import type { BreakdownRow } from "../store/analytics-store";

export type FunnelStep = { label: string; visitors: number; events: number; shareOfStart: number };

const visitorsOf = (rows: readonly BreakdownRow[], value: string) => rows.find((row) => row.value === value)?.visitors ?? 0;
const eventsOf = (rows: readonly BreakdownRow[], value: string) => rows.find((row) => row.value === value)?.events ?? 0;

/** Share of page-viewing visitors who reached 90 % depth on some page (0 when nobody viewed a page). */
export function scrollReach(eventsByName: readonly BreakdownRow[]): { reached: number; of: number; rate: number } {
  const of = visitorsOf(eventsByName, "page_view");
  const reached = visitorsOf(eventsByName, "scroll");
  return { reached, of, rate: of === 0 ? 0 : Math.min(1, reached / of) };
}

/** start → 10 → 25 → 50 → 75 % → complete, each step's visitors as a share of those who started. */
export function videoFunnel(eventsByName: readonly BreakdownRow[], progressByPercent: readonly BreakdownRow[]): FunnelStep[] {
  const steps = [
    { label: "Started", visitors: visitorsOf(eventsByName, "video_start"), events: eventsOf(eventsByName, "video_start") },
    ...[10, 25, 50, 75].map((percent) => ({
      label: `${percent} %`,
      visitors: visitorsOf(progressByPercent, String(percent)),
      events: eventsOf(progressByPercent, String(percent)),
    })),
    { label: "Completed", visitors: visitorsOf(eventsByName, "video_complete"), events: eventsOf(eventsByName, "video_complete") },
  ];
  const start = steps[0]?.visitors ?? 0;
  return steps.map((step) => ({ ...step, shareOfStart: start === 0 ? 0 : step.visitors / start }));
}
