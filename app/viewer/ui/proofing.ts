import { isPickable } from "../../lib/proofing/pickable";
import type { ProofingClient } from "../../lib/proofing/proofing-client";
import { createListeners } from "../listeners";
import type { Module } from "../module";
import { currentItem, type ViewerContext } from "../types";

/**
 * A share link holder's picks in the viewer: a heart per list in the bar (the page's own client,
 * so the grid's hearts and counts follow), P for the first list, and where the album takes them
 * a comment panel. Nothing is registered for the public.
 */
export function registerProofing(context: ViewerContext, client: ProofingClient): Module {
  const { pswp } = context;
  const { labels } = client;
  const listeners = createListeners(pswp);
  const hearts: { list: string; element: HTMLElement }[] = [];
  let note: { toggle: HTMLElement; panel: HTMLElement; text: HTMLTextAreaElement; save: HTMLButtonElement } | undefined;
  let noteWanted = false;
  const current = () => {
    const item = currentItem(context);
    return item && isPickable(item) ? item.id : undefined;
  };
  const render = () => {
    const id = current();
    const { state } = client.get();
    const locked = state.sentAt !== null || state.closed;
    for (const { list, element } of hearts) {
      const picked = id !== undefined && client.isPicked(id, list);
      element.hidden = id === undefined;
      element.setAttribute("aria-pressed", String(picked));
      element.toggleAttribute("disabled", locked);
      element.firstElementChild!.textContent = picked ? "♥" : "♡";
    }
    if (!note) return;
    note.toggle.hidden = id === undefined;
    note.toggle.setAttribute("aria-expanded", String(noteWanted));
    note.panel.hidden = !noteWanted || id === undefined;
    // The visitor's words while they type stay; another slide's are read when it comes.
    if (id !== undefined && note.panel.dataset.item !== id) {
      note.panel.dataset.item = id;
      note.text.value = state.notes[id] ?? "";
    }
    note.text.disabled = locked;
    note.save.disabled = locked;
  };
  const toggle = (list: string) => {
    const id = current();
    if (id !== undefined) void client.toggle(id, list);
  };

  for (const [i, { name: list }] of client.get().state.lists.entries()) {
    pswp.ui?.registerElement({
      name: `proof-${i}`,
      order: 7 + i / 10,
      isButton: true,
      ariaLabel: labels.pick(list),
      title: i === 0 ? `${labels.pick(list)} (P)` : labels.pick(list),
      html: `<span aria-hidden="true">♡</span>`,
      onInit: (element) => {
        element.classList.add("vt-proof");
        if (client.get().state.lists.length > 1)
          element.append(Object.assign(document.createElement("span"), { className: "vt-proof__list", textContent: list }));
        hearts.push({ list, element });
        render();
      },
      onClick: () => toggle(list),
    });
  }
  if (client.get().state.comments) registerNote();
  listeners.on("change", render);
  listeners.on("keydown", (event) => {
    const key = event.originalEvent;
    if (key.key.toLowerCase() !== "p" || key.ctrlKey || key.metaKey || key.altKey || key.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    toggle(client.get().state.lists[0]!.name);
  });
  const unsubscribe = client.subscribe(render);
  return {
    destroy() {
      unsubscribe();
      listeners.removeAll();
    },
  };

  function registerNote() {
    let toggleElement: HTMLElement | undefined;
    pswp.ui?.registerElement({
      name: "proof-note",
      order: 7.9,
      isButton: true,
      ariaLabel: labels.comment,
      html: `<span aria-hidden="true">✎</span>`,
      onInit: (element) => {
        toggleElement = element;
        element.classList.add("vt-proof");
        element.setAttribute("aria-controls", "vt-proof-note");
      },
      onClick: () => {
        noteWanted = !noteWanted;
        render();
        if (noteWanted) note?.text.focus();
      },
    });
    pswp.ui?.registerElement({
      name: "proof-note-panel",
      order: 12.5,
      appendTo: "root",
      tagName: "form",
      onInit: (panel) => {
        panel.id = "vt-proof-note";
        const label = Object.assign(document.createElement("label"), { textContent: labels.comment });
        const text = Object.assign(document.createElement("textarea"), { name: "text", maxLength: 2000, rows: 3 });
        const save = Object.assign(document.createElement("button"), { type: "submit", textContent: labels.saveComment });
        label.append(text);
        panel.append(label, save);
        // Typing is the visitor's, not the viewer's: its keys (arrows, Escape aside) must not move slides.
        listeners.listen<KeyboardEvent>(text, "keydown", (event) => event.key !== "Escape" && event.stopPropagation());
        listeners.listen<SubmitEvent>(panel, "submit", (event) => {
          event.preventDefault();
          const id = current();
          if (id !== undefined) void client.change({ intent: "comment", item: id, text: text.value });
        });
        note = { toggle: toggleElement!, panel, text, save };
        render();
      },
    });
  }
}
