import { spawnServer, type SpawnedServer } from "../../tests/harness/spawn-server";

export type TimedStart = {
  server: SpawnedServer;
  origin: string;
  /** Milliseconds from spawn to the first HTTP answer of any kind (the preparing page counts). */
  firstAnswerMs: number;
  /** Milliseconds from spawn to "site ready" in its log. */
  readyMs: number;
  /** The slowest answer to a request every 100 ms while the site was being built: how long the event loop was held. */
  slowestWhilePreparingMs: number;
  stop: () => Promise<void>;
};

/** One answer's time in milliseconds, or undefined if nothing listens yet. */
async function answerTime(url: string): Promise<number | undefined> {
  const asked = performance.now();
  try {
    await (await fetch(url)).arrayBuffer();
    return performance.now() - asked;
  } catch {
    return undefined;
  }
}

/**
 * Starts the built server as `npm run serve` does (its memory settings) and times it: asks "/"
 * every 100 ms (one request at a time) until the log says "site ready".
 */
export async function timedStart(env: Record<string, string> & { PORT: string }, timeoutMs = 600_000): Promise<TimedStart> {
  const origin = `http://127.0.0.1:${env.PORT}`;
  const started = performance.now();
  const server = spawnServer(env, { asServe: true });
  let readyMs: number | undefined;
  const onOutput = () => {
    if (readyMs === undefined && server.output().includes("site ready: ")) readyMs = performance.now() - started;
  };
  server.child.stdout!.on("data", onOutput);
  let firstAnswerMs: number | undefined;
  let slowestWhilePreparingMs = 0;
  while (readyMs === undefined) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    if (performance.now() - started > timeoutMs) throw new Error(`no "site ready" in ${timeoutMs} ms: ${server.output()}`);
    const took = await answerTime(`${origin}/`);
    if (took !== undefined) {
      firstAnswerMs ??= performance.now() - started;
      if (readyMs === undefined) slowestWhilePreparingMs = Math.max(slowestWhilePreparingMs, took);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.stdout!.off("data", onOutput);
  const stop = async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  };
  // A site built before the first answer still counts its first answer as ready then.
  return { server, origin, firstAnswerMs: firstAnswerMs ?? readyMs, readyMs, slowestWhilePreparingMs, stop };
}
