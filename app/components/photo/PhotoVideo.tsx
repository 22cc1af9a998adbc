import type { ItemManifest } from "../../lib/content/manifest";
import { pictureUrls } from "../../lib/content/manifest";
import { useAssetBase } from "../../hooks/use-picture-urls";
import { useT } from "../../hooks/use-t";

type Props = { item: Extract<ItemManifest, { type: "video" }> };

/**
 * A video on its own page, as visitors without JavaScript see it (with it, the viewer plays it): its
 * poster, its sources in order (the browser takes the first it can play), nothing fetched until it
 * is played. A browser without `<video>` shows the link.
 */
export function PhotoVideo({ item }: Props) {
  const t = useT();
  const base = useAssetBase();
  return (
    <video
      controls
      playsInline
      preload="none"
      width={item.width}
      height={item.height}
      poster={item.poster && pictureUrls(item.poster, base).src}
      title={item.title}
    >
      {item.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      <a href={item.sources[0]!.src}>{t("photo.playVideo")}</a>
    </video>
  );
}
