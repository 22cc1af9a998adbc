import sharp from "sharp";

// Each derivative is made once and then read from disk, so libvips' operation cache never hits;
// one libvips thread per image (concurrent images are bounded by the derivative store instead)
// keeps the native memory of a burst of encodes small (docs/benchmarks.md, "Memory").
sharp.cache(false);
sharp.concurrency(1);

// sharp 0.35.5 has keepGainMap() (since 0.35.0, marked experimental) but its typings leave it out.
declare module "sharp" {
  interface Sharp {
    /** Resize the picture and its Ultra HDR gain map alike and attach the map again (JPEG in and out). */
    keepGainMap(): Sharp;
  }
}

export default sharp;
export type { Sharp } from "sharp";
