import { spawnServer } from "../../tests/harness/spawn-server";

/** Starts the built app (`npm run build` first) with these settings; resolves once it listens with its site built. */
export async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = spawnServer(env);
  await server.listening(120_000);
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    stop: async () => {
      server.child.kill("SIGTERM");
      await server.exited;
    },
  };
}
