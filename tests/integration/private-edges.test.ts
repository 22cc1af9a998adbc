import { afterAll, beforeAll, expect, it } from "vitest";
import { ownerCookie } from "../helpers/owner-session";
import { startShareSite } from "../helpers/share-site";

// A real server with GA4 set and a private album: what its log and its owner's pages give away.
const ownerPassword = "edges-owner-password";
const measurementId = "G-OWNERS42";
let site: Awaited<ReturnType<typeof startShareSite>>;

beforeAll(async () => {
  site = await startShareSite(ownerPassword, { analytics: { ga4MeasurementId: measurementId } });
}, 120_000);

afterAll(() => site?.close());

it("writes no share link's token to the log, however its address is spelled to reach the link", async () => {
  const { path: linkPath } = await site.share();
  const token = linkPath.slice("/s/".length);
  for (const spelling of [`/s/${token}`, `/S/${token}`, `/%73/${token}`, `/x/../s/${token}`]) {
    // Each reaches the link: not the unknown address's 404.
    expect((await site.get(spelling)).status, spelling).not.toBe(404);
  }
  // The log is written a second's lines at a time: wait for the last of them.
  await expect
    .poll(
      () =>
        site.server
          .output()
          .split("\n")
          .filter((line) => line.startsWith("GET /s/…")).length,
      { timeout: 10_000 },
    )
    .toBe(4);
  expect(site.server.output()).not.toContain(token);
});

it("sends the owner's pages without the GA4 id; the public's pages carry it", async () => {
  const cookie = await ownerCookie(site.origin, ownerPassword);
  for (const page of ["/", "/albums/harbour", "/albums/wedding", "/admin/analytics"]) {
    const answer = await site.get(page, cookie);
    expect(answer.status, page).toBe(200);
    expect(answer.body, page).not.toContain(measurementId);
  }
  expect((await site.get("/albums/harbour")).body).toContain(measurementId);
});
