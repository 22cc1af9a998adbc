// Remix's own decoder (a dependency of @remix-run/react, pinned by it): the bench reads the payload as the browser does.
import { decode, encode } from "turbo-stream";

/** What a page's HTML carries for hydration: the turbo-stream text Remix enqueues, and each route's data decoded. */
export type LoaderData = { payload: string; routes: Record<string, Record<string, unknown>> };

const enqueued = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g;

/** The loader data in a page's HTML (single fetch's `window.__remixContext` stream). */
export async function loaderData(html: string): Promise<LoaderData> {
  const payload = [...html.matchAll(enqueued)].map((match) => JSON.parse(match[1]!) as string).join("");
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(payload));
      controller.close();
    },
  });
  const decoded = await decode(stream);
  await decoded.done;
  const { loaderData: routes } = decoded.value as { loaderData: Record<string, Record<string, unknown>> };
  return { payload, routes };
}

async function encodedBytes(value: unknown): Promise<number> {
  const reader = encode(value).getReader();
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
  return bytes;
}

/**
 * What each field adds to a route's payload: its bytes encoded as the page sends it, less the bytes
 * without it (turbo-stream sends a repeated value once, so a field repeating another costs little).
 */
export async function fieldSizes(data: Record<string, unknown>): Promise<Record<string, number>> {
  const whole = await encodedBytes(data);
  const sizes: Record<string, number> = {};
  for (const field of Object.keys(data)) sizes[field] = whole - (await encodedBytes({ ...data, [field]: undefined }));
  return sizes;
}
