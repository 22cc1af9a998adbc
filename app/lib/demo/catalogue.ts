import type { Scene } from "./art";

/** The demo site's albums: what a new owner sees first, and what the tests browse. */
export type DemoAlbum = {
  folder: string;
  title: string;
  description: string;
  order: number;
  scene?: Scene;
  count: number;
  /** How captions reach the site: sidecar .yml files, or text embedded in the JPEG (XMP/EXIF). */
  captions: "sidecar" | "embedded";
  names: string[];
  children?: DemoAlbum[];
};

/** Width / height ratios: portrait, landscape, panorama and square all appear. */
export const aspectRatios = [3 / 2, 2 / 3, 16 / 9, 1, 4 / 5, 3, 5 / 4, 3 / 4, 2, 9 / 16];

export const demoAlbums: DemoAlbum[] = [
  {
    folder: "Landscapes",
    title: "Landscapes",
    description: "Ridges, valleys and long evening light.",
    order: 1,
    scene: "landscape",
    count: 16,
    captions: "sidecar",
    names: [
      "Valley at dawn",
      "Seven ridges",
      "Pass road",
      "High meadow",
      "Last light",
      "Blue hour",
      "The long view",
      "Cloud line",
      "Foothills",
      "Quiet basin",
      "Ember sky",
      "Morning haze",
      "Upper lake",
      "Shepherd's path",
      "Saddle",
      "Far range",
    ],
  },
  {
    folder: "Cityscapes",
    title: "Cityscapes",
    description: "Towers, windows and the glow of streets after dark.",
    order: 2,
    scene: "city",
    count: 14,
    captions: "sidecar",
    names: [
      "Night shift",
      "Harbour towers",
      "Eleven floors",
      "Late office",
      "Skyline study",
      "Rooftops",
      "Evening grid",
      "The old quarter",
      "Midtown",
      "Lights on",
      "Silhouettes",
      "Station district",
      "Blue facade",
      "Twin blocks",
    ],
  },
  {
    folder: "Travel",
    title: "Travel",
    description: "Journeys north and along the coast, with a film, two embedded videos and field notes.",
    order: 3,
    scene: "landscape",
    count: 4,
    captions: "sidecar",
    names: ["Departure", "Ferry deck", "Border crossing", "Homeward"],
    children: [
      {
        folder: "Northern Lights",
        title: "Northern Lights",
        description: "Winter nights under the aurora.",
        order: 1,
        scene: "aurora",
        count: 12,
        captions: "embedded",
        names: [
          "First curtain",
          "Green river",
          "Corona",
          "Over the fjord",
          "Quiet storm",
          "Veil",
          "Midnight arc",
          "Star field",
          "Drift",
          "Pulse",
          "Second wave",
          "Fading",
        ],
      },
      {
        folder: "Coastlines",
        title: "Coastlines",
        description: "Cliffs, lighthouses and the sea at every hour.",
        order: 2,
        scene: "coast",
        count: 12,
        captions: "embedded",
        names: [
          "Lighthouse point",
          "Low tide",
          "Headland",
          "Salt air",
          "Breakwater",
          "Sea stacks",
          "Harbour mouth",
          "West cape",
          "Storm coming",
          "Calm bay",
          "Tide line",
          "Beacon",
        ],
      },
    ],
  },
  {
    folder: "Abstract",
    title: "Abstract",
    description: "Shapes and colour after the Bauhaus.",
    order: 4,
    scene: "abstract",
    count: 12,
    captions: "sidecar",
    names: [
      "Composition I",
      "Red circle",
      "Counterweight",
      "Balance",
      "Yellow field",
      "Arc and line",
      "Composition II",
      "Signal",
      "Orbit",
      "Tilt",
      "Primary",
      "Composition III",
    ],
  },
];

const moods = ["soft", "clear", "warm", "cold", "still", "restless", "golden", "muted"];
const moments = ["just after sunrise", "in the late afternoon", "at the edge of the night", "after the rain", "on a windless day", "before the storm"];

/** A short caption per picture, varied but deterministic. */
export function demoCaption(title: string, index: number): string {
  return `${title}: ${moods[index % moods.length]} light, ${moments[(index * 5) % moments.length]}.`;
}
