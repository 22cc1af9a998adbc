import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createCollector } from "../../../app/lib/analytics/collector.server";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import type { AnalyticsRuntime } from "../../../app/server/analytics-runtime.server";
import { collectRoute } from "../../../app/server/collect-route.server";
import type { Site } from "../../../app/lib/content/site-types";
import type { Visit } from "../../../app/server/visit.server";
import { publicVisitOf } from "../../helpers/visits";
import { tempDir } from "../../helpers/fixtures";
import { chrome } from "./collect-request";

const wedding = "Wd-link_0001";
const now = Date.UTC(2026, 10, 23, 10);

let store: SqliteStore;
beforeEach(async () => {
  store = new SqliteStore(path.join(await tempDir(), "analytics.sqlite"));
  await store.migrate();
});
afterEach(async () => store.close());

const weddingLink = { id: wedding, album: "wedding", label: "", createdAt: 0, expiresAt: null, revokedAt: null, passwordHash: null, downloads: "web" } as const;
/** The holder's view: the private album their link opens. */
const holderSite = { albumsBySlug: new Map([["wedding", { slug: "wedding", access: "private", children: [] }]]) } as unknown as Site;
const holder: Visit = {
  sight: { owner: false, opened: new Map([["wedding", "web"]]), links: new Map([["wedding", weddingLink]]), grants: [{ id: "g", link: weddingLink }] },
  site: holderSite,
  thirdParty: false,
  cache: "private",
};

/** The collect route alone on a free port; the edge's part (who is looking) played by `visitOf`. */
async function serve(visitOf: (req: IncomingMessage) => Visit) {
  const collector = createCollector(
    store,
    { secret: "route-test-secret-of-at-least-32-chars", site: "example.org", respectDoNotTrack: false, countryOf: () => null },
    { dailyEventBudget: 1_000, storedToday: 0 },
    () => now,
  );
  // The route reads only these two of the runtime.
  const runtime = { config: { enabled: true }, collector } as unknown as AnalyticsRuntime;
  const route = collectRoute(async () => runtime, { paths: new Set(["/api/v"]), trust: () => false, pageHost: () => "example.org" });
  const server = createServer((req, res) => void (route(req, res, visitOf(req)) || res.writeHead(404).end()));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const send = async (page: string, headers: Record<string, string> = {}) => {
    const events = [{ name: "page_view", params: { page_location: `https://example.org${page}`, page_referrer: "" }, ts: now }];
    const response = await fetch(`http://127.0.0.1:${port}/api/v`, {
      method: "POST",
      body: JSON.stringify({ events }),
      headers: { "user-agent": chrome, ...headers },
    });
    return response.status;
  };
  return { send, close: () => new Promise((resolve) => server.close(resolve)) };
}

const ownPage = { "sec-fetch-site": "same-origin" };

it("files the events a link's holder sends from the site's own pages under the link; the public's stay the site's", async () => {
  const route = await serve((req) => (req.headers["x-holder"] ? holder : publicVisitOf(holderSite)));
  expect(await route.send("/albums/wedding", { ...ownPage, "x-holder": "1" })).toBe(204);
  expect(await route.send("/albums/wedding", ownPage)).toBe(204);
  await route.close();
  expect([...(await store.shareReceipts([wedding])).values()]).toMatchObject([{ firstOpenedAt: now, visitors: 1 }]);
  expect((await store.totals({ from: 0, to: now + 1 })).pageViews).toBe(1);
});

it("trusts an Origin naming the site's pages where a browser sends no Sec-Fetch-Site", async () => {
  const route = await serve(() => holder);
  expect(await route.send("/albums/wedding", { origin: "https://example.org" })).toBe(204);
  await route.close();
  expect([...(await store.shareReceipts([wedding])).keys()]).toEqual([wedding]);
});

it("files nothing under a link for a request another site sent (a navigation or a form carries the grant cookie too)", async () => {
  const route = await serve(() => holder);
  const foreign: Record<string, string>[] = [
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
    { "sec-fetch-site": "none" },
    { origin: "https://evil.example" },
    {},
  ];
  for (const headers of foreign) expect(await route.send("/albums/wedding", headers)).toBe(204);
  await route.close();
  expect(await store.shareReceipts([wedding])).toEqual(new Map());
});
