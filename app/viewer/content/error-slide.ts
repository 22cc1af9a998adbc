import { whenOpen, type ViewerContext } from "../types";

/** The generic error slide: plain wording and a way to continue. */
export function errorSlide({ pswp }: ViewerContext): HTMLElement {
  const box = document.createElement("div");
  box.className = "vt-error";
  box.setAttribute("role", "alert");
  const title = document.createElement("p");
  title.className = "vt-error__title";
  title.textContent = "This item could not be shown.";
  const hint = document.createElement("p");
  hint.className = "vt-error__hint";
  hint.textContent = "It may have been moved, or the connection dropped.";
  const actions = document.createElement("div");
  actions.className = "vt-error__actions";
  const next = document.createElement("button");
  next.type = "button";
  next.textContent = "Next item";
  next.addEventListener("click", () => whenOpen(pswp, () => pswp.next()));
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Back to the gallery";
  close.addEventListener("click", () => pswp.close());
  actions.append(next, close);
  box.append(title, hint, actions);
  return box;
}
