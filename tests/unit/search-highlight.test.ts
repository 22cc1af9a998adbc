import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HitCaption } from "../../app/components/search/HitCaption";
import { markEnd, markStart, segmentsOf } from "../../app/lib/search/highlight";
import { hitHighlights } from "../../app/lib/search/hit-highlights";

const m = (word: string) => `${markStart}${word}${markEnd}`;
const columns = (fields: Partial<Record<"title" | "caption" | "alt" | "tags" | "exif" | "album", string>>) => ({
  title: "",
  caption: "",
  alt: "",
  tags: "",
  exif: "",
  album: "",
  ...fields,
});

describe("highlight segments", () => {
  it("splits marked text into plain and marked runs", () => {
    expect(segmentsOf(`${m("Northern")} ${m("Lights")} at dusk`)).toEqual([
      { text: "Northern", mark: true },
      { text: " ", mark: false },
      { text: "Lights", mark: true },
      { text: " at dusk", mark: false },
    ]);
    expect(segmentsOf("no match")).toEqual([{ text: "no match", mark: false }]);
  });

  it("keeps going when marks are unbalanced", () => {
    expect(segmentsOf(`a${markStart}b`)).toEqual([
      { text: "a", mark: false },
      { text: "b", mark: true },
    ]);
    expect(segmentsOf(`a${markEnd}b`)).toEqual([{ text: "ab", mark: false }]);
  });
});

describe("what a result shows", () => {
  it("shows the best other column when the title does not show why it matched", () => {
    expect(hitHighlights(columns({ title: "Veil", caption: `Veil: muted ${m("light")}`, tags: m("light") }))).toEqual({
      title: [{ text: "Veil", mark: false }],
      detail: {
        column: "caption",
        segments: [
          { text: "Veil: muted ", mark: false },
          { text: "light", mark: true },
        ],
      },
    });
  });

  it("does not repeat a word the title already marks, but names one it does not", () => {
    expect(hitHighlights(columns({ title: m("Corona"), caption: `${m("Corona")}: soft light` })).detail).toBeUndefined();
    expect(hitHighlights(columns({ title: m("Zürich"), caption: `${m("zurich")} again`, exif: `Canon · ${m("2021")}` })).detail?.column).toBe("exif");
  });

  it("renders marks as <mark> and everything else as text, whatever the content holds", () => {
    const hostile = hitHighlights(columns({ title: `<img src=x onerror=alert(1)> ${m("<b>light</b>")}`, tags: `${m("x")}"><script>alert(2)</script>` }));
    const html = renderToStaticMarkup(createElement(HitCaption, { highlights: hostile }));
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain("<mark>&lt;b&gt;light&lt;/b&gt;</mark>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain('<span class="search-hit__where">Tags: </span><mark>x</mark>&quot;&gt;&lt;script&gt;');
  });
});
