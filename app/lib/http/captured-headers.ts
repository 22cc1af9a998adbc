import type { IncomingMessage, ServerResponse } from "node:http";

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a header-only middleware (helmet's) sets, taken once: every response then copies them
 * instead of running the middleware again.
 */
export function capturedHeaders(middleware: HeaderMiddleware): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return response;
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
