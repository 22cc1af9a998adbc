/** A kind of file the client build holds: its Content-Type, and whether compressing it pays (text does; images and fonts already are). */
export type StaticContentType = { type: string; compressible: boolean };

const text = (type: string): StaticContentType => ({ type, compressible: true });
const packed = (type: string): StaticContentType => ({ type, compressible: false });

/**
 * The files a client build is made of, by extension. Anything else (HTML among it: a page needs its
 * own policy) is left to Express's static files.
 */
const types = new Map<string, StaticContentType>([
  [".js", text("text/javascript; charset=utf-8")],
  [".mjs", text("text/javascript; charset=utf-8")],
  [".css", text("text/css; charset=utf-8")],
  [".json", text("application/json; charset=utf-8")],
  [".map", text("application/json; charset=utf-8")],
  [".webmanifest", text("application/manifest+json; charset=utf-8")],
  [".txt", text("text/plain; charset=utf-8")],
  [".svg", text("image/svg+xml")],
  [".ico", text("image/x-icon")],
  [".wasm", text("application/wasm")],
  [".ttf", text("font/ttf")],
  [".otf", text("font/otf")],
  [".woff", packed("font/woff")],
  [".woff2", packed("font/woff2")],
  [".png", packed("image/png")],
  [".jpg", packed("image/jpeg")],
  [".jpeg", packed("image/jpeg")],
  [".gif", packed("image/gif")],
  [".webp", packed("image/webp")],
  [".avif", packed("image/avif")],
]);

/** The type of a file of the client build by its name, or undefined for a kind it is not made of. */
export function staticContentType(fileName: string): StaticContentType | undefined {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? undefined : types.get(fileName.slice(dot).toLowerCase());
}
