const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the container while active; release() restores focus to `returnTo`. */
export function trapFocus(container: HTMLElement, returnTo?: HTMLElement | null) {
  // Shown and focusable: not display:none, not visibility:hidden (which focus() skips), not inert.
  const visible = () =>
    [...container.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.offsetParent !== null && getComputedStyle(element).visibility !== "hidden" && !element.closest("[inert]"),
    );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const elements = visible();
    if (elements.length === 0) return;
    const first = elements[0]!;
    const last = elements[elements.length - 1]!;
    // The container itself (a dialog focused on opening) counts as outside: either key enters at an end.
    const outside = document.activeElement === container || !container.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || outside)) {
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
