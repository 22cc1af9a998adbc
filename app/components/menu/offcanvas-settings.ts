/** The off-canvas menu's constants, from the spec. */
export const offcanvas = {
  /** Active only below this viewport width; the desktop menu takes over at and above it. */
  collapseAt: 992,
  width: 280,
  levelSpacing: 15,
  swipeThreshold: 70,
  position: "right",
} as const;
