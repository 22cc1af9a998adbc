import { stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultConcurrency } from "../../app/lib/core/concurrency";
import { buildSite } from "../../app/lib/content/build-site.server";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { planDerivatives } from "../../app/lib/images/plan";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

describe("on-demand derivatives", () => {
  it("run at most one resize per core however many distinct ones a page asks for, and all are made", async () => {
    const content = await tempDir();
    const colors = ["#aa3322", "#22aa33", "#3322aa", "#aaaa22"];
    for (const [i, color] of colors.entries()) await makeJpeg(path.join(content, "Cold", `p${i}.jpg`), { width: 640, height: 480, color });
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    const jobs = [...site.picturesByAddress.values()].flatMap((picture) =>
      planDerivatives(picture.width).map(({ width, format }) => ({ picture, width, format })),
    );
    // A cold page: every derivative requested at once, far more than there are cores.
    expect(jobs.length).toBeGreaterThan(defaultConcurrency * 2);

    const store = new DerivativeStore(await tempDir());
    const files = await Promise.all(jobs.map(({ picture, width, format }) => store.ensure(picture, width, format)));
    expect(store.peakEncoding).toBeGreaterThan(0);
    expect(store.peakEncoding).toBeLessThanOrEqual(defaultConcurrency);
    expect(store.encoded).toBe(jobs.length);
    expect(new Set(files).size).toBe(jobs.length);
    for (const file of files) expect((await stat(file)).size).toBeGreaterThan(0);
  });

  it("drop a resize still waiting its turn once every request for it has gone, and make the ones still wanted", async () => {
    const content = await tempDir();
    for (const [i, color] of ["#aa3322", "#22aa33", "#3322aa"].entries())
      await makeJpeg(path.join(content, "Scrolled", `p${i}.jpg`), { width: 640, height: 480, color });
    const [first, second, third] = [...(await buildSite(content, await SourceIndex.load(await tempDir()), { addresses })).picturesByAddress.values()];
    const { width, format } = planDerivatives(first!.width)[0]!;
    // One resize at a time: the first request's runs, the others wait their turn.
    const store = new DerivativeStore(await tempDir(), 1);
    const running = store.ensure(first!, width, format);
    const scrolledAway = new AbortController();
    const gone = store.ensure(second!, width, format, { signal: scrolledAway.signal });
    const oneOfTwo = new AbortController();
    const leaving = store.ensure(third!, width, format, { signal: oneOfTwo.signal });
    const staying = store.ensure(third!, width, format);
    scrolledAway.abort();
    oneOfTwo.abort();
    await expect(gone).rejects.toThrow(/abort/i);
    await expect(leaving).rejects.toThrow(/abort/i);
    expect((await stat(await running)).size).toBeGreaterThan(0);
    expect((await stat(await staying)).size).toBeGreaterThan(0);
    expect(store.encoded).toBe(2);
    expect(store.abandoned).toBe(1);
    await expect(stat(store.pathOf(second!.hash, width, format))).rejects.toThrow(/ENOENT/);
    // Asked for again later, it is made.
    expect((await stat(await store.ensure(second!, width, format))).size).toBeGreaterThan(0);
    expect(store.encoded).toBe(3);
  });
});
