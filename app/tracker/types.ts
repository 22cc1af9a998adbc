/** An event's parameters as the collector takes them. */
export type Params = Record<string, string | number | boolean>;

/** One event as sent: `ts` is the time it happened, in ms since the epoch. */
/** `id`: the event's own, so the collector keeps it once however often it is sent (a keepalive fetch, then the same batch by beacon as the page goes). */
export type TrackedEvent = { name: string; params: Params; ts: number; id: string };

/** How a watcher reports what it saw; the tracker adds the page parameters. */
export type Report = (name: string, params?: Params) => void;

/** Every tracker part is released the same way (PhotoSwipe's style). */
export type Component = { destroy: () => void };
