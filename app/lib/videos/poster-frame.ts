/**
 * Where a video's poster frame is taken: about a second in (past a fade from black, before anything
 * has happened), or halfway through a clip shorter than two seconds; when that frame is black, a
 * third of the way through. A later time no longer than the clip is not tried twice.
 */
export function posterTimes(seconds: number): number[] {
  const first = Math.min(1, seconds / 2);
  const second = seconds / 3;
  return second - first > 0.25 ? [first, second] : [first];
}

/** sharp's per-channel statistics (0–255) of a frame. */
export type ChannelStats = { mean: number; stdev: number };

/** A frame with nothing to see: every channel dark and nearly even (a fade, a lens cap, the first frames of many phones). */
export function isBlackFrame(channels: readonly ChannelStats[]): boolean {
  return channels.length > 0 && channels.every(({ mean, stdev }) => mean < 24 && stdev < 12);
}
