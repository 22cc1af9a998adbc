import { describe, expect, it } from "vitest";
import { formatBytes } from "../../app/lib/core/format-bytes";

describe("formatBytes", () => {
  it("reads as a download list does: decimal units, one decimal under ten", () => {
    expect(formatBytes(0)).toBe("0 byte");
    expect(formatBytes(999)).toBe("999 byte");
    expect(formatBytes(12_345)).toBe("12 kB");
    expect(formatBytes(850_400_000)).toBe("850 MB");
    expect(formatBytes(1_234_567_890)).toBe("1.2 GB");
    expect(formatBytes(3_000_000_000_000_000)).toBe("3,000 TB");
  });

  it("speaks the site's language", () => {
    expect(formatBytes(1_234_567_890, "de")).toBe("1,2\u00a0GB");
    expect(formatBytes(1_234_567_890, "fr")).toBe("1,2\u202fGo");
  });
});
