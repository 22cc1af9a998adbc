import type { ServerOptions } from "node:http";

/**
 * How long a connection may take. Node's defaults let a client take 60 s for its headers and hold a
 * connection for ever once it stops reading an answer; a public server cuts them sooner.
 */
export const serverTimeouts = {
  /** The request's headers must be in within 15 s (a slow-headers attack holds no connection longer). */
  headersTimeout: 15_000,
  /** The whole request, body included (Vitrine's bodies are at most 16 KB). */
  requestTimeout: 30_000,
  /** An idle keep-alive connection is closed after 5 s. */
  keepAliveTimeout: 5_000,
  /** A streamed answer (a file, an album's ZIP) whose reader has taken nothing for 30 s is cut (stall-guard.server.ts). */
  stalledAnswer: 30_000,
  /** How often Node checks the first two; its default, 30 s, would let them run over by that much. */
  connectionsCheckingInterval: 1_000,
} as const;

export const serverOptions: ServerOptions = {
  headersTimeout: serverTimeouts.headersTimeout,
  requestTimeout: serverTimeouts.requestTimeout,
  keepAliveTimeout: serverTimeouts.keepAliveTimeout,
  connectionsCheckingInterval: serverTimeouts.connectionsCheckingInterval,
};
