import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import type { Picture, Site } from "../../app/lib/content/site-types";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { planDerivatives } from "../../app/lib/images/plan";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { derivativeRoute, encodesPerClient } from "../../app/server/derivative-route.server";
import { HotFiles } from "../../app/lib/http/hot-files.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { publicVisitOf } from "../helpers/visits";
import { addresses } from "../helpers/addresses";

/**
 * A store whose resizes wait until `open()`, as behind an encoder busy with others' work, so what a
 * client holds while it waits is seen at a moment of the test's choosing. A request that goes away
 * stops waiting, as it does in the encoder's queue.
 */
class HeldStore extends DerivativeStore {
  private readonly held: (() => void)[] = [];
  private opened = false;

  get waiting(): number {
    return this.held.length;
  }

  open(): void {
    this.opened = true;
    for (const go of this.held.splice(0)) go();
  }

  override async ensure(...args: Parameters<DerivativeStore["ensure"]>): Promise<string> {
    const signal = args[3]?.signal;
    if (!this.opened) {
      await new Promise<void>((resolve, reject) => {
        this.held.push(resolve);
        signal?.addEventListener("abort", () => {
          this.held.splice(this.held.indexOf(resolve), 1);
          reject(signal.reason);
        });
      });
    }
    return super.ensure(...args);
  }
}

let site: Site;
let large: Picture;
let small: Picture;
const servers: http.Server[] = [];

/** Behind a proxy on loopback (TRUST_PROXY=loopback): X-Forwarded-For names the client. */
const from = (address: string, signal?: AbortSignal): RequestInit => ({ headers: { "x-forwarded-for": address }, signal });
const visitorA = ["198.51.100.7", "198.51.100.8"]; // one client: a /24 is one anonymised address
const visitorB = "203.0.113.9";

/** A server answering /img/ from `store`, counting requests whose connection has closed. */
async function serve(store: DerivativeStore): Promise<{ base: string; closed: () => number }> {
  const route = derivativeRoute({ status: () => ({ state: "ready", site }), store }, new HotFiles(0), {
    trust: proxyaddr.compile("loopback"),
  });
  let closed = 0;
  const server = http.createServer((req, res) => void (route(req, res, publicVisitOf(site)) || res.writeHead(404).end()));
  server.on("request", (_req, res: http.ServerResponse) => res.on("close", () => closed++));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, closed: () => closed };
}

const addressesOf = (picture: Picture) => planDerivatives(picture.width).map(({ width, format }) => `/img/${picture.address}/${width}.${format}`);

beforeAll(async () => {
  const content = await tempDir();
  await makeJpeg(path.join(content, "Big", "large.jpg"), { width: 2600, height: 1700, color: "#aa3322" });
  await makeJpeg(path.join(content, "Big", "small.jpg"), { width: 1200, height: 800, color: "#22aa33" });
  site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
  large = [...site.picturesByAddress.values()].find((picture) => picture.width === 2600)!;
  small = [...site.picturesByAddress.values()].find((picture) => picture.width === 1200)!;
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("each client's share of the encoder", () => {
  it("refuses one client's misses beyond its share at once, while its existing files and another client's pictures go on", async () => {
    const dataDir = await tempDir();
    // Made earlier (an ingest, another visitor): a file that exists.
    await new DerivativeStore(dataDir).ensure(small, 320, "jpg");
    const store = new HeldStore(dataDir);
    const { base } = await serve(store);
    const every = addressesOf(large);
    expect(every.length).toBeGreaterThan(encodesPerClient);

    // Every width and format of a picture at once, from one client.
    const answered: Response[] = [];
    const burst = every.map((address, i) => fetch(`${base}${address}`, from(visitorA[i % 2]!)).then((answer) => (answered.push(answer), answer)));
    await vi.waitFor(() => expect(store.waiting + answered.length).toBe(every.length));
    expect(store.waiting).toBe(encodesPerClient);
    for (const refused of answered) {
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toMatchObject({ error: { code: "ENCODE_QUEUE_BUSY" } });
    }
    // Still at its share: a file that exists is sent, a missing one refused without waiting.
    expect((await fetch(`${base}/img/${small.address}/320.jpg`, from(visitorA[0]!))).status).toBe(200);
    expect((await fetch(`${base}/img/${small.address}/640.webp`, from(visitorA[1]!))).status).toBe(503);

    // Another client's picture is taken in, and made once the encoder gets to it.
    const other = fetch(`${base}/img/${small.address}/640.webp`, from(visitorB));
    await vi.waitFor(() => expect(store.waiting).toBe(encodesPerClient + 1));
    store.open();
    expect((await other).status).toBe(200);
    expect((await Promise.all(burst)).filter((answer) => answer.status === 200)).toHaveLength(encodesPerClient);
    expect(store.encoded).toBe(encodesPerClient + 1);
  });

  it("gives a request's place back when it goes away", async () => {
    const store = new HeldStore(await tempDir());
    const { base, closed } = await serve(store);
    const addresses = [...addressesOf(large), ...addressesOf(small)];
    const leaving = addresses.slice(0, encodesPerClient).map(() => new AbortController());
    const gone = leaving.map((controller, i) => fetch(`${base}${addresses[i]}`, from(visitorA[0]!, controller.signal)).catch((error: Error) => error));
    await vi.waitFor(() => expect(store.waiting).toBe(encodesPerClient));
    const next = `${base}${addresses[encodesPerClient]}`;
    expect((await fetch(next, from(visitorA[0]!))).status).toBe(503);

    // The visitor scrolls on: its requests are dropped, and their places with them.
    for (const controller of leaving) controller.abort();
    for (const error of await Promise.all(gone)) expect(error).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(closed()).toBe(encodesPerClient + 1));
    expect(store.waiting).toBe(0);
    const again = fetch(next, from(visitorA[0]!));
    await vi.waitFor(() => expect(store.waiting).toBe(1));
    store.open();
    expect((await again).status).toBe(200);
    expect(store.encoded).toBe(1);
  });
});
