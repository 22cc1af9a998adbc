import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { createTracker, type Tracker } from "./create-tracker";

/** The analytics settings the root loader hands to the page (site.config.analytics, minus retention). */
export type AnalyticsSettings = { enabled: boolean; respectDoNotTrack: boolean; ga4MeasurementId?: string };

/** Starts the tracker once and tells it of every route change the router makes. */
export function useAnalytics({ enabled, respectDoNotTrack, ga4MeasurementId }: AnalyticsSettings): void {
  const { pathname, search } = useLocation();
  const tracker = useRef<Tracker>();
  useEffect(() => {
    const created = createTracker({ enabled, respectDoNotTrack, ga4MeasurementId });
    tracker.current = created;
    return () => created.destroy();
  }, [enabled, respectDoNotTrack, ga4MeasurementId]);
  useEffect(() => tracker.current?.pageChanged(), [pathname, search]);
}
