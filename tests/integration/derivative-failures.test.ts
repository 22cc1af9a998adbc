import { copyFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import type { Site } from "../../app/lib/content/site-types";
import { DerivativeFailure, failureWindowMs } from "../../app/lib/images/derivative-failures";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { derivativeRoute } from "../../app/server/derivative-route.server";
import { HotFiles } from "../../app/lib/http/hot-files.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { publicVisitOf } from "../helpers/visits";
import { addresses } from "../helpers/addresses";

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
afterEach(() => vi.restoreAllMocks());

/** A server answering /img/ from `store` for whatever site `current` holds, as the app's first handler does. */
async function serve(store: DerivativeStore, current: () => Site): Promise<string> {
  const route = derivativeRoute({ status: () => ({ state: "ready", site: current() }), store }, new HotFiles(0), {
    trust: () => false,
  });
  const server = http.createServer((req, res) => void (route(req, res, publicVisitOf(current())) || res.writeHead(404).end()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A data folder whose disk refuses every derivative: a file where the derivatives folder belongs.
 * (Read-only modes do not stop root, which tests may run as; a file in the way stops anyone.)
 */
async function refusingDataDir(): Promise<string> {
  const dataDir = await tempDir();
  await writeFile(path.join(dataDir, "derivatives"), "");
  return dataDir;
}

const failureLines = (logged: { mock: { calls: unknown[][] } }) => logged.mock.calls.filter(([line]) => String(line).startsWith("[DERIVATIVE_FAILED]"));

describe("a derivative that cannot be made", () => {
  it("on a disk that refuses the write, is tried once a minute, not on every request, and logged once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const content = await tempDir();
    await makeJpeg(path.join(content, "Walks", "one.jpg"), { width: 1200, height: 800 });
    const index = await SourceIndex.load(await tempDir());
    let site = await buildSite(content, index, { addresses });
    const picture = [...site.picturesByAddress.keys()][0]!;
    const dataDir = await refusingDataDir();
    const store = new DerivativeStore(dataDir);
    const base = await serve(store, () => site);
    const address = `${base}/img/${picture}/640.webp`;

    // Three at once share one attempt; three after it are answered from its failure.
    const answers = await Promise.all([1, 2, 3].map(() => fetch(address)));
    for (let i = 0; i < 3; i++) answers.push(await fetch(address));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: { code: "IMAGE_NOT_FOUND" } });
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(answer.headers.get("retry-after"))).toBeLessThanOrEqual(failureWindowMs / 1000);
    }
    expect(store.failed).toBe(1);
    expect(store.encoded).toBe(0);
    expect(failureLines(logged)).toHaveLength(1);
    expect(failureLines(logged)[0]![0]).toMatch(/one\.jpg: cannot make 640\.webp: .*\(not tried again for 60 s\)/);

    // Another derivative of the same picture is its own attempt.
    expect((await fetch(`${base}/img/${picture}/320.jpg`)).status).toBe(404);
    expect(store.failed).toBe(2);

    // The owner frees the disk: still within the minute, nothing is tried...
    await rm(path.join(dataDir, "derivatives"));
    expect((await fetch(address)).status).toBe(404);
    expect(store.failed).toBe(2);
    // ...until the content changes and the site is rebuilt (the runtime forgets the failures after each build).
    site = await buildSite(content, index, { addresses });
    store.forgetFailures();
    const made = await fetch(address);
    expect(made.status).toBe(200);
    expect(
      Buffer.from(await made.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
    expect(store.encoded).toBe(1);
    expect(failureLines(logged)).toHaveLength(2);
  });

  it("that does not decode, fails with the same error during the window, and is tried again after it", async () => {
    const dataDir = await tempDir();
    const file = path.join(await tempDir(), "broken.jpg");
    await writeFile(file, "not a picture at all");
    const source = { hash: "ab".repeat(12), file, width: 1200, keepMetadata: false };
    const store = new DerivativeStore(dataDir);

    const first = await store.ensure(source, 640, "jpg").catch((error: unknown) => error);
    expect(first).toBeInstanceOf(DerivativeFailure);
    expect(await store.ensure(source, 640, "jpg").catch((error: unknown) => error)).toBe(first);
    expect(store.recentFailure(source.hash, 640, "jpg")).toBe(first);
    expect(store.failed).toBe(1);

    // A minute later, with the picture replaced by one that decodes, it is made and nothing is remembered.
    await copyFile(await validJpeg(), file);
    vi.spyOn(Date, "now").mockReturnValue((first as DerivativeFailure).retryAt);
    expect((await stat(await store.ensure(source, 640, "jpg"))).size).toBeGreaterThan(0);
    expect(store.failed).toBe(1);
    expect(store.encoded).toBe(1);
    expect(store.recentFailure(source.hash, 640, "jpg")).toBeUndefined();
  });
});

async function validJpeg(): Promise<string> {
  const file = path.join(await tempDir(), "fixed.jpg");
  await makeJpeg(file, { width: 1200, height: 800 });
  return file;
}
