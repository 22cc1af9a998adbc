import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { progressLogLine, progressText, readyLogLine, startProgress, type BuildProgress } from "../../app/lib/content/build-progress";
import { inlineScriptHashes } from "../../app/lib/http/inline-scripts";
import { preparingPage, preparingScriptHash, retryAfterSeconds } from "../../app/server/preparing-page";
import { isResourcePath } from "../../app/lib/http/resource-paths";
import { createTranslator } from "../../app/lib/i18n/translator";
import { siteMessages } from "../../app/lib/i18n/catalogues";

describe("build progress", () => {
  it("says what the build is doing before the scan has counted the pictures", () => {
    const progress = startProgress(0);
    expect(progressText(progress)).toBe("looking for pictures");
    expect(progressLogLine(progress)).toBe("preparing: looking for pictures");
  });

  it("counts probed pictures out of the total, with thousands separated", () => {
    const progress = { startedAt: 0, total: 20_000, probed: 4_210 };
    expect(progressText(progress)).toBe("4,210 of 20,000 pictures");
    expect(progressLogLine(progress)).toBe("preparing: 4,210 of 20,000 pictures probed");
    expect(progressText({ startedAt: 0, total: 1, probed: 0 })).toBe("0 of 1 picture");
    expect(progressText({ startedAt: 0, total: 220, probed: 12, videos: 20 })).toBe("12 of 220 pictures and videos");
  });

  it("ends with the number of pictures and the time taken: whole seconds, tenths under ten", () => {
    expect(readyLogLine({ startedAt: 1_000, total: 20_000, probed: 20_000 }, 313_400)).toBe("site ready: 20,000 pictures in 312 s");
    expect(readyLogLine({ startedAt: 1_000, total: 3, probed: 3 }, 3_450)).toBe("site ready: 3 pictures in 2.5 s");
    expect(readyLogLine({ startedAt: 0, total: 0, probed: 0 }, 40)).toBe("site ready: 0 pictures in 0.0 s");
    expect(readyLogLine({ startedAt: 0, total: 201, probed: 201, videos: 1 }, 40)).toBe("site ready: 200 pictures and 1 video in 0.0 s");
  });
});

describe("the preparing page", () => {
  const page = (title: string, language = "en", progress: BuildProgress = { startedAt: 0, total: 20_000, probed: 4_210 }) =>
    preparingPage({ title, t: createTranslator(language, siteMessages(language)), progress, stylesheet: "/assets/preparing-AbC.css" });

  it("shows the counts in a status", () => {
    const html = page("My photos");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p role="status">Preparing the gallery: 4,210 of 20,000 pictures</p>');
    expect(html).toContain('<progress max="20000" value="4210" aria-label="Pictures prepared"></progress>');
    expect(html).toContain("<title>Preparing the gallery: 4,210 of 20,000 pictures · My photos</title>");
    expect(page("My clips", "en", { startedAt: 0, total: 30, probed: 3, videos: 10 })).toContain(
      '<p role="status">Preparing the gallery: 3 of 30 pictures and videos</p>',
    );
  });

  it("speaks the site's language, numbers written its way", () => {
    const html = page("Mes photos", "fr");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<p role="status">Préparation de la galerie : 4\u202f210 images sur 20\u202f000</p>');
    expect(html).toContain('aria-label="Images préparées"');
    expect(page("Meine Fotos", "de-AT", { startedAt: 0, total: 1, probed: 0 })).toContain('<p role="status">Die Galerie wird vorbereitet: 0 von 1 Bild</p>');
  });

  it("follows the build with one script, the one its policy admits by hash; without script, it refreshes itself", () => {
    const html = page("My photos");
    expect(html.match(/<script[^>]*>/g)).toEqual(["<script>"]);
    expect(inlineScriptHashes(html)).toEqual([preparingScriptHash]);
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="${retryAfterSeconds}"></noscript>`);
    expect(html).not.toMatch(/<style|style=/i);
    expect(html).toContain('<link rel="stylesheet" href="/assets/preparing-AbC.css">');
  });

  it("escapes the owner's title", () => {
    const html = page(`<script>alert("x")</script> & Co`);
    // The page's own script is the only one, so the title added none.
    expect(inlineScriptHashes(html)).toEqual([preparingScriptHash]);
    expect(html).not.toContain('alert("x")');
    expect(html).toContain("<h1>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co</h1>");
  });

  it("shows an indeterminate bar before the total is known", () => {
    const html = page("My photos", "en", startProgress(0));
    expect(html).toContain('<p role="status">Preparing the gallery: looking for pictures</p>');
    expect(html).toContain('<progress aria-label="Pictures prepared"></progress>');
  });
});

describe("resource paths", () => {
  it("tells resources from pages", () => {
    for (const resource of [
      "/albums/walks/download",
      "/api/galleries",
      "/api/galleries/walks",
      "/img/abc/640.webp",
      "/original/abc",
      "/media/a/b.mp4",
      "/files/x.pdf",
      "/sitemap.xml",
      "/robots.txt",
      "/admin/analytics/export/pages",
      "/albums/walks.data",
      "/_root.data",
      "/__manifest",
    ]) {
      expect(isResourcePath(resource), resource).toBe(true);
    }
    for (const page of ["/", "/albums/walks", "/search", "/admin/analytics", "/admin/login", "/no-such-page"]) expect(isResourcePath(page), page).toBe(false);
  });

  it("counts every resource route of the app (a route without a component) as a resource", async () => {
    const routes = path.join(import.meta.dirname, "..", "..", "app", "routes");
    // These only redirect: whatever a visitor sees next is a page.
    const redirects = new Set(["admin._index.ts", "admin.logout.ts"]);
    for (const file of await readdir(routes)) {
      const hasComponent = /^export default /m.test(await readFile(path.join(routes, file), "utf8"));
      const address = `/${file
        .replace(/\.tsx?$/, "")
        .replace(/\[\.\]/g, "\u0000")
        .replace(/(^|\.)_index$/, "")
        .split(".")
        // A trailing _ leaves its segment out of the parent's layout, not out of the address.
        .map((part) => (part.startsWith("$") ? "x" : part.replace(/_$/, "")))
        .join("/")
        .replace(/\u0000/g, ".")}`;
      expect(isResourcePath(address), `${file} (${address})`).toBe(!hasComponent && !redirects.has(file));
    }
  });
});
