/**
 * How far an ffmpeg run has got, 0 to 1, from what its `-progress` option printed last (key=value
 * lines: `out_time_us=` is the time written so far); undefined before it has said.
 */
export function progressFraction(output: string, seconds: number): number | undefined {
  const times = [...output.matchAll(/^out_time_us=(\d+)$/gm)];
  const last = times.at(-1)?.[1];
  return last === undefined || !(seconds > 0) ? undefined : Math.min(1, Number(last) / 1e6 / seconds);
}
