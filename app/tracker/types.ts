/** An event's parameters as the collector takes them. */
export type Params = Record<string, string | number | boolean>;

/** One event as sent: `ts` is the time it happened, in ms since the epoch. */
export type TrackedEvent = { name: string; params: Params; ts: number };

/** How a watcher reports what it saw; the tracker adds the page parameters. */
export type Report = (name: string, params?: Params) => void;

/** Every tracker part is released the same way (PhotoSwipe's style). */
export type Component = { destroy: () => void };
