import { expect, it } from "vitest";
import { countryLabel } from "../../app/lib/analytics/dashboard/country-label";

it("shows a stored country code with its English name, and anything else as it is", () => {
  expect(countryLabel("DE")).toBe("Germany (DE)");
  expect(countryLabel("JP")).toBe("Japan (JP)");
  expect(countryLabel("XX")).toBe("XX");
  expect(countryLabel("<b>")).toBe("<b>");
});
