import { useCallback, useEffect, useRef, useState } from "react";
import { createEdgeSwipe } from "../../lib/dom/edge-swipe";
import { trapFocus } from "../../lib/dom/focus-trap";
import { useMediaQuery } from "../../hooks/use-media-query";
import type { MenuLevel, MenuNode } from "../../lib/layout/menu";
import { inert, Level, SubLevel } from "./OffCanvasLevel";
import { offcanvas } from "./offcanvas-settings";
import { useT } from "../../hooks/use-t";

/**
 * The mobile menu: slides in from the right below 992 px, nested levels overlapping with 15 px
 * spacing. Built only when the page navigation holds a list, as the spec's menu plugin requires.
 */
export function OffCanvasMenu({ menu, version }: { menu: MenuLevel; version: string }) {
  const t = useT();
  const active = useMediaQuery(`(max-width: ${offcanvas.collapseAt - 0.02}px)`);
  /** Undefined until the page's navigation has been looked at. */
  const [built, setBuilt] = useState<boolean>();
  const [open, setOpen] = useState(false);
  // The levels are built when the menu first opens: until then a phone's page carries none of its entries.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [path, setPath] = useState<MenuNode[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setBuilt(Boolean(document.getElementById("site-nav")?.querySelector("ul")));
  }, [menu]);

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
        {opened ? (
          <Level level={menu} depth={0} covered={path.length > 0} onOpen={(node) => setPath([node])} onBack={close} onClose={close} onNavigate={close} />
        ) : null}
        {path.map((node, i) => (
          <SubLevel
            key={node.id}
            node={node}
            version={version}
            depth={i + 1}
            covered={i < path.length - 1}
            onOpen={(next) => setPath((current) => [...current.slice(0, i + 1), next])}
            onBack={() => setPath((current) => current.slice(0, i))}
            onClose={close}
            onNavigate={close}
          />
        ))}
      </div>
    </div>
  );
}
