import path from "node:path";
import { decodeHTML } from "entities";
import type { RunnerResult } from "lighthouse";
import { z } from "zod";
import { threadTimeTbt } from "./thread-time-tbt";

export type LcpPhases = { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };

/** What bench/phone reads of one Lighthouse run: times in ms, bytes as transferred (headers included). */
export type RunFigures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** TBT from the tasks' thread time (./thread-time-tbt): what the machine's other load does not inflate. */
  threadTbt?: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  /** Missing when Lighthouse could not break the LCP down (its element audit failed). */
  phases?: LcpPhases;
  lcpElement: string;
  /** The bytes the first picture cannot come without: the document, its render-blocking CSS, the LCP picture (0 if the LCP is text). */
  limitBytes: { document: number; css: number; lcpImage: number };
  /** The preset's simulated link. */
  throttling: { rttMs: number; throughputKbps: number };
  warnings: string[];
};

// The parts of Lighthouse's audit details read here (their TypeScript type is a loose union).
const resourceSummary = z.object({ items: z.array(z.object({ resourceType: z.string(), requestCount: z.number(), transferSize: z.number() })) });
const networkRequests = z.object({ items: z.array(z.object({ url: z.string(), resourceType: z.string().optional(), transferSize: z.number().optional() })) });
const elementTable = z.object({
  items: z.tuple([z.object({ node: z.object({ selector: z.string(), snippet: z.string(), nodeLabel: z.string().optional() }) })]),
});
const phaseTable = z.object({ items: z.array(z.object({ phase: z.string(), timing: z.number() })) });
const lcpElementDetails = z.object({ items: z.union([z.tuple([elementTable, phaseTable]), z.tuple([elementTable])]) });
const lcpImageDetails = z.object({ debugData: z.object({ initiatorPath: z.array(z.object({ url: z.string() })).min(1) }) });
const sendRequest = z.object({ data: z.object({ url: z.string(), renderBlocking: z.string().optional() }) });

/** The phase table's rows, as Lighthouse 12 names them (its default locale, en-US). */
const phaseNames: Record<string, keyof LcpPhases> = { TTFB: "ttfb", "Load Delay": "loadDelay", "Load Time": "loadTime", "Render Delay": "renderDelay" };

/** Stylesheets Chromium marked render-blocking in the trace (`renderBlocking: "blocking"`): those in <head>, not those scripts add. */
function renderBlockingUrls(result: RunnerResult): Set<string> {
  const urls = new Set<string>();
  for (const event of result.artifacts.Trace.traceEvents) {
    if (event.name !== "ResourceSendRequest") continue;
    const args = sendRequest.safeParse(event.args);
    if (args.success && args.data.data.renderBlocking === "blocking") urls.add(args.data.data.url);
  }
  return urls;
}

export function lighthouseFigures(result: RunnerResult): RunFigures {
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const warnings = [...lhr.runWarnings];
  const audit = (id: string) => {
    const found = lhr.audits[id];
    if (!found) throw new Error(`Lighthouse gave no ${id} audit`);
    if (found.errorMessage) warnings.push(`${id}: ${found.errorMessage}`);
    return found;
  };
  const numeric = (id: string) => {
    const found = audit(id);
    if (found.numericValue === undefined) throw new Error(`Lighthouse on ${lhr.requestedUrl}: no ${id} (${found.errorMessage})`);
    return found.numericValue;
  };
  const summary = resourceSummary.parse(audit("resource-summary").details).items;
  const ofType = (type: string) => summary.find((row) => row.resourceType === type) ?? { requestCount: 0, transferSize: 0 };
  const requests = networkRequests.parse(audit("network-requests").details).items;
  const transferred = (url: string | undefined, type: string) =>
    requests.find((request) => request.url === url && request.resourceType === type)?.transferSize ?? 0;

  const elementAudit = audit("largest-contentful-paint-element");
  const element = lcpElementDetails.safeParse(elementAudit.details);
  if (elementAudit.details && !element.success)
    warnings.push(`largest-contentful-paint-element: details not as expected (${element.error.issues[0]?.message})`);
  const [nodeTable, phaseRows] = element.success ? element.data.items : [];
  const phases = phaseRows && (Object.fromEntries(phaseRows.items.map((row) => [phaseNames[row.phase] ?? row.phase, row.timing])) as LcpPhases);
  const image = lcpImageDetails.safeParse(audit("prioritize-lcp-image").details);
  const imageUrl = image.success ? image.data.debugData.initiatorPath[0]!.url : undefined;
  const node = nodeTable?.items[0].node;
  // An img by its alt (Lighthouse labels one without alt by a selector), any other element by its text.
  const alt = node && /\salt="([^"]*)"/.exec(node.snippet)?.[1];
  const label = node?.snippet.startsWith("<img") ? alt && decodeHTML(alt) : node?.nodeLabel;
  // The element by its selector's last step, its label, and the file a picture came from.
  const lcpElement = node
    ? [node.selector.split(">").at(-1)!.trim(), label && `"${label.slice(0, 40)}"`, imageUrl && path.basename(new URL(imageUrl).pathname)]
        .filter(Boolean)
        .join(" ")
    : "none";
  const blocking = renderBlockingUrls(result);
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = lhr.configSettings.throttling;
  if (rttMs === undefined || throughputKbps === undefined) throw new Error("Lighthouse's settings name no simulated link");
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new Error(`Lighthouse on ${lhr.requestedUrl}: no performance score`);

  return {
    score: Math.round(score * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    threadTbt: threadTimeTbt(result.artifacts.Trace.traceEvents, cpuSlowdownMultiplier ?? 1),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: ofType("total").transferSize,
    jsBytes: ofType("script").transferSize,
    requests: ofType("total").requestCount,
    phases,
    lcpElement,
    limitBytes: {
      document: transferred(lhr.mainDocumentUrl, "Document"),
      css: [...blocking].reduce((sum, url) => sum + transferred(url, "Stylesheet"), 0),
      lcpImage: transferred(imageUrl, "Image"),
    },
    throttling: { rttMs, throughputKbps },
    warnings,
  };
}
