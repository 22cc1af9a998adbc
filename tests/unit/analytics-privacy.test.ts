import { describe, expect, it } from "vitest";
import { anonymiseIp } from "../../app/lib/http/anonymise-ip";
import { referrerSource } from "../../app/lib/analytics/referrer-source";
import { hashPassword, verifyPassword } from "../../app/lib/auth/password-hash.server";
import { createRateLimiter } from "../../app/lib/auth/rate-limiter";

describe("anonymiseIp", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0"],
    ["::ffff:203.0.113.77", "203.0.113.0"],
    ["2001:db8:85a3:1234:5678:8a2e:370:7334", "2001:db8:85a3::"],
    ["2001:0DB8:0000:1234::1", "2001:db8:0::"],
    ["::1", "0:0:0::"],
    ["fe80::1%eth0", "fe80:0:0::"],
    ["not an address", "0.0.0.0"],
    [undefined, "0.0.0.0"],
  ])("%s → %s", (input, expected) => {
    expect(anonymiseIp(input)).toBe(expected);
  });
});

describe("referrerSource", () => {
  it.each([
    [undefined, "Direct"],
    ["", "Direct"],
    ["android-app://com.google.android.gm/", "Direct"],
    ["not a url", "Direct"],
    ["https://www.google.co.uk/", "Google"],
    ["https://duckduckgo.com/?q=x", "DuckDuckGo"],
    ["https://t.co/abc", "X (Twitter)"],
    ["https://l.facebook.com/l.php", "Facebook"],
    ["https://www.photoblog.example/post/1", "photoblog.example"],
    ["https://gallery.example/albums/x", null],
  ])("%s → %s", (referrer, expected) => {
    expect(referrerSource(referrer, "gallery.example")).toBe(expected);
  });
});

describe("owner password", () => {
  it("verifies the right password, rejects a wrong one and a malformed hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain("correct");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery ", hash)).toBe(false);
    expect(await verifyPassword("correct horse battery", "scrypt$16384$8$1$bad")).toBe(false);
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});

describe("rate limiter", () => {
  it("allows `limit` hits per window per key, then says how long to wait", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 1000, now: () => now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter("a")).toBe(0);
      limiter.hit("a");
      now += 10;
    }
    expect(limiter.retryAfter("a")).toBe(950);
    expect(limiter.retryAfter("b")).toBe(0);
    now = 1001;
    expect(limiter.retryAfter("a")).toBe(0);
    limiter.hit("a");
    limiter.clear("a");
    expect(limiter.retryAfter("a")).toBe(0);
  });
});
