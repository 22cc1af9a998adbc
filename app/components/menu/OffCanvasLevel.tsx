import type { CSSProperties } from "react";
import { hasSubmenu, type MenuLevel, type MenuNode } from "../../lib/layout/menu";
import { SearchForm } from "../search/SearchForm";
import { LevelExtras } from "./LevelExtras";
import { MenuLink } from "./MenuLink";
import { offcanvas } from "./offcanvas-settings";
import { useMenuLevel } from "./useMenuLevel";
import { useT } from "../../hooks/use-t";

export const inert = (on: boolean) => (on ? ({ inert: "" } as Record<string, string>) : {});

export type LevelProps = {
  depth: number;
  covered: boolean;
  onOpen: (node: MenuNode) => void;
  onBack: () => void;
  onClose: () => void;
  onNavigate: () => void;
};

/** One level of the off-canvas menu: the first with the close control and the search box, the others with a way back and their title. */
export function Level({
  level,
  node,
  failed = false,
  depth,
  covered,
  onOpen,
  onBack,
  onClose,
  onNavigate,
}: LevelProps & { level?: MenuLevel; node?: MenuNode; failed?: boolean }) {
  const t = useT();
  const style: CSSProperties = { left: depth * offcanvas.levelSpacing };
  return (
    <div
      className={`offcanvas__level offcanvas__level--${depth}`}
      style={style}
      data-depth={depth}
      aria-busy={!level && !failed ? true : undefined}
      {...inert(covered)}
    >
      {depth === 0 ? (
        <>
          <button type="button" className="offcanvas__close" onClick={onClose}>
            <span>{t("menu.close")}</span>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <SearchForm id="menu-search-q" label={t("search.menu")} className="offcanvas__search" onSubmit={onNavigate} />
        </>
      ) : (
        <>
          <button type="button" className="offcanvas__back" onClick={onBack}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            <span>{t("menu.back")}</span>
          </button>
          <p className="offcanvas__title">{node?.label}</p>
        </>
      )}
      <ul>
        {(level?.nodes ?? []).map((entry) => (
          <li key={entry.id}>
            <MenuLink node={entry} onNavigate={onNavigate} onHashOnly={hasSubmenu(entry) ? () => onOpen(entry) : undefined} />
            {hasSubmenu(entry) ? (
              <button
                type="button"
                className="offcanvas__next"
                aria-label={t("menu.openSubmenu", { label: entry.label })}
                data-opens={entry.id}
                onClick={() => onOpen(entry)}
              >
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <LevelExtras level={level} failed={failed} fallback={node?.url ?? "/"} />
    </div>
  );
}

/** A level under an entry: its sub-links, or its sub-albums once fetched. */
export function SubLevel({ node, version, ...props }: LevelProps & { node: MenuNode; version: string }) {
  const { level, failed } = useMenuLevel(node, version, true);
  return <Level {...props} node={node} level={level} failed={failed} />;
}
