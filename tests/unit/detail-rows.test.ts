import { describe, expect, it } from "vitest";
import { siteMessages } from "../../app/lib/i18n/catalogues";
import { createTranslator } from "../../app/lib/i18n/translator";

const english = createTranslator("en", siteMessages("en"));
const german = createTranslator("de", siteMessages("de"));
import { detailRows, formatExposureBias, formatExposureTime, formatTaken } from "../../app/lib/browse/detail-rows";

describe("photo details as people read them", () => {
  it.each([
    [0.004, "1/250 s"],
    [1 / 8000, "1/8000 s"],
    [1 / 3, "1/3 s"],
    [0.5, "1/2 s"],
    [0.3, "0.3 s"],
    [0.4, "0.4 s"],
    [0.8, "0.8 s"],
    [2, "2 s"],
    [1.3, "1.3 s"],
    [30, "30 s"],
  ])("shutter speed %f s reads %s", (seconds, text) => expect(formatExposureTime(seconds, "en")).toBe(text));

  it.each([
    [0.7, "+0.7 EV"],
    [-1, "\u22121 EV"],
    [-0.33333, "\u22120.3 EV"],
    [0, "0 EV"],
  ])("exposure compensation %f reads %s", (ev, text) => expect(formatExposureBias(ev, "en")).toBe(text));

  it("gives the date the camera showed, with its zone when the file has one", () => {
    expect(formatTaken("2024-05-01T14:03:12+02:00", "en")).toBe("May 1, 2024, 14:03 (UTC+02:00)");
    expect(formatTaken("1999-12-31T23:59:00", "en")).toBe("December 31, 1999, 23:59");
    expect(formatTaken("2024-05-01T14:03:12+02:00", "en-GB")).toBe("1 May 2024, 14:03 (UTC+02:00)");
    expect(formatTaken("2024-05-01T14:03:12+02:00", "de")).toBe("1. Mai 2024, 14:03 (UTC+02:00)");
  });

  it("lists what the file gives, in a photographer's order, and leaves out the rest", () => {
    const rows = detailRows(
      english,
      { camera: "NIKON Z 6", focalLength: 50, focalLength35: 75, aperture: 2.8, exposureTime: 0.004, iso: 400 },
      { width: 6048, height: 4024 },
    );
    expect(rows.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      "Camera: NIKON Z 6",
      "Focal length: 50 mm (75 mm in 35 mm)",
      "Aperture: f/2.8",
      "Shutter speed: 1/250 s",
      "ISO: 400",
      "Size: 6048 × 4024 px",
    ]);
    expect(detailRows(english, { focalLength: 35, focalLength35: 35 })[0]!.value).toBe("35 mm");
    expect(detailRows(english, {})).toEqual([]);
  });

  it("reads in the site's language, decimals and all", () => {
    const rows = detailRows(german, { focalLength: 23, focalLength35: 35, aperture: 1.4, exposureTime: 0.8, exposureBias: -0.7 });
    expect(rows.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      "Brennweite: 23 mm (35 mm KB-äquivalent)",
      "Blende: f/1,4",
      "Belichtungszeit: 0,8 s",
      "Belichtungskorrektur: \u22120,7 EV",
    ]);
  });

  it("adds what the owner wrote: stars, label, people and tags linked to their pages, a hierarchy as one link, the original file", () => {
    const rows = detailRows(english, { camera: "X-T5", rating: 4, label: "Red", originalName: "DSCF0042.RAF" }, undefined, {
      tags: ["lake", "Zürich"],
      tagPaths: [["Places", "Europe", "Zürich"]],
      people: ["Ada Lovelace"],
    });
    expect(rows.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      "Camera: X-T5",
      "Rating: 4 of 5 stars",
      "Label: Red",
      "People: Ada Lovelace",
      "Tags: lake, Places › Europe › Zürich",
      "Original file: DSCF0042.RAF",
    ]);
    expect(rows.find((row) => row.key === "tags")!.links).toEqual([
      { text: "lake", href: "/tags/lake" },
      { text: "Places › Europe › Zürich", href: "/tags/places/europe/zurich" },
    ]);
    expect(rows.find((row) => row.key === "people")!.links).toEqual([{ text: "Ada Lovelace", href: "/people/ada-lovelace" }]);
    // Unrated (0) and rejected (-1) photos show no stars.
    expect(detailRows(english, { rating: 0 })).toEqual([]);
    expect(detailRows(english, { rating: -1 })).toEqual([]);
    expect(detailRows(german, { rating: 1 })[0]!.value).toBe("1 von 5 Sternen");
  });
});
