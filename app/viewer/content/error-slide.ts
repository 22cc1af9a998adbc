import { whenOpen, type ViewerContext } from "../types";

/** Whether a slide has one after it: PhotoSwipe loops only with more than two items. */
function hasNext({ pswp }: ViewerContext, index: number): boolean {
  return pswp.canLoop() || index < pswp.getNumItems() - 1;
}

/** The generic error slide: plain wording and a way to continue (the next item where there is one, and back to the gallery). */
export function errorSlide(context: ViewerContext, index: number): HTMLElement {
  const { pswp, t } = context;
  const box = document.createElement("div");
  box.className = "vt-error";
  box.setAttribute("role", "alert");
  const title = document.createElement("p");
  title.className = "vt-error__title";
  title.textContent = t("viewer.errorTitle");
  const hint = document.createElement("p");
  hint.className = "vt-error__hint";
  hint.textContent = t("viewer.errorHint");
  const actions = document.createElement("div");
  actions.className = "vt-error__actions";
  if (hasNext(context, index)) {
    const next = document.createElement("button");
    next.type = "button";
    next.textContent = t("viewer.errorNext");
    next.addEventListener("click", () =>
      whenOpen(pswp, () => {
        context.moved("arrow");
        pswp.next();
      }),
    );
    actions.append(next);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = t("viewer.errorBack");
  close.addEventListener("click", () => pswp.close());
  actions.append(close);
  box.append(title, hint, actions);
  return box;
}
