import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { isHashOnly, type MenuNode } from "../../lib/layout/menu";

const preventHashNavigation = (event: MouseEvent<HTMLAnchorElement>) => {
  if (isHashOnly(event.currentTarget.getAttribute("href"))) event.preventDefault();
};

type Props = {
  node: MenuNode;
  onNavigate?: () => void;
  /** A hash-only link does not navigate; a menu may give it another meaning (opening its level). */
  onHashOnly?: () => void;
  children?: ReactNode;
};

/** A menu entry's link: client routing inside the site, a plain link outside it, nothing for "#". */
export function MenuLink({ node, onNavigate, onHashOnly, children }: Props) {
  const label = children ?? node.label;
  if (node.url.startsWith("/") && !node.url.startsWith("/files/")) {
    return (
      <Link to={node.url} prefetch="intent" onClick={onNavigate}>
        {label}
      </Link>
    );
  }
  return (
    <a
      href={node.url}
      onClick={(event) => {
        preventHashNavigation(event);
        if (isHashOnly(node.url)) onHashOnly?.();
        else onNavigate?.();
      }}
      {...(node.external ? { rel: "noopener" } : {})}
    >
      {label}
    </a>
  );
}
