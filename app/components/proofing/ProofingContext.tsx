import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { createProofingClient, type ProofingClient, type ProofingSnapshot } from "../../lib/proofing/proofing-client";
import type { ProofingState } from "../../lib/proofing/proofing-state";

const ProofingContext = createContext<ProofingClient | undefined>(undefined);

/** A holder's album page: its selection's client for the grid, the photo page and the viewer. The public's pages have none. */
export function ProofingProvider({ state, children }: { state: ProofingState | undefined; children: ReactNode }) {
  const client = useMemo(() => state && createProofingClient(state), [state]);
  return <ProofingContext.Provider value={client}>{children}</ProofingContext.Provider>;
}

export const useProofingClient = () => useContext(ProofingContext);

export function useProofingSnapshot(client: ProofingClient): ProofingSnapshot {
  return useSyncExternalStore(client.subscribe, client.get, client.get);
}
