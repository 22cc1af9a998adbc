import { gridBreakpoints } from "./masonry-plan";

/** The layout's only cookie: the viewport width, for browsers that send no client hints. */
export const viewportCookie = "vw";

/**
 * Runs in <head> before first paint: marks a scripted page for CSS, and records the viewport width
 * so the next page's grid is planned for it on the server.
 */
export const documentScript = `document.documentElement.classList.add("js");document.cookie="${viewportCookie}="+innerWidth+";path=/;max-age=31536000;samesite=lax"`;

const breakpoints = JSON.stringify(gridBreakpoints.map(({ minWidth, columns }) => [minWidth, columns]));

/**
 * Runs as the grid's first child, before any of its pictures is drawn: when the server planned for
 * another column count than this viewport shows (a browser without hints, on its first page), the
 * grid stays hidden until the browser has re-planned it, so nothing visibly moves. A hidden grid
 * shows anyway after a few seconds, should the app's code never arrive.
 */
export const gridReplanScript = `(function(g){var c=0;${breakpoints}.forEach(function(b){if(innerWidth>=b[0])c=b[1]});if(String(c)!==g.dataset.columns){g.style.visibility="hidden";setTimeout(function(){g.style.visibility=""},4000)}})(document.currentScript.parentNode)`;
