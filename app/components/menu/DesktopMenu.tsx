import { useState, type KeyboardEvent } from "react";
import { hasSubmenu, type MenuLevel, type MenuNode } from "../../lib/layout/menu";
import { MenuLink } from "./MenuLink";
import { LevelExtras } from "./LevelExtras";
import { useMenuLevel } from "./useMenuLevel";
import { useT } from "../../hooks/use-t";

function SubmenuList({ nodes }: { nodes: MenuNode[] }) {
  return (
    <ul className="sub-menu__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <MenuLink node={node} />
          {node.children.length > 0 ? <SubmenuList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function MenuItem({ node, version }: { node: MenuNode; version: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Each opening counts: a level that failed to load is tried again when it opens again.
  const [openings, setOpenings] = useState(0);
  const openSubmenu = () => {
    if (!open) setOpenings((n) => n + 1);
    setOpen(true);
  };
  // Pointing at or focusing an entry fetches its level, so it is usually there by the time it opens.
  const [intent, setIntent] = useState(false);
  const submenu = hasSubmenu(node);
  const { level, failed } = useMenuLevel(node, version, open || intent, openings);
  const submenuId = `submenu-${node.id}`;
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      event.currentTarget.querySelector<HTMLButtonElement>(".submenu-toggle")?.focus();
    }
  };
  return (
    <li
      className={`menu-item${submenu ? " has-children" : ""}${open ? " active" : ""}`}
      onMouseEnter={submenu ? openSubmenu : undefined}
      onMouseLeave={submenu ? () => setOpen(false) : undefined}
      onFocus={submenu ? () => setIntent(true) : undefined}
      onKeyDown={submenu ? onKeyDown : undefined}
      onBlur={(event) => {
        if (submenu && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <MenuLink node={node} />
      {submenu ? (
        <>
          <button
            type="button"
            className={`submenu-toggle${node.albums ? " submenu-toggle--albums" : ""}`}
            aria-expanded={open}
            aria-controls={level || open ? submenuId : undefined}
            aria-label={t("menu.submenu", { label: node.label })}
            onClick={() => (open ? setOpen(false) : openSubmenu())}
          />
          {/* An album's level is in the page only once wanted: until then its toggle controls nothing yet. */}
          {level || open ? (
            <div className="sub-menu" id={submenuId} hidden={!open} aria-busy={open && !level && !failed ? true : undefined}>
              {level ? <SubmenuList nodes={level.nodes} /> : null}
              <LevelExtras level={level} failed={failed} fallback={node.url} />
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** The desktop menu (≥ 992 px): hover or the toggle shows an item's first-level submenu, an album's fetched when wanted. */
export function DesktopMenu({ menu, version }: { menu: MenuLevel; version: string }) {
  const t = useT();
  return (
    <nav id="site-nav" className="site-nav" aria-label={t("menu.main")}>
      {menu.nodes.length > 0 ? (
        <ul className="menu">
          {menu.nodes.map((node) => (
            <MenuItem key={node.id} node={node} version={version} />
          ))}
          {menu.all ? (
            <li className="menu-item">
              <a href={menu.all.url}>{t("menu.allAlbums", { count: menu.all.count })}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
