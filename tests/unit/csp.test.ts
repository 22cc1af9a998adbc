import { describe, expect, it } from "vitest";
import { cspDirectives, cspHeader } from "../../app/lib/http/csp.server";
import { inlineScriptHashes, scriptHash } from "../../app/lib/http/inline-scripts";

describe("Content-Security-Policy", () => {
  it("admits no video provider for a site without embedded videos", () => {
    const csp = cspDirectives(true);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
  });

  it("admits exactly the providers whose videos the site holds", () => {
    const youtube = cspDirectives(true, { videoProviders: ["youtube"] });
    expect(youtube["script-src"]).toEqual(["'self'", "https://www.youtube.com"]);
    expect(youtube["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    const both = cspDirectives(true, { videoProviders: ["vimeo", "youtube"] });
    expect(both["script-src"]).toEqual(["'self'", "https://player.vimeo.com", "https://www.youtube.com"]);
    expect(both["frame-src"]).toEqual(["https://player.vimeo.com", "https://www.youtube-nocookie.com"]);
  });

  it("runs a page's inline scripts only by their hashes in production, never 'unsafe-inline' or a nonce", () => {
    const header = cspHeader(cspDirectives(true), [scriptHash("alert(1)")]);
    expect(header).toContain("script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(header).not.toContain("nonce-");
    expect(header.split(";").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  it("adds no hash where development already admits inline scripts (a hash would switch that off)", () => {
    expect(cspHeader(cspDirectives(false), [scriptHash("x")])).not.toContain("sha256-");
  });
});

describe("inline script hashes", () => {
  it("hashes each inline script's text once, in order, and leaves scripts with a src to the policy's origins", () => {
    const html = `<script>a()</script><script src="/assets/x.js"></script><script type="module" async="">b()</script><SCRIPT>a()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([scriptHash("a()"), scriptHash("b()")]);
  });

  it("hashes the text as the browser's parser sees it: line endings become LF", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(scriptHash("a();\nb();\nc();"));
  });

  it("matches the hash a browser computes (sha256 over UTF-8, base64)", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
