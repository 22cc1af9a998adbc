import type { RunFigures } from "./lighthouse-figures";

export type PhysicalLimit = { h2: number; http1: number };

/**
 * The earliest a first picture can be painted on the preset's simulated link, from the page's own
 * bytes (issue 38), in ms: four round trips (the connection, TLS, the document's request, then the
 * CSS's and the picture's) plus the document, its render-blocking CSS and the LCP picture at the
 * link's throughput. Over HTTP/1.1 the picture takes a second connection: one round trip more.
 * Lighthouse's simulation counts a "Kbps" as 1,024 bits a second, so this does too.
 */
export function physicalLimit({ limitBytes, throttling }: Pick<RunFigures, "limitBytes" | "throttling">): PhysicalLimit {
  const bytes = limitBytes.document + limitBytes.css + limitBytes.lcpImage;
  const h2 = 4 * throttling.rttMs + ((bytes * 8) / (throttling.throughputKbps * 1024)) * 1000;
  return { h2, http1: h2 + throttling.rttMs };
}
