import type { Random } from "./random";

/**
 * Procedural pictures for the demo, as SVG for sharp to render: no downloads, no fonts. Shapes are
 * see-through by `fill-opacity`, not `opacity`: librsvg renders an `opacity` element through a
 * canvas-sized buffer of its own (15 MB at 2400×1600), which made the first start's memory and, with
 * the allocator settings of `npm start`, its time many times larger (docs/benchmarks.md, "Memory").
 */
export type Scene = "landscape" | "city" | "aurora" | "coast" | "abstract";

type Palette = { sky: [string, string]; sun: string; ridges: [string, string] };

const palettes: Palette[] = [
  { sky: ["#1d2b53", "#f6b26b"], sun: "#ffe8b0", ridges: ["#7a6f9b", "#1c1b33"] },
  { sky: ["#2a1a3d", "#ff7b54"], sun: "#ffd5a0", ridges: ["#8c4f6b", "#241528"] },
  { sky: ["#4f9fd6", "#e3f4ff"], sun: "#ffffff", ridges: ["#8fb3c9", "#1f3b4d"] },
  { sky: ["#6b7a8f", "#e8e2d5"], sun: "#fff6e0", ridges: ["#a3a8b0", "#3b4048"] },
  { sky: ["#0f3443", "#34e89e"], sun: "#f0fff4", ridges: ["#2f6f6a", "#0b2027"] },
  { sky: ["#355c7d", "#f8b195"], sun: "#fff1e6", ridges: ["#6c5b7b", "#2a2340"] },
];

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, "0")}`;
}

/** A ridge line as a closed path: a smoothed random walk across the width. */
function ridge(random: Random, width: number, height: number, base: number, roughness: number): string {
  const steps = 24;
  let y = base;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    y = Math.min(height * 0.95, Math.max(height * 0.15, y + random.between(-roughness, roughness)));
    points.push(`${((i / steps) * width).toFixed(1)},${y.toFixed(1)}`);
  }
  return `M0,${height} L${points.join(" L")} L${width},${height} Z`;
}

function sky(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function glow(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="0.25" stop-color="${color}" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

function landscape(random: Random, w: number, h: number): string {
  const palette = random.pick(palettes);
  const layers = random.int(3, 5);
  const sunX = random.between(0.2, 0.8) * w;
  const sunY = random.between(0.25, 0.5) * h;
  const r = Math.min(w, h) * random.between(0.05, 0.09);
  let body = `<defs>${sky("s", ...palette.sky)}${glow("g", palette.sun)}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="${r * 6}" fill="url(#g)"/><circle cx="${sunX}" cy="${sunY}" r="${r}" fill="${palette.sun}"/>`;
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    body += `<path d="${ridge(random, w, h, h * (0.45 + t * 0.3), h * (0.06 - t * 0.03))}" fill="${mix(palette.ridges[0], palette.ridges[1], t)}"/>`;
  }
  return body;
}

function city(random: Random, w: number, h: number): string {
  const palette = random.pick(palettes);
  let body = `<defs>${sky("s", ...palette.sky)}<pattern id="win" width="18" height="26" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="9" height="13" fill="#ffd98a" fill-opacity="0.85"/></pattern><pattern id="dark" width="18" height="26" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="9" height="13" fill="#ffffff" fill-opacity="0.12"/></pattern></defs>`;
  body += `<rect width="${w}" height="${h}" fill="url(#s)"/>`;
  for (let row = 0; row < 2; row++) {
    let x = -random.between(0, 40);
    while (x < w) {
      const bw = random.between(w * 0.05, w * 0.14);
      const bh = random.between(h * (0.25 + row * 0.05), h * (0.75 - row * 0.2));
      const shade = mix(palette.ridges[0], palette.ridges[1], row === 0 ? 0.55 : 1);
      body += `<rect x="${x.toFixed(1)}" y="${(h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${shade}"/>`;
      body += `<rect x="${(x + 6).toFixed(1)}" y="${(h - bh + 12).toFixed(1)}" width="${(bw - 12).toFixed(1)}" height="${(bh - 12).toFixed(1)}" fill="url(#${random.next() > 0.5 ? "win" : "dark"})"/>`;
      x += bw + random.between(2, 18);
    }
  }
  return body;
}

function aurora(random: Random, w: number, h: number): string {
  let body = `<defs>${sky("s", "#020b1a", "#0b3d4c")}<linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cffc4" stop-opacity="0"/><stop offset="0.6" stop-color="#4dffa6" stop-opacity="0.55"/><stop offset="1" stop-color="#b58cff" stop-opacity="0"/></linearGradient></defs>`;
  body += `<rect width="${w}" height="${h}" fill="url(#s)"/>`;
  for (let i = 0; i < 160; i++) {
    body += `<circle cx="${random.between(0, w).toFixed(0)}" cy="${random.between(0, h * 0.7).toFixed(0)}" r="${random.between(0.6, 2.2).toFixed(1)}" fill="#fff" fill-opacity="${random.between(0.3, 0.9).toFixed(2)}"/>`;
  }
  for (let band = 0; band < 4; band++) {
    const top = random.between(0.05, 0.3) * h;
    const amplitude = random.between(0.04, 0.12) * h;
    const phase = random.between(0, Math.PI * 2);
    const edge = (offset: number) =>
      Array.from({ length: 33 }, (_, i) => `${((i / 32) * w).toFixed(0)},${(top + offset + Math.sin(i / 4 + phase) * amplitude).toFixed(0)}`);
    const upper = edge(0);
    const lower = edge(h * random.between(0.25, 0.4)).reverse();
    body += `<path d="M${upper.join(" L")} L${lower.join(" L")} Z" fill="url(#a)" fill-opacity="${random.between(0.5, 0.9).toFixed(2)}"/>`;
  }
  body += `<path d="${ridge(random, w, h, h * 0.82, h * 0.03)}" fill="#02060d"/>`;
  return body;
}

function coast(random: Random, w: number, h: number): string {
  const palette = random.pick(palettes);
  const horizon = h * random.between(0.45, 0.6);
  let body = `<defs>${sky("s", ...palette.sky)}${sky("sea", mix(palette.sky[1], "#0b3954", 0.5), "#06263a")}${glow("g", palette.sun)}</defs>`;
  body += `<rect width="${w}" height="${h}" fill="url(#s)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>`;
  const sunX = random.between(0.3, 0.7) * w;
  body += `<circle cx="${sunX}" cy="${horizon}" r="${h * 0.4}" fill="url(#g)"/>`;
  for (let i = 0; i < 14; i++) {
    const y = horizon + ((h - horizon) * (i + 1)) / 15;
    const points = Array.from({ length: 41 }, (_, k) => `${((k / 40) * w).toFixed(0)},${(y + Math.sin(k * 0.9 + i) * (2 + i * 0.6)).toFixed(1)}`);
    body += `<path d="M${points.join(" L")}" stroke="${palette.sun}" stroke-opacity="${(0.05 + i * 0.012).toFixed(3)}" stroke-width="${1 + i * 0.25}" fill="none"/>`;
  }
  const cliffX = random.next() > 0.5 ? 0 : w * 0.62;
  body += `<path d="M${cliffX},${h} L${cliffX},${horizon - h * 0.12} Q${cliffX + w * 0.2},${horizon - h * 0.2} ${cliffX + w * 0.38},${h} Z" fill="${palette.ridges[1]}"/>`;
  const lx = cliffX + w * 0.12;
  const ly = horizon - h * 0.15;
  body += `<rect x="${lx}" y="${ly - h * 0.12}" width="${w * 0.018}" height="${h * 0.12}" fill="#f4f1ea"/><rect x="${lx}" y="${ly - h * 0.09}" width="${w * 0.018}" height="${h * 0.02}" fill="#c8553d"/><circle cx="${lx + w * 0.009}" cy="${ly - h * 0.13}" r="${w * 0.012}" fill="#fff4c2"/>`;
  return body;
}

const bauhaus = ["#e63946", "#ffb703", "#219ebc", "#023047", "#f1faee", "#2a9d8f", "#f4a261"];

function abstract(random: Random, w: number, h: number): string {
  const background = random.pick(["#f1faee", "#1b1b2f", "#fdf0d5", "#264653"]);
  let body = `<rect width="${w}" height="${h}" fill="${background}"/>`;
  const shapes = random.int(6, 12);
  for (let i = 0; i < shapes; i++) {
    const color = random.pick(bauhaus.filter((c) => c !== background));
    const x = random.between(0, w);
    const y = random.between(0, h);
    const size = random.between(0.08, 0.35) * Math.min(w, h);
    const opacity = random.between(0.65, 0.95).toFixed(2);
    const kind = random.int(0, 3);
    if (kind === 0) body += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${size.toFixed(0)}" fill="${color}" fill-opacity="${opacity}"/>`;
    else if (kind === 1)
      body += `<rect x="${(x - size / 2).toFixed(0)}" y="${(y - size / 2).toFixed(0)}" width="${size.toFixed(0)}" height="${(size * random.between(0.4, 1.6)).toFixed(0)}" fill="${color}" fill-opacity="${opacity}" transform="rotate(${random.int(-30, 30)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
    else if (kind === 2)
      body += `<path d="M${(x - size).toFixed(0)},${y.toFixed(0)} A${size.toFixed(0)},${size.toFixed(0)} 0 0 1 ${(x + size).toFixed(0)},${y.toFixed(0)} Z" fill="${color}" fill-opacity="${opacity}"/>`;
    else
      body += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x + size * 2).toFixed(0)}" y2="${(y + size).toFixed(0)}" stroke="${color}" stroke-width="${(size / 8).toFixed(0)}" stroke-linecap="round"/>`;
  }
  return body;
}

const painters: Record<Scene, (random: Random, w: number, h: number) => string> = { landscape, city, aurora, coast, abstract };

export function sceneSvg(scene: Scene, random: Random, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${painters[scene](random, width, height)}</svg>`;
}
