/** The browser analytics tracker: no dependencies; the React hook lives in use-analytics.ts. */
export { createTracker, track, type Tracker, type TrackerConfig } from "./create-tracker";
export type { Params, TrackedEvent } from "./types";
