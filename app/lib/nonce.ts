import { createContext, useContext } from "react";

/** The CSP nonce on the server; the browser hides it from the DOM, so the client sees "". */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
