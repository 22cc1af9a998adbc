/** Inline SVG icons for the viewer's buttons (PhotoSwipe's own use the same 32x32 frame). */
const icon = (path: string) =>
  `<svg aria-hidden="true" class="pswp__icn vt-icn" viewBox="0 0 32 32" width="32" height="32"><path d="${path}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export const icons = {
  play: icon("M12 9v14l11-7z"),
  pause: icon("M12 9v14M20 9v14"),
  fullscreen: icon("M8 13V8h5M19 8h5v5M24 19v5h-5M13 24H8v-5"),
  thumbnails: icon("M7 8h7v7H7zM18 8h7v7h-7zM7 18h7v7H7zM18 18h7v7h-7z"),
  share: icon("M16 6v14M10 12l6-6 6 6M8 18v7h16v-7"),
  download: icon("M16 7v13M10 15l6 6 6-6M8 25h16"),
  details: icon("M16 26a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM16 15v6M16 11v.5"),
};
