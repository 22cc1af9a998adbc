import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import morgan from "morgan";
import { logLine } from "./app/lib/errors";
import { albumDownloads } from "./app/lib/downloads/album-download.server";
import { contentFiles } from "./app/lib/http/content-files.server";
import { cspDirectives, type VideoProvider } from "./app/lib/http/csp.server";
import { requestLogFormat } from "./app/lib/http/log-format";
import { preparingGate } from "./app/lib/http/preparing-gate.server";
import type { Site } from "./app/lib/content/site-types";
import type { Runtime } from "./app/lib/runtime.server";
import { readSettings, type Settings } from "./app/lib/settings.server";

type AppBuild = ServerBuild & { entry: { module: { getRuntime: () => Promise<Runtime>; preparingStylesheet: string } } };

/** Set by `npm run build`, which compiles this file into build/server.js, beside the app's build. */
declare const COMPILED_INTO_BUILD: boolean | undefined;
// Found from this file, not the working folder: started from anywhere, the server finds its build.
const buildDir = new URL(typeof COMPILED_INTO_BUILD === "boolean" ? "./" : "./build/", import.meta.url);

function siteVideoProviders(site: Site | undefined): VideoProvider[] {
  const providers = new Set<VideoProvider>();
  for (const { item } of site?.itemsById.values() ?? []) if (item.type === "youtube" || item.type === "vimeo") providers.add(item.type);
  return [...providers].sort();
}

function fail(reason: string): never {
  console.error(`Vitrine cannot start: ${reason}`);
  process.exit(1);
}
let settings: Settings;
try {
  settings = readSettings();
} catch (error) {
  fail((error as Error).message);
}
const viteDevServer = settings.production
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));
const loadBuild = async (): Promise<AppBuild> =>
  viteDevServer
    ? ((await viteDevServer.ssrLoadModule("virtual:remix/server-build")) as AppBuild)
    : ((await import(new URL("server/index.js", buildDir).href)) as AppBuild);

// Only the config is checked before listening (an invalid one stops start-up with its message): the
// site is built in the background, and the preparing page is served until it is ready.
let runtime: Runtime;
let preparingStylesheet: string;
try {
  const { module } = (await loadBuild()).entry;
  preparingStylesheet = module.preparingStylesheet;
  runtime = await module.getRuntime();
} catch (error) {
  fail((error as Error).message);
}
runtime.site().catch((error: unknown) => fail((error as Error).message));

let stopping = false;
const app = express();
app.disable("x-powered-by");
if (settings.trustProxy) app.set("trust proxy", /^\d+$/.test(settings.trustProxy) ? Number(settings.trustProxy) : settings.trustProxy);
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  // While stopping, keep-alive clients are told to go, so open connections drain quickly.
  if (stopping) res.setHeader("Connection", "close");
  next();
});
// Security headers, rebuilt only when what they admit changes: a GA4 id, the video providers in use.
let security: { site?: Site; key: string; middleware: RequestHandler } | undefined;
app.use((req, res, next) => {
  const status = runtime.status();
  // While the first build runs there is no site yet: its config decides, and no video plays.
  const [site, config] = status.state === "ready" ? [status.site, status.site.config] : [undefined, status.config];
  if (!security || security.site !== site) {
    const { ga4MeasurementId } = config.analytics;
    const videoProviders = siteVideoProviders(site);
    const key = JSON.stringify([ga4MeasurementId, videoProviders]);
    const middleware =
      security?.key === key
        ? security.middleware
        : helmet({
            contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(settings.production, { assetBaseUrl: settings.assetBaseUrl, ga4MeasurementId, videoProviders }) },
            crossOriginEmbedderPolicy: false,
            referrerPolicy: { policy: "strict-origin-when-cross-origin" },
          });
    security = { site, key, middleware };
  }
  security.middleware(req, res, next);
});
app.use(compression());
app.use(morgan(requestLogFormat));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  const clientBuild = fileURLToPath(new URL("client", buildDir));
  app.use("/assets", express.static(path.join(clientBuild, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientBuild, { maxAge: "1h", index: false }));
}

app.use(preparingGate(runtime.status, preparingStylesheet));

// Videos named by an album and files in _files are served from the content folder; nothing else is.
app.use("/media", contentFiles(settings.contentDir, async (relative) => (await runtime.site()).videosByPath.get(relative)));
app.use("/files", contentFiles(settings.contentDir, (relative) => path.join(settings.contentDir, "_files", relative)));
app.get("/albums/:slug/download", albumDownloads(() => runtime.site()));

app.all(
  "*",
  createRequestHandler({
    build: viteDevServer ? loadBuild : await loadBuild(),
    // The client address goes only to the routes that anonymise it (collector, login limiter).
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip }),
  }),
);

const server = app.listen(settings.port, settings.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  console.log(`Vitrine serving ${settings.demo ? "the demo" : settings.contentDir} at http://localhost:${port}`);
});
server.on("error", (error: NodeJS.ErrnoException) => {
  fail(logLine("LISTEN_FAILED", `${settings.host}:${settings.port}`, error.code === "EADDRINUSE" ? `port ${settings.port} is already in use (set PORT to another)` : error.message));
});

function shutdown(signal: string) {
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping`);
  server.close(async () => {
    // Closing the runtime closes the analytics store, so nothing accepted is left unwritten.
    await runtime.destroy();
    await viteDevServer?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  // Requests that do not finish in time are cut, so a stop never hangs.
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
