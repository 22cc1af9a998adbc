import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { createSticky } from "../lib/dom/sticky";
import type { MenuLevel } from "../lib/layout/menu";
import { DesktopMenu } from "./menu/DesktopMenu";
import { OffCanvasMenu } from "./menu/OffCanvasMenu";
import { SearchForm } from "./search/SearchForm";
import { useT } from "../hooks/use-t";

/** Sticky wrapper top spacing, from the spec. */
const stickyTopSpacing = 0;

/** The header: site title, the desktop menu (`version`: the album tree's, which its levels' addresses carry), the search box, and the toggle (#menu-nav) of the off-canvas menu. */
export function SiteHeader({ title, menu, version }: { title: string; menu: MenuLevel; version: string }) {
  const t = useT();
  const wrapperRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sticky = createSticky(wrapperRef.current!, { topSpacing: stickyTopSpacing });
    return () => sticky.destroy();
  }, []);
  // The off-canvas menu stays outside the wrapper: its backdrop filter would contain position: fixed.
  return (
    <>
      <div className="sticky-wrapper" ref={wrapperRef}>
        <header className="site-header">
          <Link to="/" className="site-title">
            {title}
          </Link>
          <DesktopMenu menu={menu} version={version} />
          <SearchForm id="site-search-q" label={t("search.site")} className="site-search" />
          <button type="button" id="menu-nav" className="menu-toggle" aria-controls="offcanvas-panel" aria-expanded="false" aria-label={t("menu.open")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
      </div>
      <OffCanvasMenu menu={menu} version={version} />
    </>
  );
}
