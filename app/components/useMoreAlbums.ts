import { useEffect, useMemo, useRef, useState } from "react";
import type { AlbumListPage } from "../lib/content/album-list";
import type { AlbumSummary } from "../lib/content/manifest";
import { fetchAlbumList } from "../lib/gallery/album-list-source";

/** How far below the screen the next page of cards is asked for: a screen or so ahead of the visitor. */
const ahead = "0px 0px 1200px 0px";

/**
 * The first page of a list of albums continues as the visitor scrolls: when `end` (after the last
 * card) nears the screen, the next page is fetched and appended. A later `?page=N` stays itself.
 * `failedAt` is the page that could not be fetched: its page link takes over.
 */
export function useMoreAlbums(list: AlbumListPage) {
  const end = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ key: string; albums: AlbumSummary[]; next: number; failedAt?: number }>();
  const key = `${list.parent ?? ""}@${list.version}/${list.page}`;
  const state = useMemo(() => (loaded?.key === key ? loaded : { key, albums: [], next: list.page + 1 }), [loaded, key, list.page]);
  const continues = list.page === 1 && state.next <= list.pages && state.failedAt === undefined;

  useEffect(() => {
    const element = end.current;
    if (!continues || !element) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetchAlbumList(list.parent, state.next, list.version).then(
          (page) => {
            if (!current) return;
            // A page of a newer build (the site changed meanwhile) may repeat an album already shown.
            const shown = new Set([...list.albums, ...state.albums].map((album) => album.slug));
            setLoaded({ key, albums: [...state.albums, ...page.albums.filter((album) => !shown.has(album.slug))], next: state.next + 1 });
          },
          () => current && setLoaded({ ...state, failedAt: state.next }),
        );
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [continues, key, list.albums, list.parent, list.version, state]);

  return { albums: state.albums.length > 0 ? [...list.albums, ...state.albums] : list.albums, end, continues, failedAt: state.failedAt };
}
