import type { SiteConfig } from "../content/schemas";

/** The demo's vitrine.config.yml: outbound links and downloadable files in the menu. */
export const demoConfig: Partial<SiteConfig> = {
  title: "Vitrine",
  description: "A self-hosted gallery of procedural photographs: landscapes, cities, travel and abstract studies.",
  menu: {
    links: [
      {
        label: "Downloads",
        children: [
          { label: "Print price list (PDF)", url: "/files/price-list.pdf" },
          { label: "Exhibitions (CSV)", url: "/files/exhibitions.csv" },
        ],
      },
      {
        label: "Elsewhere",
        children: [
          { label: "Photography on Wikipedia", url: "https://en.wikipedia.org/wiki/Photography" },
          { label: "Creative Commons", url: "https://creativecommons.org/" },
        ],
      },
    ],
  },
  share: ["facebook", "x", "pinterest", "email", "copy"],
  downloads: { originals: true },
};

type DemoItem = { type: string; title: string; caption?: string; position: number; poster?: string; [key: string]: unknown };

/** The Travel album's items.yml: one of every non-image slide type. */
export const travelItems: DemoItem[] = [
  {
    type: "video",
    file: "northern-drift.webm",
    poster: "northern-drift-poster.jpg",
    title: "Northern drift",
    caption: "A short looping film rendered for the demo.",
    width: 640,
    height: 360,
    position: 2,
  },
  {
    type: "youtube",
    url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    poster: "big-buck-bunny-youtube.jpg",
    title: "Big Buck Bunny on YouTube",
    caption: "Blender Foundation's open movie, embedded without cookies.",
    width: 1280,
    height: 720,
    position: 4,
  },
  {
    type: "vimeo",
    url: "https://vimeo.com/1084537",
    title: "Big Buck Bunny on Vimeo",
    caption: "The same open movie, from Vimeo's player.",
    width: 1280,
    height: 720,
    position: 6,
  },
  {
    type: "inline",
    title: "About these journeys",
    html: "<h2>About these journeys</h2><p>Every picture in this demo was drawn by Vitrine itself, from a few lines of SVG.</p><p>Point <code>CONTENT_DIR</code> at your own folder to replace them.</p>",
    position: 1,
  },
  {
    type: "ajax",
    file: "field-notes.html",
    title: "Field notes",
    caption: "Loaded from the server when this slide is shown.",
    position: 5,
  },
];
