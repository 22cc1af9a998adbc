// The collector's own limits; the protocol's (batch size, names, parameters) are lib/core/analytics-protocol.ts.

/** Events whose time is further off than this are stamped with the time they arrived. */
export const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;

/**
 * What one client (an anonymised address: a /24 or a /48) may send. A visitor's tracker sends a
 * batch a second at most while events trickle in (a full batch goes early, but its watchers cannot
 * fill one in a second: page views are grouped by the second, a photo view needs a second on its
 * slide, scroll is once a page, a video play six events), about 3 events a second at the busiest;
 * after an outage its queue goes out at once: it holds 200 events at most. Sustained 20 a second
 * and bursts of 400 are several times that, room for a few visitors sharing one network, and still
 * bound what one address can pour into the store.
 */
export const CLIENT_EVENTS_PER_SECOND = 20;
export const CLIENT_EVENT_BURST = 400;
/** Clients remembered at once; past this the longest idle are forgotten (they start full again). */
export const MAX_LIMITED_CLIENTS = 100_000;
