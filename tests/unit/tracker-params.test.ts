import { describe, expect, it } from "vitest";
import { cleanParams } from "../../app/tracker/event-params";
import { ga4Url } from "../../app/tracker/ga4";
import { privacySignal } from "../../app/tracker/privacy-signal";
import { siteSearch } from "../../app/tracker/site-search";
import { cspDirectives } from "../../app/lib/http/csp.server";

describe("tracker site search", () => {
  it("takes the first non-empty parameter in the spec's order as the term, and lists every one present", () => {
    expect(siteSearch("https://x.test/albums?keyword=aurora&q=&s=%20fjord%20")).toEqual({ search_term: "fjord", q_q: "", q_s: " fjord ", q_keyword: "aurora" });
    expect(siteSearch("https://x.test/?query=lighthouse&search=coast")).toEqual({ search_term: "coast", q_search: "coast", q_query: "lighthouse" });
  });

  it("is silent without a term", () => {
    for (const address of ["https://x.test/", "https://x.test/?q=", "https://x.test/?q=%20&s=", "https://x.test/?Q=big&term=x"])
      expect(siteSearch(address), address).toBeUndefined();
  });
});

describe("tracker event parameters", () => {
  it("keeps strings (cut to 500 characters), finite numbers and booleans under valid keys", () => {
    expect(
      cleanParams({ a: "x".repeat(600), b: 2.5, c: false, d: Number.NaN, e: Infinity, f: null, g: undefined, h: { x: 1 }, Bad: "k", "9x": 1, ok_key_2: "y" }),
    ).toEqual({
      a: "x".repeat(500),
      b: 2.5,
      c: false,
      ok_key_2: "y",
    });
  });

  it("keeps the first 25 parameters", () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, i]));
    expect(Object.keys(cleanParams(many))).toEqual(Array.from({ length: 25 }, (_, i) => `p${i}`));
  });
});

describe("tracker privacy", () => {
  it("reads Global Privacy Control and Do Not Track", () => {
    expect(privacySignal({ globalPrivacyControl: true })).toBe(true);
    expect(privacySignal({ doNotTrack: "1" })).toBe(true);
    expect(privacySignal({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
    expect(privacySignal({ doNotTrack: null })).toBe(false);
  });
});

describe("GA4 forwarding", () => {
  it("writes one event as a GA4 collection request", () => {
    const url = new URL(
      ga4Url("G-ABC123", "123.456", 456, {
        name: "click",
        params: { page_location: "https://x.test/a", page_referrer: "", link_domain: "y.test", outbound: true, copies: 2 },
        ts: 1,
        id: "click1",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.google-analytics.com/g/collect");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: "2",
      tid: "G-ABC123",
      cid: "123.456",
      sid: "456",
      en: "click",
      dl: "https://x.test/a",
      dr: "",
      "ep.link_domain": "y.test",
      "ep.outbound": "true",
      "epn.copies": "2",
    });
  });

  it("lets the page reach Google Analytics only when the owner configured an id", () => {
    expect(cspDirectives(true)["connect-src"]).toEqual(["'self'"]);
    expect(cspDirectives(true, { ga4MeasurementId: undefined })["connect-src"]).toEqual(["'self'"]);
    expect(cspDirectives(true, { ga4MeasurementId: "G-ABC123" })["connect-src"]).toEqual(["'self'", "https://www.google-analytics.com"]);
  });
});
