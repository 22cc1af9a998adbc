import { describe, expect, it } from "vitest";
import { facetValues } from "../../app/lib/browse/facet-values";
import { browsePath, facetSlug } from "../../app/lib/browse/facets";

describe("browse facets", () => {
  it("slugs are ASCII with accents folded as search folds them, and the same for the same value", () => {
    expect(facetSlug("Zürich")).toBe("zurich");
    expect(facetSlug("Île de Ré")).toBe("ile-de-re");
    expect(facetSlug("NIKKOR Z 50mm f/1.8 S")).toBe("nikkor-z-50mm-f-1-8-s");
    expect(browsePath("years", "2024")).toBe("/years/2024");
  });

  it("a value with no Latin letter or digit gets a short stable hash, different for different values", () => {
    expect(facetSlug("東京")).toMatch(/^x[0-9a-f]{8}$/);
    expect(facetSlug("東京")).toBe(facetSlug("東京"));
    expect(facetSlug("東京")).not.toBe(facetSlug("大阪"));
    expect(facetSlug("!!!")).not.toBe(facetSlug("???"));
  });

  it("a photo is found under each tag once, its camera, its lens and the year it was taken", () => {
    expect(
      facetValues({ tags: ["sea", "sea", "dusk"], details: { camera: "Fujifilm X-T5", lens: "XF23mmF1.4 R", taken: "2023-08-14T19:02:11+02:00" } }),
    ).toEqual({
      tags: ["sea", "dusk"],
      cameras: ["Fujifilm X-T5"],
      lenses: ["XF23mmF1.4 R"],
      years: ["2023"],
    });
    expect(facetValues({ tags: [], details: {} })).toEqual({ tags: [], cameras: [], lenses: [], years: [] });
  });
});
