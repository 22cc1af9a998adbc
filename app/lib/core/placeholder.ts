import { thumbHashToAverageRGBA } from "thumbhash";

/** The bytes of a base64 ThumbHash (atob works on the server and in the browser). */
export function thumbHashBytes(thumbhash: string): Uint8Array {
  return Uint8Array.from(atob(thumbhash), (c) => c.charCodeAt(0));
}

/** The average colour of a ThumbHash: painted behind an image until it arrives, even without JavaScript. */
export function placeholderColor(thumbhash: string): string {
  try {
    const { r, g, b } = thumbHashToAverageRGBA(thumbHashBytes(thumbhash));
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return "rgb(128 128 128)";
  }
}
