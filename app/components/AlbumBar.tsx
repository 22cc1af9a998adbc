import { useRef, type MouseEvent } from "react";
import type { ItemCounts } from "../lib/content/album-pages";
import { useStickyBelow } from "../lib/dom/use-sticky-below";

type Props = { title: string; gallery: string; counts: ItemCounts };

function countLabel({ pictures, videos, notes: others }: ItemCounts): string {
  const part = (n: number, one: string, many: string) => (n > 0 ? [`${n} ${n === 1 ? one : many}`] : []);
  return [...part(pictures, "photo", "photos"), ...part(videos, "video", "videos"), ...part(others, "note", "notes")].join(" · ");
}

/**
 * The album's sticky element: under the sticky header it keeps the album's name, its size and a
 * way into the viewer at hand while the visitor scrolls through a long grid.
 */
export function AlbumBar({ title, gallery, counts }: Props) {
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
      <p className="album-bar__count">{countLabel(counts)}</p>
      <a className="album-bar__open pill-link" href={`#${gallery}-1`} onClick={openFirst}>
        View full screen
      </a>
    </div>
  );
}
