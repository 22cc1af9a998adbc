import { describe, expect, it } from "vitest";
import { isSameOriginPath } from "../../app/lib/http/same-origin-path";

describe("redirect targets after the login", () => {
  it.each(["/admin/analytics", "/admin/analytics?from=2026-01-01&to=2026-01-31", "/admin/analytics/photos/0123456789ab?sort=shares", "/"])(
    "keeps the path %j",
    (path) => {
      expect(isSameOriginPath(path)).toBe(true);
    },
  );

  it.each([
    "//evil.example",
    "/\t/evil.example",
    "/\\evil.example",
    "/%09/evil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/admin\\..\\evil",
    " /admin/analytics",
    "/admin/ analytics",
    // Decoded, a space: refused like the raw one (the owner lands on the dashboard instead).
    "/albums/a%20b",
    "/admin/é",
    "/%E0%A4%A",
    "https://evil.example/",
    "http:/evil.example",
    "evil.example",
    "",
    `/${"a".repeat(2048)}`,
  ])("refuses %j", (path) => {
    expect(isSameOriginPath(path)).toBe(false);
  });

  it("refuses nothing a browser would read as another host", () => {
    // Whatever passes, resolved as a browser resolves a Location against this site, stays on it.
    const tricky = ["/./", "/.//evil.example", "/..//evil.example", "/a/..//evil.example", "/%2e%2e/evil"];
    for (const path of tricky.filter(isSameOriginPath)) expect(new URL(path, "https://photos.example").host).toBe("photos.example");
  });
});
