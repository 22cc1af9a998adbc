import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy, set by server.ts. */
    cspNonce: string;
    /** The peer's address (per `TRUST_PROXY`); only anonymised copies of it go anywhere. */
    clientIp?: string;
  }
}
