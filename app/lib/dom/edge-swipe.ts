/**
 * Calls onSwipe when a touch that starts near the right edge of the screen travels left by at
 * least `threshold` px (the off-canvas menu's swipe-open gesture). A touch that starts inside a
 * modal dialog (the gallery viewer) is that dialog's gesture, never this one.
 */
export function createEdgeSwipe({ threshold, edge = 30, onSwipe }: { threshold: number; edge?: number; onSwipe: () => void }) {
  let startX: number | undefined;
  let startY = 0;
  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    const inDialog = event.target instanceof Element && event.target.closest('[aria-modal="true"]') !== null;
    startX = touch && !inDialog && touch.clientX >= window.innerWidth - edge ? touch.clientX : undefined;
    startY = touch?.clientY ?? 0;
  };
  // A mostly horizontal leftward travel of the threshold counts; a scroll does not.
  const check = (touch: Touch | undefined) => {
    if (startX === undefined || !touch) return;
    const dx = startX - touch.clientX;
    if (dx >= threshold && Math.abs(touch.clientY - startY) < dx) {
      startX = undefined;
      onSwipe();
    }
  };
  const onMove = (event: TouchEvent) => check(event.touches[0]);
  // Browsers coalesce touchmove events; the end position settles a gesture the moves did not.
  const onEnd = (event: TouchEvent) => {
    check(event.changedTouches[0]);
    startX = undefined;
  };
  document.addEventListener("touchstart", onStart, { passive: true });
  document.addEventListener("touchmove", onMove, { passive: true });
  document.addEventListener("touchend", onEnd, { passive: true });
  return {
    destroy() {
      document.removeEventListener("touchstart", onStart);
      document.removeEventListener("touchmove", onMove);
      document.removeEventListener("touchend", onEnd);
    },
  };
}
