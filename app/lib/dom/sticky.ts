/**
 * The wrapper sticks with CSS (position: sticky; top: topSpacing). A sentinel just above it tells,
 * through an IntersectionObserver, when it is stuck, so `is-sticky` can style it: no scroll handler.
 */
export function createSticky(wrapper: HTMLElement, { topSpacing = 0 } = {}) {
  const sentinel = document.createElement("div");
  sentinel.className = "sticky-sentinel";
  sentinel.setAttribute("aria-hidden", "true");
  wrapper.before(sentinel);
  wrapper.style.top = `${topSpacing}px`;
  const observer = new IntersectionObserver(([entry]) => wrapper.classList.toggle("is-sticky", entry !== undefined && !entry.isIntersecting), {
    rootMargin: `${-topSpacing}px 0px 0px 0px`,
    threshold: 0,
  });
  observer.observe(sentinel);
  return {
    destroy() {
      observer.disconnect();
      sentinel.remove();
      wrapper.classList.remove("is-sticky");
    },
  };
}
