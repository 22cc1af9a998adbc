import { Scripts } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { heldScriptType, scriptGate } from "../lib/layout/script-gate";

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/**
 * Remix's elements in one pass, in its order (the preloads come before the module script): each
 * module preload taken out, its address kept in `preloads`, and the module script held inert,
 * carrying them for the gate.
 */
function held(node: ReactNode, preloads: string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return child;
    if (child.type === "link" && child.props.rel === "modulepreload") {
      preloads.push(child.props.href!);
      return null;
    }
    if (child.type === "script" && child.props.type === "module") {
      return cloneElement(child, { type: heldScriptType, "data-preloads": preloads.join(" ") } as ElementProps);
    }
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
  return (
    <>
      {held(scripts, [])}
      <script dangerouslySetInnerHTML={{ __html: scriptGate }} suppressHydrationWarning />
    </>
  );
}
