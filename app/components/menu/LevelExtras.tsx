import type { MenuLevel } from "../../lib/layout/menu";
import { useT } from "../../hooks/use-t";

/**
 * What a menu level says besides its entries: that it is loading, that it could not be loaded (the
 * album's own page lists the same albums), or, for a long list, a link to the album index holding all of them.
 */
export function LevelExtras({ level, failed, fallback }: { level?: MenuLevel; failed: boolean; fallback: string }) {
  const t = useT();
  if (failed) {
    return (
      <p className="menu-level__note" role="status">
        <a href={fallback}>{t("menu.failed")}</a>
      </p>
    );
  }
  if (!level) {
    return (
      <p className="menu-level__note" role="status">
        {t("menu.loading")}
      </p>
    );
  }
  return level.all ? (
    <p className="menu-level__all">
      <a href={level.all.url}>{t("menu.allAlbums", { count: level.all.count })}</a>
    </p>
  ) : null;
}
