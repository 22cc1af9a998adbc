import { useRef, type MouseEvent } from "react";
import type { ItemCounts } from "../lib/content/album-pages";
import { useStickyBelow } from "../hooks/use-sticky-below";
import { useT } from "../hooks/use-t";
import type { Translate } from "../lib/i18n/translator";

type Props = { title: string; gallery: string; counts: ItemCounts };

function countLabel(t: Translate, { pictures, videos, notes }: ItemCounts): string {
  const part = (key: "album.photos" | "album.videos" | "album.notes", count: number) => (count > 0 ? [t(key, { count })] : []);
  return [...part("album.photos", pictures), ...part("album.videos", videos), ...part("album.notes", notes)].join(" · ");
}

/**
 * The album's sticky element: under the sticky header it keeps the album's name, its size and a
 * way into the viewer at hand while the visitor scrolls through a long grid.
 */
export function AlbumBar({ title, gallery, counts }: Props) {
  const t = useT();
  const barRef = useRef<HTMLDivElement>(null);
  useStickyBelow(barRef, ".sticky-wrapper");
  // The viewer opens from the grid's own links, so the first one is followed (focus returns there);
  // scrolled far down a long album, where it is not drawn, the link's own hash opens the viewer.
  const openFirst = (event: MouseEvent) => {
    const first = document.querySelector<HTMLAnchorElement>(`.grid-item[href="#${gallery}-1"]`);
    if (!first) return;
    event.preventDefault();
    first.click();
  };
  return (
    <div className="album-bar" ref={barRef}>
      <p className="album-bar__title">{title}</p>
      <p className="album-bar__count">{countLabel(t, counts)}</p>
      <a className="album-bar__open pill-link" href={`#${gallery}-1`} onClick={openFirst}>
        {t("album.viewFullScreen")}
      </a>
    </div>
  );
}
