import { describe, expect, it } from "vitest";
import { parseDerivativeRequest, planDerivatives, planWidths, srcset } from "../../app/lib/images/plan";

describe("derivative planning", () => {
  it("never upscales and ends with the image's own width", () => {
    expect(planWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(planWidths(300)).toEqual([300]);
    expect(planWidths(6000)).toEqual([320, 640, 960, 1280, 1920, 2560]);
    expect(planWidths(1280)).toEqual([320, 640, 960, 1280]);
  });

  it("plans AVIF, WebP and JPEG at every width", () => {
    const plan = planDerivatives(700);
    expect(plan).toHaveLength(9);
    expect(new Set(plan.map((d) => d.format))).toEqual(new Set(["avif", "webp", "jpg"]));
  });

  it("writes srcset in ascending width", () => {
    expect(srcset("a".repeat(24), 700, "webp", "")).toBe(
      `/img/${"a".repeat(24)}/320.webp 320w, /img/${"a".repeat(24)}/640.webp 640w, /img/${"a".repeat(24)}/700.webp 700w`,
    );
  });

  it("accepts only well-formed derivative addresses", () => {
    const hash = "0123456789abcdef01234567";
    expect(parseDerivativeRequest(hash, "640.avif")).toEqual({ address: hash, width: 640, format: "avif" });
    for (const [h, f] of [
      ["..", "640.avif"],
      [hash, "../640.avif"],
      [hash, "640.avif/../../etc/passwd"],
      [hash, "640.png"],
      [hash, "0640.avif"],
      ["0123456789ABCDEF01234567", "640.avif"],
      [`${hash}/..`, "640.avif"],
      [hash, "640.avif%00"],
      [undefined, "640.avif"],
    ]) {
      expect(parseDerivativeRequest(h, f)).toBeUndefined();
    }
  });
});
