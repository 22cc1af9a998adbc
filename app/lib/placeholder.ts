import { thumbHashToAverageRGBA } from "thumbhash";

/** The average colour of a ThumbHash: painted behind an image until it arrives, even without JavaScript. */
export function placeholderColor(thumbhash: string): string {
  try {
    const bytes = Uint8Array.from(atob(thumbhash), (c) => c.charCodeAt(0));
    const { r, g, b } = thumbHashToAverageRGBA(bytes);
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return "rgb(128 128 128)";
  }
}
