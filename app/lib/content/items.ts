import type { Item } from "./site-types";

/** Puts owner-defined items at their one-based positions among the images; the rest follow. */
export function placeItems(images: Item[], extras: { item: Item; position?: number }[]): Item[] {
  const placed = [...images];
  const positioned = extras.filter((extra) => extra.position !== undefined).sort((a, b) => a.position! - b.position!);
  for (const { item, position } of positioned) placed.splice(Math.min(position! - 1, placed.length), 0, item);
  for (const { item, position } of extras) if (position === undefined) placed.push(item);
  return placed;
}

export function youtubeId(url: string): string | undefined {
  return /(?:v=|youtu\.be\/|\/embed\/)([\w-]{6,20})/.exec(url)?.[1];
}

export function vimeoId(url: string): string | undefined {
  return /vimeo\.com\/(?:video\/)?(\d{4,12})/.exec(url)?.[1];
}
