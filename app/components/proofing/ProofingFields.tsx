import { useLocation } from "@remix-run/react";

/** What every proofing form carries besides its change: the album, and the page a browser without JavaScript returns to. */
export function ProofingFields({ album, intent }: { album: string; intent: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="album" value={album} />
      <input type="hidden" name="back" value={pathname} />
    </>
  );
}
