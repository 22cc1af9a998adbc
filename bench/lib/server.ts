import { spawn, type ChildProcess } from "node:child_process";

/** Starts the built app (`npm run build` first) with these settings; resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  for (let i = 0; i < 1200 && !output.includes("serving"); i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!output.includes("serving")) throw new Error(`server did not start: ${output}`);
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
