import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { createEdgeSwipe } from "../../lib/dom/edge-swipe";
import { trapFocus } from "../../lib/dom/focus-trap";
import { useMediaQuery } from "../../hooks/use-media-query";
import type { MenuNode } from "../../lib/layout/menu";
import { SearchForm } from "../search/SearchForm";
import { MenuLink } from "./MenuLink";
import { offcanvas } from "./offcanvas-settings";
import { useT } from "../../hooks/use-t";

const inert = (on: boolean) => (on ? ({ inert: "" } as Record<string, string>) : {});

function Level({
  nodes,
  depth,
  title,
  covered,
  onOpen,
  onBack,
  onClose,
  onNavigate,
}: {
  nodes: MenuNode[];
  depth: number;
  title?: string;
  covered: boolean;
  onOpen: (node: MenuNode) => void;
  onBack: () => void;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const t = useT();
  const style: CSSProperties = { left: depth * offcanvas.levelSpacing };
  return (
    <div className={`offcanvas__level offcanvas__level--${depth}`} style={style} data-depth={depth} {...inert(covered)}>
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
          <p className="offcanvas__title">{title}</p>
        </>
      )}
      <ul>
        {nodes.map((node) => (
          <li key={node.id}>
            <MenuLink node={node} onNavigate={onNavigate} onHashOnly={node.children.length > 0 ? () => onOpen(node) : undefined} />
            {node.children.length > 0 ? (
              <button
                type="button"
                className="offcanvas__next"
                aria-label={t("menu.openSubmenu", { label: node.label })}
                data-opens={node.id}
                onClick={() => onOpen(node)}
              >
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The mobile menu: slides in from the right below 992 px, nested levels overlapping with 15 px
 * spacing. Built only when the page navigation holds a list, as the spec's menu plugin requires.
 */
export function OffCanvasMenu({ nodes }: { nodes: MenuNode[] }) {
  const t = useT();
  const active = useMediaQuery(`(max-width: ${offcanvas.collapseAt - 0.02}px)`);
  /** Undefined until the page's navigation has been looked at. */
  const [built, setBuilt] = useState<boolean>();
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState<MenuNode[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setBuilt(Boolean(document.getElementById("site-nav")?.querySelector("ul")));
  }, [nodes]);

  // Said once when the menu cannot be built, not again on every navigation.
  useEffect(() => {
    if (built === false) console.error("Vitrine menu: the navigation holds no list element, so the off-canvas menu is not built.");
  }, [built]);

  const close = useCallback(() => {
    setOpen(false);
    setPath([]);
  }, []);

  useEffect(() => {
    if (!active) close();
  }, [active, close]);

  useEffect(() => {
    if (!built || !active || open) return;
    const swipe = createEdgeSwipe({ threshold: offcanvas.swipeThreshold, onSwipe: () => setOpen(true) });
    return () => swipe.destroy();
  }, [built, active, open]);

  useEffect(() => {
    const toggle = document.getElementById("menu-nav");
    toggle?.setAttribute("aria-expanded", String(open));
    if (!open || !panelRef.current) return;
    const trap = trapFocus(panelRef.current, toggle);
    trap.focusFirst();
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKeyDown);
    document.documentElement.classList.add("offcanvas-open");
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.documentElement.classList.remove("offcanvas-open");
      trap.release();
    };
  }, [open, close]);

  useEffect(() => {
    const toggle = document.getElementById("menu-nav");
    if (!toggle) return;
    toggle.hidden = !built;
    const onClick = () => setOpen(true);
    toggle.addEventListener("click", onClick);
    return () => toggle.removeEventListener("click", onClick);
  }, [built]);

  // Focus moves into a level that opens; going back, it returns to the control that opened the level.
  const shownPath = useRef<MenuNode[]>([]);
  useEffect(() => {
    const left = shownPath.current[path.length];
    shownPath.current = path;
    const levels = panelRef.current?.querySelectorAll<HTMLElement>(".offcanvas__level");
    const top = levels?.[levels.length - 1];
    const opener = left && top?.querySelector<HTMLElement>(`[data-opens="${left.id}"]`);
    (opener ?? top?.querySelector<HTMLElement>("button, a"))?.focus();
  }, [path]);

  if (!built || !active) return null;
  return (
    <div className={`offcanvas offcanvas--${offcanvas.position}${open ? " is-open" : ""}`} {...inert(!open)}>
      <div className="offcanvas__overlay" onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id="offcanvas-panel"
        className="offcanvas__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t("menu.mainMenu")}
        style={{ width: offcanvas.width }}
      >
        {[{ nodes, title: undefined as string | undefined }, ...path.map((node) => ({ nodes: node.children, title: node.label }))].map((level, depth, all) => (
          <Level
            key={depth}
            nodes={level.nodes}
            depth={depth}
            title={level.title}
            covered={depth < all.length - 1}
            onOpen={(node) => setPath((current) => [...current.slice(0, depth), node])}
            onBack={() => setPath((current) => current.slice(0, depth - 1))}
            onClose={close}
            onNavigate={close}
          />
        ))}
      </div>
    </div>
  );
}
