import path from "node:path";
import type { ViteDevServer } from "vite";
import type { Settings } from "../core/settings.server";

/**
 * Vite's development server (npm run dev), serving only the app's sources and its dependencies:
 * never DATA_DIR (the secret, the analytics database) nor the content folder, which Vite would
 * otherwise serve as files of the project (tests/integration/dev-server.test.ts).
 */
export async function startViteDevServer(settings: Pick<Settings, "dataDir" | "contentDir">): Promise<ViteDevServer> {
  const vite = await import("vite");
  const project = process.cwd();
  const never = [settings.dataDir, settings.contentDir].map((folder) => `${path.resolve(folder)}/**`);
  return vite.createServer({
    server: {
      middlewareMode: true,
      fs: {
        strict: true,
        allow: [path.join(project, "app"), path.join(project, "node_modules"), path.join(project, "public")],
        deny: [".env", ".env.*", "*.{crt,pem}", ...never],
      },
    },
  });
}
