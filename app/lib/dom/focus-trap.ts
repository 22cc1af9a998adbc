const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the container while active; release() restores focus to `returnTo`. */
export function trapFocus(container: HTMLElement, returnTo?: HTMLElement | null) {
  const visible = () =>
    [...container.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.offsetParent !== null && !element.closest("[inert]"));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const elements = visible();
    if (elements.length === 0) return;
    const first = elements[0]!;
    const last = elements[elements.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener("keydown", onKeyDown, true);
  return {
    focusFirst: () => visible()[0]?.focus(),
    release() {
      document.removeEventListener("keydown", onKeyDown, true);
      returnTo?.focus();
    },
  };
}
