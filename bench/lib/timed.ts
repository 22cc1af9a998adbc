export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median time of `runs` calls of `run`, in milliseconds. */
export function timed(runs: number, run: (i: number) => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  return median(times);
}
