import type { AlbumSort } from "./schemas";
import type { ErrorItem, ImageItem, VideoItem } from "./site-types";
import { naturalCompare } from "./slug";

type Picture = ImageItem | VideoItem | ErrorItem;

const taken = (item: Picture) => (item.type === "image" ? item.details.taken : item.type === "video" ? item.taken : undefined)?.slice(0, 19);

/**
 * An album's pictures and videos in the order its album.yml asks for. They arrive in file-name order (the
 * default). Photos without a date taken follow the dated ones either way, in name order: a scan
 * or a screenshot should not lead an album sorted newest first.
 */
export function sortImages(images: Picture[], sort: AlbumSort | undefined): Picture[] {
  if (!sort || sort === "name") return images;
  const direction = sort.startsWith("-") ? -1 : 1;
  const key = sort.replace("-", "");
  if (key === "name") return [...images].reverse();
  if (key === "title") return [...images].sort((a, b) => direction * naturalCompare(a.title, b.title));
  const dated = images.filter((item) => taken(item) !== undefined);
  const undated = images.filter((item) => taken(item) === undefined);
  dated.sort((a, b) => direction * (taken(a)! < taken(b)! ? -1 : taken(a)! > taken(b)! ? 1 : 0));
  return [...dated, ...undated];
}
