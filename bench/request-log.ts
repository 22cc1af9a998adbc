/**
 * bench/request-log: what the request log costs a request, against no log and against a write per
 * request (what an unbuffered logger such as morgan does), each writing to a log file. N requests'
 * answers are simulated (a response object closing), in rounds alternating the three, median of
 * the rounds.
 *   npx tsx bench/request-log.ts        LOG_REQUESTS=200000 per round
 */
import { EventEmitter } from "node:events";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { createRequestLog, logLineOf } from "../app/lib/http/request-log.server";
import { markdownTable } from "./lib/markdown-table";

const requests = Number(process.env.LOG_REQUESTS ?? 200_000);
const rounds = 7;
const folder = mkdtempSync(path.join(os.tmpdir(), "vitrine-log-"));
const fd = openSync(path.join(folder, "requests.log"), "a");
const write = (text: string) => void writeSync(fd, text);

const req = { method: "GET", url: "/albums/landscapes?page=2" } as IncomingMessage;
function answer(): ServerResponse {
  const res = Object.assign(new EventEmitter(), { statusCode: 200, getHeader: () => "11562" });
  return res as unknown as ServerResponse;
}

const ways: Record<string, () => void> = {
  "no log": () => {
    for (let i = 0; i < requests; i++) answer().emit("close");
  },
  "a write per request": () => {
    for (let i = 0; i < requests; i++) {
      const res = answer();
      const started = performance.now();
      res.once("close", () => write(logLineOf("GET", req.url!, res.statusCode, res.getHeader("content-length"), performance.now() - started)));
      res.emit("close");
    }
  },
  "Vitrine's (a second's lines at once)": () => {
    const log = createRequestLog(write);
    for (let i = 0; i < requests; i++) {
      const res = answer();
      log.track(req, res);
      res.emit("close");
    }
    log.flush();
  },
};

const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, run] of Object.entries(ways)) {
    const started = performance.now();
    run();
    times[name]!.push(((performance.now() - started) * 1000) / requests);
  }
}
closeSync(fd);
rmSync(folder, { recursive: true });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const none = median(times["no log"]!);
console.log(
  `bench/request-log on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}, ${requests.toLocaleString("en")} answers a round, median of ${rounds} rounds, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
console.log(
  markdownTable(
    ["log", "per request", "over no log"],
    Object.entries(times).map(([name, values]) => [name, `${median(values).toFixed(2)} µs`, `${(median(values) - none).toFixed(2)} µs`]),
  ),
);
