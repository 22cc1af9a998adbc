import { Scripts } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { heldScriptType, scriptGate } from "../lib/layout/script-gate";

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/** Remix's elements with the module preloads taken out (their addresses kept in `preloads`), in the order Remix wrote them. */
function withoutPreloads(node: ReactNode, preloads: string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return child;
    if (child.type === "link" && child.props.rel === "modulepreload") {
      preloads.push(child.props.href!);
      return null;
    }
    return child.type === Fragment ? cloneElement(child, {}, withoutPreloads(child.props.children, preloads)) : child;
  });
}

/** The module script held inert, carrying the preloads the gate will add when it runs it. */
function held(node: ReactNode, preloads: string): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return child;
    if (child.type === "script" && child.props.type === "module")
      return cloneElement(child, { type: heldScriptType, "data-preloads": preloads } as ElementProps);
    return child.type === Fragment ? cloneElement(child, {}, held(child.props.children, preloads)) : child;
  });
}

/**
 * Remix's <Scripts/>, with its module preloads and module script held back until the first
 * screen's pictures are painted (lib/layout/script-gate.ts): on a phone's slow link the pictures
 * come first. The same on the server and in hydration, so the two agree.
 */
export function PageScripts() {
  // Scripts is a plain function component: called here, its hooks are this component's.
  const scripts = Scripts({}) as ReactElement | null;
  if (!scripts) return null;
  const preloads: string[] = [];
  const rest = withoutPreloads(scripts, preloads);
  return (
    <>
      {held(rest, preloads.join(" "))}
      <script dangerouslySetInnerHTML={{ __html: scriptGate }} suppressHydrationWarning />
    </>
  );
}
