import { describe, expect, it } from "vitest";
import { facetValues } from "../../app/lib/browse/facet-values";
import { browsePath, facets, facetSlug, siteFacets, tagPathHref } from "../../app/lib/browse/facets";
import { collectorPathSetting } from "../../app/lib/core/analytics-endpoint";

describe("browse facets", () => {
  it("slugs are ASCII with accents folded as search folds them, and the same for the same value", () => {
    expect(facetSlug("Zürich")).toBe("zurich");
    expect(facetSlug("Île de Ré")).toBe("ile-de-re");
    expect(facetSlug("NIKKOR Z 50mm f/1.8 S")).toBe("nikkor-z-50mm-f-1-8-s");
    expect(browsePath("years", "2024")).toBe("/years/2024");
    expect(tagPathHref(["Places", "Europe", "Zürich"])).toBe("/tags/places/europe/zurich");
  });

  it("a value with no Latin letter or digit gets a short stable hash, different for different values", () => {
    expect(facetSlug("東京")).toMatch(/^x[0-9a-f]{8}$/);
    expect(facetSlug("東京")).toBe(facetSlug("東京"));
    expect(facetSlug("東京")).not.toBe(facetSlug("大阪"));
    expect(facetSlug("!!!")).not.toBe(facetSlug("???"));
  });

  it("a photo is found under its tags, every level of its keyword hierarchies, its people, its camera, its lens and the year it was taken", () => {
    expect(
      facetValues({
        tags: ["sea", "Zürich"],
        tagPaths: [["Places", "Europe", "Zürich"]],
        people: ["Ada Lovelace"],
        details: { camera: "Fujifilm X-T5", lens: "XF23mmF1.4 R", taken: "2023-08-14T19:02:11+02:00" },
      }),
    ).toEqual({
      tags: [["sea"], ["Zürich"], ["Places"], ["Places", "Europe"], ["Places", "Europe", "Zürich"]],
      people: [["Ada Lovelace"]],
      cameras: [["Fujifilm X-T5"]],
      lenses: [["XF23mmF1.4 R"]],
      years: [["2023"]],
    });
    expect(facetValues({ tags: [], tagPaths: [], people: [], details: {} })).toEqual({ tags: [], people: [], cameras: [], lenses: [], years: [] });
  });

  it("offers people only on a site whose owner turned them on", () => {
    expect(siteFacets({ people: { enabled: false } })).toEqual(["tags", "cameras", "lenses", "years"]);
    expect(siteFacets({ people: { enabled: true } })).toEqual(["tags", "people", "cameras", "lenses", "years"]);
  });

  it("no facet's pages can be shadowed by the owner's analytics endpoint", () => {
    for (const facet of facets) expect(collectorPathSetting.safeParse(`/${facet}/x`).success, facet).toBe(false);
  });
});
