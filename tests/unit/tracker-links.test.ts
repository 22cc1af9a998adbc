import { describe, expect, it } from "vitest";
import { downloadExtensions, linkEvent } from "../../app/tracker/links";

const link = (href: string, extra: Partial<{ id: string; className: string; textContent: string | null; download: string }> = {}) => ({
  href,
  id: "",
  className: "",
  textContent: "",
  ...extra,
});
const host = "photos.example.com";

describe("tracker link classification", () => {
  it("a link to another host is an outbound click with the link's parameters", () => {
    expect(
      linkEvent(link("https://en.wikipedia.org/wiki/Photography", { id: "wiki", className: "ext big", textContent: "\n  Photography\n  on Wikipedia " }), host),
    ).toEqual([
      "click",
      {
        link_id: "wiki",
        link_url: "https://en.wikipedia.org/wiki/Photography",
        link_text: "Photography on Wikipedia",
        link_classes: "ext big",
        link_domain: "en.wikipedia.org",
        outbound: true,
      },
    ]);
  });

  it("the site's own pages, another port of the same host, and non-web links report nothing", () => {
    for (const href of [
      "https://photos.example.com/albums/travel",
      "http://photos.example.com:8080/",
      "mailto:me@example.com",
      "tel:+441234",
      "javascript:void(0)",
      "not a url",
    ]) {
      expect(linkEvent(link(href), host), href).toBeUndefined();
    }
  });

  it("every spec extension, in any case, at the end of the path, is a download", () => {
    expect(downloadExtensions).toHaveLength(29);
    for (const extension of downloadExtensions) {
      for (const name of [`file.${extension}`, `FILE.${extension.toUpperCase()}`]) {
        const found = linkEvent(link(`https://photos.example.com/files/${name}?v=2#top`), host);
        expect(found?.[0], name).toBe("file_download");
        expect(found?.[1]).toMatchObject({ file_name: `/files/${name}`, file_extension: extension, link_domain: host });
        expect(found?.[1]).not.toHaveProperty("outbound");
      }
    }
  });

  it("is not fooled by extensions elsewhere in the address or longer ones", () => {
    for (const href of [
      "https://photos.example.com/files/report.pdf.html",
      "https://photos.example.com/pdf",
      "https://photos.example.com/a?file=x.pdf",
      "https://photos.example.com/x.docs",
      "https://photos.example.com/x.7zip",
    ]) {
      expect(linkEvent(link(href), host), href).toBeUndefined();
    }
  });

  it("a download from another host is one file_download, marked outbound", () => {
    expect(linkEvent(link("https://cdn.example.org/v/trailer.MP4"), host)).toEqual([
      "file_download",
      expect.objectContaining({ file_name: "/v/trailer.MP4", file_extension: "mp4", link_domain: "cdn.example.org", outbound: true }),
    ]);
  });

  it("a link whose download attribute names a file of a download type is a download, as an album's ZIP", () => {
    expect(
      linkEvent(link("https://photos.example.com/albums/walks/download", { download: "walks.zip", textContent: "Download album (ZIP, 12 MB)" }), host),
    ).toEqual([
      "file_download",
      expect.objectContaining({ file_name: "/albums/walks/download", file_extension: "zip", link_text: "Download album (ZIP, 12 MB)" }),
    ]);
    expect(linkEvent(link("https://photos.example.com/albums/walks", { download: "" }), host)).toBeUndefined();
    expect(linkEvent(link("https://photos.example.com/albums/walks/3", { download: "walks.html" }), host)).toBeUndefined();
  });
});
