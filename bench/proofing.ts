/**
 * bench/proofing: what client proofing costs. The built server on an album of PROOFING_PICTURES
 * (400: ten times the demo's largest album) taking picks into two lists, shared by one link that
 * 20 browsers open (each its own grant, as 20 people on one link). Figures: a holder's album page
 * (rendered for them, with their selection) against a holder's page of the same album without
 * proofing; one pick's round trip against that page; 20 people picking at once
 * (changes a second, p50, p99; every answer checked); the public album page's bytes with proofing
 * on in album.yml against the same album without it (the same, or the public pays for proofing).
 *   npm run build && npx tsx bench/proofing.ts
 */
import path from "node:path";
import { SqliteShareStore } from "../app/lib/sharing/share-store.server";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import { stringify } from "yaml";
import { writeBigAlbum } from "./lib/content";
import { freePort } from "../tests/harness/free-ports";
import { spawnServer } from "../tests/harness/spawn-server";
import { median } from "./lib/timed";

const pictures = Number(process.env.PROOFING_PICTURES ?? 400);
const people = 20;
const picksEach = 100;
const rounds = 30;

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const content = await mkdtemp(path.join(os.tmpdir(), "bench-proofing-"));
const data = await mkdtemp(path.join(os.tmpdir(), "bench-proofing-data-"));
const writeYaml = (file: string, value: unknown) => writeFile(file, stringify(value));
await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Proofing bench" });
const lists = {
  lists: [
    { name: "Album", max: pictures },
    { name: "Retouch", max: 40 },
  ],
  comments: true,
};
for (const album of ["Shoot", "Plain"]) await writeBigAlbum(path.join(content, album), pictures, 160);
await writeYaml(path.join(content, "Shoot", "album.yml"), { proofing: lists });
const server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, TRUST_PROXY: "loopback" });
await server.listening(600_000);
const sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
const { token } = sharing.create({ album: "path:Shoot", label: "Bench", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());

let opened = 0;
const open = async (linkToken = token) => {
  const answer = await fetch(`${origin}/s/${linkToken}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", "x-forwarded-for": `10.0.${opened++}.1` },
  });
  return answer.headers.getSetCookie()[0]!.split(";")[0]!;
};
const cookies: string[] = [];
for (let i = 0; i < people; i++) cookies.push(await open());
const plain = sharing.create({ album: "path:Plain", label: "Bench plain", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());
const plainHolder = await open(plain.token);

async function pageP50(address: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const asked = performance.now();
    const answer = await fetch(`${origin}${address}`, { headers: { cookie } });
    const body = await answer.text();
    if (answer.status !== 200) throw new Error(`${address}: HTTP ${answer.status}`);
    if (i === 0 && cookie === cookies[0] && !body.includes("Your selection")) throw new Error("the holder's page has no proofing");
    if (answer.headers.get("vitrine-cache") !== "bypass") throw new Error(`${address}: not a private render`);
    times.push(performance.now() - asked);
  }
  return median(times);
}

const ids = (await (
  await fetch(`${origin}/api/galleries/shoot/items?from=0&to=${pictures}`, { headers: { cookie: cookies[0]! } })
)
  .json()
  .catch(() => undefined)) as { items?: { id: string }[] } | undefined;
const page = await (await fetch(`${origin}/albums/shoot`, { headers: { cookie: cookies[0]! } })).text();
const items = ids?.items?.map((item) => item.id) ?? [...new Set([...page.matchAll(/name="item" value="([a-f0-9]{12})"/g)].map((match) => match[1]!))];

async function change(cookie: string, item: string, intent: "pick" | "unpick"): Promise<number> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ intent, album: "shoot", item, list: "Album" })) body.set(name, value);
  const asked = performance.now();
  const answer = await fetch(`${origin}/proofing`, { method: "POST", body, headers: { cookie, accept: "application/json", "sec-fetch-site": "same-origin" } });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`a ${intent}: HTTP ${answer.status}`);
  return performance.now() - asked;
}

const holderPage = await pageP50("/albums/shoot", cookies[0]!);
const plainPage = await pageP50("/albums/plain", plainHolder);
const single: number[] = [];
for (let i = 0; i < rounds; i++) single.push(await change(cookies[0]!, items[i % items.length]!, i % 2 === 0 ? "pick" : "unpick"));
const started = performance.now();
const together = (
  await Promise.all(
    cookies.slice(1).map(async (cookie, person) => {
      const times: number[] = [];
      for (let i = 0; i < picksEach; i++) times.push(await change(cookie, items[(person * 7 + i) % items.length]!, "pick"));
      return times;
    }),
  )
)
  .flat()
  .sort((a, b) => a - b);
const elapsed = (performance.now() - started) / 1000;
const publicBytes = async (slug: string) => (await (await fetch(`${origin}/albums/${slug}`)).arrayBuffer()).byteLength;
const [shootBytes, plainBytes] = [await publicBytes("shoot"), await publicBytes("plain")];

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`bench/proofing: an album of ${pictures} pictures, ${people} people on one link; ${rounds} rounds each`);
console.log(
  `holder's album page p50 ${ms(holderPage)} with proofing; a holder's page of the same album without it ${ms(plainPage)}: ratio ${(holderPage / plainPage).toFixed(2)}`,
);
console.log(`one pick's round trip p50 ${ms(median(single))} (${(median(single) / holderPage).toFixed(2)} of the holder's page)`);
console.log(
  `${people - 1} people picking at once: ${together.length} picks in ${elapsed.toFixed(2)} s, ${(together.length / elapsed).toFixed(0)} a second, p50 ${ms(together[Math.floor(together.length / 2)]!)}, p99 ${ms(together[Math.floor(together.length * 0.99)]!)}`,
);
console.log(
  `public album page: ${shootBytes} B with proofing in album.yml, ${plainBytes} B without (${shootBytes === plainBytes ? "the same" : `${shootBytes - plainBytes} B apart`})`,
);
sharing.close();
server.child.kill("SIGTERM");
await server.exited;
