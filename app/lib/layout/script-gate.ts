/** The type that keeps Remix's module script inert in the HTML until the gate runs it (any unknown type does). */
export const heldScriptType = "vitrine/held-module";

/** What marks the pictures of the first screen (an `elementtiming` identifier: the browser reports when each is painted). */
export const firstScreenTiming = "first-screen";

/**
 * Runs at the end of <body>: the page's scripts are fetched only once the first screen's pictures
 * are painted (or failed), so on a slow link nothing but the HTML, the CSS and those pictures
 * competes for it. Then the held module script and its preloads are put in place as Remix wrote
 * them, the preloads a few a task. A visitor who scrolls, taps or types starts them at once. No
 * timer (the next task is a message to itself): a test's stopped clock must not hold hydration
 * back. Without Element Timing (Firefox, Safari) the pictures' load events stand in for their paint.
 */
export const scriptGate = `(() => {
  const held = document.querySelector('script[type="${heldScriptType}"]');
  if (!held) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.text = held.text;
    document.head.append(script);
    // Each preload starts a fetch (a millisecond or more of a phone's main thread): a few a task.
    const preloads = (held.dataset.preloads || "").split(" ").filter(Boolean);
    const next = new MessageChannel();
    next.port1.onmessage = () => {
      for (const href of preloads.splice(0, 4)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
      if (preloads.length > 0) next.port2.postMessage(0);
      else next.port1.close();
    };
    next.port1.onmessage();
  };
  for (const type of ["scroll", "pointerdown", "keydown"]) addEventListener(type, start, { once: true, passive: true, capture: true });
  const onScreen = (img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const waiting = new Set([...document.querySelectorAll('img[elementtiming="${firstScreenTiming}"]')].filter(onScreen));
  const settle = (img) => {
    waiting.delete(img);
    if (waiting.size === 0) start();
  };
  if (waiting.size === 0) return start();
  const painted = (PerformanceObserver.supportedEntryTypes || []).includes("element");
  for (const img of waiting) {
    if (img.complete && img.naturalWidth === 0) settle(img);
    else if (!painted && img.complete) settle(img);
    else {
      img.addEventListener("error", () => settle(img), { once: true });
      if (!painted) img.addEventListener("load", () => settle(img), { once: true });
    }
  }
  if (painted) new PerformanceObserver((list) => list.getEntries().forEach((entry) => settle(entry.element))).observe({ type: "element", buffered: true });
})()`;
