import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// A deep link (#gallery-3) or a photo page (/albums/gallery/3) opens the viewer once the page is
// interactive: its code loads beside hydration.
if (/-[1-9][0-9]*$/.test(window.location.hash) || /^\/albums\/[^/]+\/[1-9][0-9]*$/.test(window.location.pathname)) void import("./viewer/open-viewer");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
