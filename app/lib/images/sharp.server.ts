import sharp from "sharp";

// Each derivative is made once and then read from disk, so libvips' operation cache never hits;
// one libvips thread per image (concurrent images are bounded by the derivative store instead)
// keeps the native memory of a burst of encodes small (docs/benchmarks.md, "Memory").
sharp.cache(false);
sharp.concurrency(1);

export default sharp;
export type { Sharp } from "sharp";
