import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { createTracker, type Tracker, type TrackerConfig } from "./create-tracker";

/** The analytics settings the root loader hands to the page (site.config.analytics, minus what only the server needs). */
export type AnalyticsSettings = TrackerConfig;

/** Starts the tracker once and tells it of every route change the router makes. */
export function useAnalytics({ enabled, respectDoNotTrack, ga4MeasurementId, endpoint }: AnalyticsSettings): void {
  const { pathname, search } = useLocation();
  const tracker = useRef<Tracker>();
  useEffect(() => {
    const created = createTracker({ enabled, respectDoNotTrack, ga4MeasurementId, endpoint });
    tracker.current = created;
    return () => created.destroy();
  }, [enabled, respectDoNotTrack, ga4MeasurementId, endpoint]);
  useEffect(() => tracker.current?.pageChanged(), [pathname, search]);
}
