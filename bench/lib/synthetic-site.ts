import { siteConfigSchema } from "../../app/lib/content/schemas";
import type { Album, ImageItem, Site } from "../../app/lib/content/site-types";
import { seededRandom, type Random } from "../../app/lib/demo/random";

/** Words a photographer's site is made of; places carry the diacritics visitors leave out. */
export const vocabulary = {
  subjects: [
    "harbour",
    "lighthouse",
    "ridge",
    "valley",
    "market",
    "bridge",
    "cathedral",
    "forest",
    "glacier",
    "dune",
    "station",
    "tower",
    "garden",
    "river",
    "canal",
    "alley",
    "meadow",
    "cliff",
    "beach",
    "pier",
    "orchard",
    "quarry",
    "chapel",
    "ferry",
    "tram",
    "rooftop",
    "fountain",
    "vineyard",
    "lagoon",
    "summit",
  ],
  moods: [
    "misty",
    "golden",
    "quiet",
    "late",
    "early",
    "blue",
    "frozen",
    "windy",
    "crowded",
    "empty",
    "rainy",
    "sunlit",
    "foggy",
    "amber",
    "silver",
    "wild",
    "still",
    "long",
    "warm",
    "cold",
  ],
  places: [
    "Zürich",
    "Kraków",
    "São Paulo",
    "Reykjavík",
    "Málaga",
    "Göteborg",
    "Besançon",
    "Český Krumlov",
    "Ísafjörður",
    "Córdoba",
    "Łódź",
    "Brașov",
    "Nîmes",
    "Tromsø",
    "Sevilla",
    "Porto",
    "Lyon",
    "Bergen",
    "Napoli",
    "Gdańsk",
  ],
  tags: [
    "travel",
    "street",
    "landscape",
    "architecture",
    "night",
    "portrait",
    "film",
    "black and white",
    "winter",
    "summer",
    "sea",
    "mountains",
    "city",
    "people",
    "birds",
    "boats",
    "trains",
    "markets",
    "reflections",
    "snow",
  ],
  cameras: ["Canon EOS R5", "NIKON Z 7II", "FUJIFILM X-T4", "SONY ILCE-7M3", "LEICA Q2", "OLYMPUS E-M1MarkII", "Canon EOS 5D Mark IV", "NIKON D850"],
  lenses: [
    "RF 24-70mm F2.8 L IS USM",
    "NIKKOR Z 24-70mm f/4 S",
    "XF35mmF1.4 R",
    "FE 85mm F1.8",
    "Summilux 28mm f/1.7",
    "M.Zuiko 12-40mm F2.8",
    "EF 16-35mm f/4L IS USM",
    "AF-S 50mm f/1.8G",
  ],
};

function caption(random: Random, title: string, place: string): string {
  const parts = [
    `${title} in ${place}`,
    `${random.pick(vocabulary.moods)} light over the ${random.pick(vocabulary.subjects)}`,
    `seen from the ${random.pick(vocabulary.subjects)} ${random.pick(["at dawn", "after rain", "before the storm", "on a weekday", "in the last hour"])}`,
  ];
  return `${parts.slice(0, random.int(1, 3)).join(", ")}.`;
}

function image(random: Random, album: Album, n: number): ImageItem {
  const place = random.pick(vocabulary.places);
  const title = `${random.pick(vocabulary.moods)} ${random.pick(vocabulary.subjects)}`.replace(/^./, (c) => c.toUpperCase());
  const id = `${album.slug}-${n}`;
  const text = caption(random, title, place);
  return {
    type: "image",
    id,
    fileName: `${id}.jpg`,
    hash: id.padEnd(24, "0").slice(0, 24),
    // Unkeyed, but not the hash: no bench here serves pictures (bench/picture-addresses.ts gives them real ones).
    address: id.padEnd(24, "a").slice(0, 24),
    file: `/synthetic/${id}.jpg`,
    width: 1600,
    height: random.pick([1067, 1200, 2400, 900]),
    thumbhash: "",
    keepMetadata: false,
    title,
    caption: random.next() < 0.8 ? text : undefined,
    alt: random.next() < 0.3 ? `${title}, ${random.pick(vocabulary.moods)} ${random.pick(vocabulary.subjects)} behind` : text,
    tags: Array.from({ length: random.int(0, 4) }, () => random.pick(vocabulary.tags)),
    tagPaths: [],
    people: [],
    firstSeen: Date.UTC(2026, 0, 1) + n * 60_000,
    bytes: 4_000_000 + (n % 7) * 1_000_000,
    details:
      random.next() < 0.7
        ? { camera: random.pick(vocabulary.cameras), lens: random.pick(vocabulary.lenses), taken: `${random.int(2008, 2024)}-06-01T12:00:00` }
        : {},
  };
}

/** A site model of `count` pictures in albums of 100 (every fifth nested in the one before), built without files. */
export function syntheticSite(count: number, seed = 20_000): Site {
  const random = seededRandom(seed);
  const albums: Album[] = [];
  const site: Site = {
    config: siteConfigSchema.parse({}),
    contentDir: "/synthetic",
    albums,
    albumsBySlug: new Map(),
    albumsByKey: new Map(),
    itemsById: new Map(),
    picturesByAddress: new Map(),
    problems: [],
    builtAt: Date.now(),
    assetBase: "",
  };
  for (let a = 0; a * 100 < count; a++) {
    const parent = a % 5 === 4 ? albums[albums.length - 1] : undefined;
    const place = vocabulary.places[a % vocabulary.places.length]!;
    const album: Album = {
      slug: `album-${a + 1}`,
      key: `path:${a}`,
      title: `${place} ${a + 1}`,
      description: `${random.pick(vocabulary.moods)} days around ${place}`,
      dir: `/synthetic/${a}`,
      parent,
      items: [],
      children: [],
      showDetails: true,
      originals: false,
      access: "public",
    };
    (parent ? parent.children : albums).push(album);
    site.albumsBySlug.set(album.slug, album);
    site.albumsByKey.set(album.key, album);
    for (let n = 1; n <= Math.min(100, count - a * 100); n++) {
      const item = image(random, album, n);
      album.items.push(item);
      site.itemsById.set(item.id, { album, item, position: n });
    }
  }
  return site;
}
