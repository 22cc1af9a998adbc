/**
 * bench/picture-addresses: what giving pictures their access-tied addresses costs a build (issue 37).
 *   npx tsx bench/picture-addresses.ts [pictures]      (default 200000)
 * On a site model of that many pictures (no files): the address pass with a new key (every address a
 * keyed hash, as at a server's first build) and again with the same key (a rebuild: each a lookup),
 * median of five runs each in CPU time, beside the lookups every build makes (siteMaps) for scale.
 */
import { addressPictures } from "../app/lib/content/address-pictures";
import { PictureAddressKey } from "../app/lib/content/picture-address-key.server";
import { siteMaps } from "../app/lib/content/site-maps";
import { syntheticSite } from "./lib/synthetic-site";

const count = Number(process.argv[2] ?? 200_000);
const site = syntheticSite(count);
const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
/** CPU milliseconds (user and system): other processes on a busy machine do not count in them, as they would in wall time. */
const timed = (run: () => void) => {
  const started = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
};

const first: number[] = [];
const again: number[] = [];
const maps: number[] = [];
for (let i = 0; i < 5; i++) {
  const key = new PictureAddressKey("bench secret, long enough for the settings' 32 characters");
  first.push(timed(() => addressPictures(site.albums, key)));
  again.push(timed(() => addressPictures(site.albums, key)));
  maps.push(timed(() => siteMaps(site.albums, site.contentDir)));
}
console.log(
  `${count.toLocaleString("en")} pictures: addresses at a first build ${median(first).toFixed(0)} ms, at a rebuild ${median(again).toFixed(0)} ms; ` +
    `the site's lookups (siteMaps) ${median(maps).toFixed(0)} ms (CPU time, medians of 5)`,
);
