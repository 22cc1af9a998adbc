import { AsyncLocalStorage } from "node:async_hooks";

const rendering = new AsyncLocalStorage<true>();

/**
 * Runs a render for one visitor (the owner, a share link's holder): its picture addresses are this
 * server's, never ASSET_BASE_URL's, as a CDN or static copy cannot ask who is looking.
 */
export function renderPersonally<T>(render: () => Promise<T>): Promise<T> {
  return rendering.run(true, render);
}

/** Whether the code running now renders for one visitor. */
export function isRenderingPersonally(): boolean {
  return rendering.getStore() === true;
}
