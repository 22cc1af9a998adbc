import http from "node:http";
import type { AddressInfo } from "node:net";
import { once } from "node:events";

/** A node:http server for `handler` on a free port of 127.0.0.1, listening. */
export async function listenOnLoopback(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port };
}
