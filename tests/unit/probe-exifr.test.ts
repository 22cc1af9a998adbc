import exifr from "exifr";
import sharp from "sharp";
import { expect, it, vi } from "vitest";
import { probeImage } from "../../app/lib/images/probe.server";

// exifr's own export cannot be spied on in place: the module is replaced by one whose parse records its calls.
vi.mock("exifr", async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof exifr }>()).default;
  return { default: { ...actual, parse: vi.fn(actual.parse) } };
});

it("gives exifr one options object for every picture (exifr keeps each object it is given, for good)", async () => {
  for (const background of ["#336699", "#996633"]) {
    await probeImage(
      await sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    );
  }
  const calls = vi.mocked(exifr.parse).mock.calls;
  expect(calls).toHaveLength(2);
  expect(calls[1]![1]).toBe(calls[0]![1]);
});
