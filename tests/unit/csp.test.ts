import { describe, expect, it } from "vitest";
import { cspDirectives } from "../../app/lib/http/csp.server";

const hosts = (directive: unknown) => (directive as unknown[]).filter((source): source is string => typeof source === "string");

describe("Content-Security-Policy", () => {
  it("admits no video provider for a site without embedded videos", () => {
    const csp = cspDirectives(true);
    expect(hosts(csp["script-src"])).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
  });

  it("admits exactly the providers whose videos the site holds", () => {
    const youtube = cspDirectives(true, { videoProviders: ["youtube"] });
    expect(hosts(youtube["script-src"])).toEqual(["'self'", "https://www.youtube.com"]);
    expect(youtube["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    const both = cspDirectives(true, { videoProviders: ["vimeo", "youtube"] });
    expect(hosts(both["script-src"])).toEqual(["'self'", "https://player.vimeo.com", "https://www.youtube.com"]);
    expect(both["frame-src"]).toEqual(["https://player.vimeo.com", "https://www.youtube-nocookie.com"]);
  });

  it("runs scripts only with the response's nonce in production", () => {
    const nonce = cspDirectives(true)["script-src"]![1] as (req: unknown, res: unknown) => string;
    expect(nonce({}, { locals: { cspNonce: "abc123" } })).toBe("'nonce-abc123'");
    expect(hosts(cspDirectives(true)["script-src"])).not.toContain("'unsafe-inline'");
  });
});
