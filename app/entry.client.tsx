import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { viewerCode } from "./components/viewer/viewer-code";
import { opensViewer } from "./lib/viewer/deep-link";

// A deep link (#gallery-3) or a photo page (/albums/gallery/3) opens the viewer once the page is
// interactive: its code loads beside hydration.
if (opensViewer(window.location)) void viewerCode();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
