import { useState, type KeyboardEvent } from "react";
import type { MenuNode } from "../../lib/layout/menu";
import { MenuLink } from "./MenuLink";
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

function MenuItem({ node }: { node: MenuNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hasChildren = node.children.length > 0;
  const submenuId = `submenu-${node.id}`;
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      event.currentTarget.querySelector<HTMLButtonElement>(".submenu-toggle")?.focus();
    }
  };
  return (
    <li
      className={`menu-item${hasChildren ? " has-children" : ""}${open ? " active" : ""}`}
      onMouseEnter={hasChildren ? () => setOpen(true) : undefined}
      onMouseLeave={hasChildren ? () => setOpen(false) : undefined}
      onKeyDown={hasChildren ? onKeyDown : undefined}
      onBlur={(event) => {
        if (hasChildren && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <MenuLink node={node} />
      {hasChildren ? (
        <>
          <button
            type="button"
            className="submenu-toggle"
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={t("menu.submenu", { label: node.label })}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
          <div className="sub-menu" id={submenuId} hidden={!open}>
            <SubmenuList nodes={node.children} />
          </div>
        </>
      ) : null}
    </li>
  );
}

/** The desktop menu (≥ 992 px): hover or the toggle shows an item's first-level submenu. */
export function DesktopMenu({ nodes }: { nodes: MenuNode[] }) {
  const t = useT();
  return (
    <nav id="site-nav" className="site-nav" aria-label={t("menu.main")}>
      {nodes.length > 0 ? (
        <ul className="menu">
          {nodes.map((node) => (
            <MenuItem key={node.id} node={node} />
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
