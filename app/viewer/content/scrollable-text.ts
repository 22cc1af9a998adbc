import { createListeners } from "../listeners";
import type { ViewerContext } from "../types";
import type { Module } from "../module";

const textCard = ".vt-text__inner";

/** The text card an event happened in, if its content is longer than the card (so it scrolls). */
export function scrollableText(target: EventTarget | null): HTMLElement | undefined {
  const text = target instanceof Element ? target.closest<HTMLElement>(textCard) : null;
  return text && text.scrollHeight > text.clientHeight + 1 ? text : undefined;
}

/** Whether a text can scroll further the way a vertical delta points. */
export function scrollsFurther(text: HTMLElement, deltaY: number): boolean {
  return deltaY > 0 ? text.scrollTop + text.clientHeight < text.scrollHeight - 1 : deltaY < 0 && text.scrollTop > 0;
}

/**
 * Marks text cards whose content overflows with data-scrollable, where CSS lets a finger pan them
 * (PhotoSwipe's touch-action: none stops every pan). The mark must be there before a touch starts,
 * so it follows each card's size: its ajax content arriving, the screen turning.
 */
export function markScrollableText({ pswp }: ViewerContext): Module {
  const listeners = createListeners(pswp);
  const cards = new ResizeObserver((entries) => {
    for (const { target } of entries) target.toggleAttribute("data-scrollable", scrollableText(target) !== undefined);
  });
  const card = (element: HTMLElement | null | undefined) => element?.querySelector(textCard) ?? undefined;
  listeners.on("contentAppend", ({ content }) => {
    const text = card(content.element);
    if (text) cards.observe(text);
  });
  listeners.on("contentRemove", ({ content }) => {
    const text = card(content.element);
    if (text) cards.unobserve(text);
  });
  return {
    destroy: () => {
      listeners.removeAll();
      cards.disconnect();
    },
  };
}
