import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createCollector } from "../../../app/lib/analytics/collector.server";
import { noSharedAlbums } from "../../../app/lib/analytics/share-tag";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import type { AnalyticsRuntime } from "../../../app/server/analytics-runtime.server";
import { collectRoute, type CollectRouteOptions } from "../../../app/server/collect-route.server";
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

/** The collect route alone on a free port, with the options the server would give it; resolves with what `send` needs. */
async function serve(options: Pick<CollectRouteOptions, "sharedAlbums">) {
  const collector = createCollector(
    store,
    { secret: "route-test-secret-of-at-least-32-chars", site: "example.org", respectDoNotTrack: false, countryOf: () => null },
    { dailyEventBudget: 1_000, storedToday: 0 },
    () => now,
  );
  // The route reads only these two of the runtime.
  const runtime = { config: { enabled: true }, collector } as unknown as AnalyticsRuntime;
  const route = collectRoute(async () => runtime, { paths: new Set(["/api/v"]), trust: () => false, pageHost: () => "example.org", ...options });
  const server = createServer((req, res) => void (route(req, res) || res.writeHead(404).end()));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const send = async (page: string, cookie = "") => {
    const events = [{ name: "page_view", params: { page_location: `https://example.org${page}`, page_referrer: "" }, ts: now }];
    const response = await fetch(`http://127.0.0.1:${port}/api/v`, {
      method: "POST",
      body: JSON.stringify({ events }),
      headers: { "user-agent": chrome, cookie },
    });
    return response.status;
  };
  return { send, close: () => new Promise((resolve) => server.close(resolve)) };
}

it("asks the server which albums each request's share links open, and tags those albums' events with the link", async () => {
  const asked: string[] = [];
  const sharedAlbums = (req: IncomingMessage) => {
    asked.push(req.headers.cookie ?? "");
    return req.headers.cookie === "vitrine_grant=family" ? new Map([["wedding", wedding]]) : noSharedAlbums;
  };
  const route = await serve({ sharedAlbums });
  expect(await route.send("/albums/wedding", "vitrine_grant=family")).toBe(204);
  expect(await route.send("/albums/wedding")).toBe(204);
  await route.close();
  expect(asked).toEqual(["vitrine_grant=family", ""]);
  expect([...(await store.shareReceipts([wedding])).values()]).toMatchObject([{ firstOpenedAt: now, visitors: 1 }]);
  expect((await store.totals({ from: 0, to: now + 1 })).pageViews).toBe(1);
});

it("takes the albums as a promise too (a cookie read asynchronously)", async () => {
  const route = await serve({ sharedAlbums: async () => new Map([["wedding", wedding]]) });
  expect(await route.send("/albums/wedding")).toBe(204);
  await route.close();
  expect([...(await store.shareReceipts([wedding])).keys()]).toEqual([wedding]);
});

it("without the option no album is shared: every event is the site's", async () => {
  const route = await serve({});
  expect(await route.send("/albums/wedding", "vitrine_grant=family")).toBe(204);
  await route.close();
  expect(await store.shareReceipts([wedding])).toEqual(new Map());
  expect((await store.totals({ from: 0, to: now + 1 })).pageViews).toBe(1);
});
