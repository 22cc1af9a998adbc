import { useMemo, type ReactNode } from "react";
import { useT } from "../../hooks/use-t";
import { createProofingClient } from "../../lib/proofing/proofing-client";
import type { ProofingState } from "../../lib/proofing/proofing-state";
import { ProofingContext } from "./ProofingContext";

/**
 * A holder's album page: its selection's client for the grid, the photo page and the viewer. The
 * labels the grid and the viewer show are made here, by the album page whose strings hold them:
 * the search and browse pages that share the grid and the viewer carry none of proofing's.
 */
export function ProofingProvider({ state, children }: { state: ProofingState | undefined; children: ReactNode }) {
  const t = useT();
  const client = useMemo(
    () =>
      state &&
      createProofingClient(state, {
        pick: (list) => t("proofing.pick", { list }),
        comment: t("proofing.comment"),
        saveComment: t("proofing.saveComment"),
      }),
    [state, t],
  );
  return <ProofingContext.Provider value={client}>{children}</ProofingContext.Provider>;
}
