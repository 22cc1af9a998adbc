import type { CSSProperties, ReactNode } from "react";
import type { ItemManifest } from "../../lib/content/manifest";
import { gridSizes, type MasonryPlans } from "../../lib/layout/masonry-plan";
import { LazyPicture } from "./LazyPicture";
import { useT } from "../../hooks/use-t";
import type { MessageKey } from "../../lib/i18n/messages";

const typeLabels: Partial<Record<ItemManifest["type"], MessageKey>> = {
  video: "grid.video",
  youtube: "grid.youtube",
  vimeo: "grid.vimeo",
  inline: "grid.text",
  ajax: "grid.text",
  error: "grid.unavailable",
};

/** What a tile without a picture shows above its title. */
const glyphs: Partial<Record<ItemManifest["type"], string>> = {
  video: "▶\uFE0E",
  youtube: "▶\uFE0E",
  vimeo: "▶\uFE0E",
  inline: "¶",
  ajax: "¶",
};

/** Sizes in the page to 4 decimals of a column's width: 0.03 px on a 300 px column, and shorter pages. */
export const cssNumber = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * A tile's place in every plan, as the CSS variables grid.css positions it with: `--r` its height,
 * `--cN` and `--tN` its column and top with N columns (both in column widths). The page is the same
 * for every screen; the screen's width picks the plan.
 */
export function placeStyle(plans: MasonryPlans, position: number): CSSProperties {
  const style: Record<string, number> = {};
  for (const [columns, plan] of plans) {
    style[`--c${columns}`] = plan.column[position]!;
    style[`--t${columns}`] = cssNumber(plan.top[position]!);
    style["--r"] = cssNumber(plan.ratio[position]!);
  }
  return style as CSSProperties;
}

type Props = { item: ItemManifest; place: CSSProperties; eager: boolean; caption?: ReactNode };

/** A tile whose item has not arrived yet: its planned place, empty. */
export function PendingItem({ place }: { place: CSSProperties }) {
  return <div className="grid-item grid-item--pending" style={place} aria-hidden="true" />;
}

/**
 * One grid tile: a link to the item's own page, which works without JavaScript and in a new tab;
 * a plain click opens the viewer at the item's deep link (#gallery-index) instead.
 */
export function GridItem({ item, place, eager, caption = item.title }: Props) {
  const picture = item.type === "image" ? item : "poster" in item ? item.poster : undefined;
  const t = useT();
  const labelKey = typeLabels[item.type];
  const label = labelKey && t(labelKey);
  return (
    <a
      className={`grid-item grid-item--${item.type}${picture ? "" : " grid-item--tile"}`}
      href={item.page}
      data-id={item.id}
      data-index={item.index}
      style={place}
    >
      {picture ? (
        <LazyPicture picture={picture} alt={item.type === "image" ? item.alt : item.title} sizes={gridSizes} eager={eager} />
      ) : (
        <span className="grid-item__tile" style={{ aspectRatio: `${item.width} / ${item.height}` }}>
          {glyphs[item.type] ? (
            <span className="grid-item__glyph" aria-hidden="true">
              {glyphs[item.type]}
            </span>
          ) : null}
          <span className="grid-item__tile-title">{item.type === "error" ? item.message : item.title}</span>
          {label && item.type !== "error" ? <span className="grid-item__kind">{label}</span> : null}
        </span>
      )}
      {label && picture ? <span className="grid-item__badge">{label}</span> : null}
      <span className="grid-item__caption">{caption}</span>
    </a>
  );
}
