import { useEffect, useState } from "react";
import { fetchAlbumList } from "../../lib/gallery/album-list-source";
import { albumLevel, type MenuLevel, type MenuNode } from "../../lib/layout/menu";

export type LevelState = { level?: MenuLevel; failed: boolean };

/**
 * The level under `node` once `wanted` (its submenu opens, or is about to): the owner's sub-links and
 * a level the page carries as they are now, an album's sub-albums from their JSON route (versioned by
 * `version`, fetched once per page). What was fetched belongs to its album and version: a new build's
 * menu fetches afresh. `attempt` changes each time the level opens: a failed fetch is tried again then.
 */
export function useMenuLevel(node: MenuNode, version: string, wanted: boolean, attempt = 0): LevelState {
  const parent = node.albums?.parent;
  const key = parent === undefined ? undefined : `${parent}@${version}`;
  const [fetched, setFetched] = useState<{ key: string; level?: MenuLevel; failed: boolean }>();
  const current = fetched?.key === key ? fetched : undefined;
  const level = current?.level;

  useEffect(() => {
    if (!wanted || parent === undefined || key === undefined || level) return;
    let live = true;
    setFetched({ key, failed: false });
    fetchAlbumList(parent, 1, version).then(
      (list) => live && setFetched({ key, level: albumLevel(list, node.url), failed: false }),
      () => live && setFetched({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, parent, key, version, node.url, level, attempt]);

  if (parent === undefined) return { level: { nodes: node.children }, failed: false };
  return { level, failed: current?.failed ?? false };
}
