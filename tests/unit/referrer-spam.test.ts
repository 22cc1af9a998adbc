import { expect, it } from "vitest";
import { isSpamReferrer } from "../../app/lib/analytics/referrer-spam/is-spam-referrer";

it("knows a spam domain and its subdomains, and nothing that only looks like one", () => {
  expect(isSpamReferrer("https://semalt.com/")).toBe(true);
  expect(isSpamReferrer("http://www.Semalt.com./crawler?x=1")).toBe(true);
  expect(isSpamReferrer("https://forum.buttons-for-website.com/")).toBe(true);
  for (const referrer of ["https://notsemalt.com/", "https://semalt.com.example.org/", "https://www.google.com/", "", "not a url", undefined, 42]) {
    expect(isSpamReferrer(referrer), String(referrer)).toBe(false);
  }
});
