import { albumLoad, type AlbumLoad } from "./album-load";
import { phoneHeaders } from "./phone";

/**
 * Each album page under load, the albums taken in turn for `rounds` rounds, so a busy spell on the
 * machine weighs on every album alike rather than on whichever came last; per album, the round with
 * the median p50.
 */
export async function serverRounds(urls: string[], rounds: number): Promise<AlbumLoad[]> {
  const runs = urls.map((): AlbumLoad[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, url] of urls.entries()) runs[i]!.push(await albumLoad(url, phoneHeaders));
  }
  return runs.map((loads) => [...loads].sort((a, b) => a.p50 - b.p50)[Math.floor(loads.length / 2)]!);
}
