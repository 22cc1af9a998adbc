import { useEffect, useState } from "react";
import { fetchAlbumList } from "../../lib/gallery/album-list-source";
import { albumLevel, type MenuLevel, type MenuNode } from "../../lib/layout/menu";

export type LevelState = { level?: MenuLevel; failed: boolean };

/**
 * The level under `node` once `wanted` (its submenu opens, or is about to): the owner's sub-links at
 * once, an album's sub-albums from their JSON route (versioned by `version`, fetched once per page).
 */
export function useMenuLevel(node: MenuNode, version: string, wanted: boolean): LevelState {
  const [state, setState] = useState<LevelState>(() => (node.albums ? { failed: false } : { level: { nodes: node.children }, failed: false }));
  const albums = node.albums?.parent;
  useEffect(() => {
    if (!wanted || albums === undefined || state.level) return;
    let current = true;
    fetchAlbumList(albums, 1, version).then(
      (list) => current && setState({ level: albumLevel(list, node.url), failed: false }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted, albums, version, node.url, state.level]);
  return state;
}
