import autocannon from "autocannon";
import { nextForwardedAddress } from "./forwarded-address";

/** One request a load sends: method, path and headers (and body) as a browser would send them. */
export type TrafficRequest = { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string };

export type LoadFigures = {
  /** Answers with 2xx or 3xx per second of the run. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers that were neither 2xx nor 3xx. */
  bad: number;
  /** Answers with 2xx or 3xx. */
  good: number;
  seconds: number;
  /** Per request of `requests`, in order: its answers by status. */
  statuses: Map<number, number>[];
};

export type LoadSetting = { connections: number; seconds: number };

/**
 * autocannon in this process: `connections` connections for `seconds`, each connection cycling
 * through `requests` in order; every request built anew with an X-Forwarded-For of its own.
 */
export async function trafficLoad(origin: string, requests: TrafficRequest[], setting: LoadSetting): Promise<LoadFigures> {
  const statuses = requests.map(() => new Map<number, number>());
  const result = await autocannon({
    url: origin,
    connections: setting.connections,
    duration: setting.seconds,
    timeout: 30,
    requests: requests.map((request, i) => ({
      method: request.method,
      path: request.path,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      setupRequest: (built: autocannon.Request) => ({ ...built, headers: { ...built.headers, "x-forwarded-for": nextForwardedAddress() } }),
      onResponse: (status: number) => void statuses[i]!.set(status, (statuses[i]!.get(status) ?? 0) + 1),
    })),
  });
  const good = result["2xx"] + result["3xx"];
  return {
    requestsPerSecond: good / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    bad: result["1xx"] + result["4xx"] + result["5xx"],
    good,
    seconds: result.duration,
    statuses,
  };
}
