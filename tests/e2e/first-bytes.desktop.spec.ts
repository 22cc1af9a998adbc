import { expect, test } from "@playwright/test";
import { htmlBytes } from "../../bench/lib/html-bytes";
import { loaderData } from "../../bench/lib/loader-data";
import { phoneHeaders } from "../../bench/lib/phone";

// Issue 38: a phone's first bytes. The first congestion window is 10 segments of 1,460 bytes; a page
// past it waits a round trip more. The page's data is what hydration needs, not its content twice.
const firstWindow = 10 * 1460;

test("an album page's HTML fits the first congestion window with room to spare, gzip and brotli alike", async ({ baseURL }) => {
  const { gzip, brotli, html } = await htmlBytes(`${baseURL}/albums/landscapes`, phoneHeaders);
  expect(gzip).toBeLessThan(firstWindow - 1460);
  expect(brotli).toBeLessThan(firstWindow - 2 * 1460);
  // Its data: the grid's items without the addresses the browser makes, no string English already says.
  const { payload, routes } = await loaderData(html);
  expect(Buffer.byteLength(payload)).toBeLessThan(12_000);
  expect(routes.root!.i18n).toEqual({ language: "en", messages: {} });
  expect(payload).not.toMatch(/\/original\/|"\/albums\/landscapes\/\d+"/);
});

test("a search for one letter sends a first screen of results, not all of them", async ({ baseURL }) => {
  const { raw, html } = await htmlBytes(`${baseURL}/search?q=a`, phoneHeaders);
  expect(html.match(/class="grid-item /g)).toHaveLength(24);
  expect(raw).toBeLessThan(110_000);
});
