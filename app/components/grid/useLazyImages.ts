import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { createLazyImages } from "../../lib/dom/lazy-images";

/** The grid's pictures load as they near the viewport: the loader made once, the pictures each render drew handed to it. */
export function useLazyImages(rootRef: RefObject<HTMLElement>): void {
  const lazy = useRef<ReturnType<typeof createLazyImages>>();
  useEffect(() => {
    lazy.current = createLazyImages(rootRef.current!);
    return () => lazy.current?.destroy();
  }, [rootRef]);
  useLayoutEffect(() => lazy.current?.scan());
}
