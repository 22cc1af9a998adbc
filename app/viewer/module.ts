/**
 * A module's handle. destroy() removes what the module added: its listeners, timers, requests and
 * data attributes (elements inside PhotoSwipe's own go with it). open-viewer.ts calls it, once.
 */
export type Module = { destroy: () => void };
