/**
 * The viewer's code (PhotoSwipe and its modules), fetched and evaluated on intent only: a pointer
 * over a tile, a touch, a focused tile, a click, or an address that opens it. Never on a plain
 * album load, where it would cost a phone's main thread for nothing.
 */
export const viewerCode = () => import("../../viewer/open-viewer");
