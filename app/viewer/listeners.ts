import type PhotoSwipe from "photoswipe";
import type { EventCallback, PhotoSwipeEventsMap } from "photoswipe";

/** A module's listeners, on PhotoSwipe and on the page, removed together by one call from its destroy(). */
export function createListeners(pswp: PhotoSwipe) {
  const removers: (() => void)[] = [];
  return {
    on<T extends keyof PhotoSwipeEventsMap>(name: T, fn: EventCallback<T>): void {
      pswp.on(name, fn);
      removers.push(() => pswp.off(name, fn));
    },
    listen<E extends Event>(target: EventTarget, type: string, fn: (event: E) => void, options?: AddEventListenerOptions): void {
      const listener = fn as EventListener;
      target.addEventListener(type, listener, options);
      removers.push(() => target.removeEventListener(type, listener, options));
    },
    removeAll(): void {
      for (const remove of removers.splice(0)) remove();
    },
  };
}
