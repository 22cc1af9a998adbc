import { spawn } from "node:child_process";

/** One answer as the real server sent it: status, the headers that shape the body, the body's bytes (compressed if it was). */
export type BareResponse = { method: string; path: string; status: number; headers: Record<string, string>; body: Uint8Array };

export type BareServer = {
  url: string;
  pid: number;
  /** Requests answered and distinct X-Forwarded-For values seen; counted only with `countAddresses`. */
  addresses: () => Promise<{ requests: number; distinct: number }>;
  stop: () => Promise<void>;
};

/**
 * The limit: plain node:http in a process of its own (plain node, no loader), answering each
 * `method path` from memory with the bytes the real server sent, after reading the request's body.
 * Anything else gets 404, which the load's figures count as a failure.
 */
const program = `
import http from "node:http";
const table = new Map();
let count = false;
let requests = 0;
const seen = new Set();
process.on("message", (message) => {
  if (message.type === "addresses") return process.send({ type: "addresses", requests, distinct: seen.size });
  count = message.countAddresses;
  for (const r of message.responses) {
    const body = Buffer.from(r.body);
    table.set(r.method + " " + r.path, { status: r.status, headers: { ...r.headers, "content-length": String(body.length) }, body });
  }
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    req.on("end", () => {
      if (count) {
        requests++;
        seen.add(String(req.headers["x-forwarded-for"]));
      }
      const answer = table.get(req.method + " " + req.url);
      if (!answer) {
        res.writeHead(404, { "content-length": "0" });
        return res.end();
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.status === 204 || answer.status === 304 ? undefined : answer.body);
    });
    req.resume();
  });
  server.listen(0, "127.0.0.1", () => process.send({ type: "listening", port: server.address().port }));
});
`;

/** Starts the limit for these responses; resolves once it listens on 127.0.0.1. */
export async function startBareServer(responses: BareResponse[], options: { countAddresses?: boolean } = {}): Promise<BareServer> {
  const child = spawn(process.execPath, ["--input-type=module", "--eval", program], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "advanced",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = () => child.kill();
  process.once("exit", kill);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the bare server did not start within 10 s")), 10_000);
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code}) before listening`)));
    child.on("message", (message: { type: string; port?: number }) => {
      if (message.type !== "listening") return;
      clearTimeout(timer);
      resolve(message.port!);
    });
    child.send({ countAddresses: options.countAddresses ?? false, responses });
  }).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    addresses: () =>
      new Promise((resolve) => {
        const listener = (message: { type: string; requests: number; distinct: number }) => {
          if (message.type !== "addresses") return;
          child.off("message", listener);
          resolve({ requests: message.requests, distinct: message.distinct });
        };
        child.on("message", listener);
        child.send({ type: "addresses" });
      }),
    stop: async () => {
      process.off("exit", kill);
      child.kill();
      await exited;
    },
  };
}
