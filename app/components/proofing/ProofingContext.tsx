import { createContext, useContext, useSyncExternalStore } from "react";
import type { ProofingClient, ProofingSnapshot } from "../../lib/proofing/proofing-client";

/** A holder's selection in an album taking picks (ProofingProvider gives it); none on the public's pages. */
export const ProofingContext = createContext<ProofingClient | undefined>(undefined);

export const useProofingClient = () => useContext(ProofingContext);

export function useProofingSnapshot(client: ProofingClient): ProofingSnapshot {
  return useSyncExternalStore(client.subscribe, client.get, client.get);
}
