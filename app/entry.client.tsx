import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// A deep link (#gallery-3) opens the viewer once the page is interactive: its code loads beside hydration.
if (/-[1-9][0-9]*$/.test(window.location.hash)) void import("./viewer/open-viewer");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
