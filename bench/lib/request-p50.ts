import { median } from "./timed";

/** The median time in milliseconds of `count` GETs of `address(i)`, one at a time, the whole body read each time. */
export async function requestP50(count: number, address: (i: number) => string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const asked = performance.now();
    const response = await fetch(address(i), { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${address(i)}: HTTP ${response.status}`);
    times.push(performance.now() - asked);
  }
  return median(times);
}
