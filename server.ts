import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { collectRoute } from "./app/server/collect-route.server";
import { collectorPaths } from "./app/lib/core/analytics-endpoint";
import type { Site } from "./app/lib/content/site-types";
import { makeDemoApart } from "./app/lib/demo/make-demo-apart.server";
import { albumDownloads } from "./app/lib/downloads/album-download.server";
import { logLine } from "./app/lib/core/errors";
import { contentFilesRoute } from "./app/lib/http/content-files.server";
import { readClientBuild } from "./app/lib/http/client-build-files.server";
import { clientBuildRoute } from "./app/lib/http/client-build-route.server";
import { fileCacheControl, goneFileCacheControl } from "./app/lib/http/file-cache-rules";
import { derivativeRoute } from "./app/server/derivative-route.server";
import { pathOf, sendError, type FastRoute } from "./app/lib/http/fast-route.server";
import { HotFiles } from "./app/lib/http/hot-files.server";
import { originalRoute } from "./app/server/original-route.server";
import { videoFiles } from "./app/server/video-files.server";
import { PageCache } from "./app/lib/http/page-cache/page-cache";
import { createPageHandler } from "./app/server/page-handler.server";
import { preparingGate } from "./app/server/preparing-gate.server";
import { clientAddress, eventPageHost, publicOrigin, servedOverHttps } from "./app/lib/http/request-origin.server";
import { createRequestLog } from "./app/lib/http/request-log.server";
import { securityHeadersOf, setSecurityHeaders } from "./app/server/security-headers.server";
import { serverOptions } from "./app/lib/http/server-timeouts";
import type { Runtime } from "./app/server/runtime.server";
import { carriedVisit, carryVisit, type Visit } from "./app/server/visit.server";
import { readSettings, type Settings } from "./app/lib/core/settings.server";
import { startViteDevServer } from "./app/lib/http/vite-dev-server.server";

type AppBuild = ServerBuild & { entry: { module: { getRuntime: () => Promise<Runtime>; preparingStylesheet: string } } };

/** Set by `npm run build`, which compiles this file into build/server.js, beside the app's build. */
declare const COMPILED_INTO_BUILD: boolean | undefined;
// Found from this file, not the working folder: started from anywhere, the server finds its build.
const buildDir = new URL(typeof COMPILED_INTO_BUILD === "boolean" ? "./" : "./build/", import.meta.url);

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
// The built server is always production; development (Vite, hot reload) only from the sources, by
// `npm run dev`. React and Express read NODE_ENV as they load: it is set before either does.
const development = typeof COMPILED_INTO_BUILD !== "boolean" && !settings.production;
process.env.NODE_ENV = development ? "development" : "production";
const viteDevServer = development ? await startViteDevServer(settings) : undefined;
const loadBuild = async (): Promise<AppBuild> =>
  viteDevServer
    ? ((await viteDevServer.ssrLoadModule("virtual:remix/server-build")) as AppBuild)
    : ((await import(new URL("server/index.js", buildDir).href)) as AppBuild);

// The built server makes a missing demo in a process of its own (its memory goes with it).
if (settings.demo && typeof COMPILED_INTO_BUILD === "boolean") {
  await makeDemoApart(fileURLToPath(new URL("make-demo.js", buildDir)), settings.contentDir).catch((error: unknown) => fail((error as Error).message));
}

// Only the config is checked before listening (an invalid one stops start-up with its message): the
// site is built in the background, and the preparing page is served until it is ready.
const clientBuild = fileURLToPath(new URL("client", buildDir));
// The client build's files, read now; in development Vite serves them, as they change. Read before
// the runtime starts the site's build: nothing is awaited between that and listening ("site ready" means served).
const clientFiles = viteDevServer
  ? undefined
  : await readClientBuild(clientBuild).catch((error: unknown) => fail(`the client build (${clientBuild}): ${(error as Error).message}`));
let build: AppBuild;
let runtime: Runtime;
let preparingStylesheet: string;
try {
  build = await loadBuild();
  const { module } = build.entry;
  preparingStylesheet = module.preparingStylesheet;
  runtime = await module.getRuntime();
} catch (error) {
  fail((error as Error).message);
}
runtime.site().catch((error: unknown) => fail((error as Error).message));

const security = securityHeadersOf(settings);
const readySite = () => {
  const status = runtime.status();
  return status.state === "ready" ? status.site : undefined;
};
/** What decides a request's public origin: the site's baseUrl (the one being built while preparing), the allowed hosts, the trusted proxies. */
const originOptions = (site = readySite()) => ({
  baseUrl: (site?.config ?? (runtime.status() as { config?: Site["config"] }).config)?.baseUrl,
  allowedHosts: settings.allowedHosts,
  trust: settings.trust,
});
const originOf = (req: Parameters<typeof publicOrigin>[0], site: Site | undefined) => publicOrigin(req, originOptions(site));
const pages = createPageHandler({
  build: viteDevServer ? loadBuild : build,
  mode: development ? "development" : "production",
  // Development renders afresh every time: the code changes under it.
  cache: !development && settings.pageCacheBytes > 0 ? new PageCache(settings.pageCacheBytes) : undefined,
  status: runtime.status,
  security,
  origin: originOf,
  clientIp: (req) => clientAddress(req, settings.trust),
  https: (req, site) => servedOverHttps(req, originOptions(site)),
  publicVisit: runtime.visits.publicVisit,
});

// Express answers what needs it: the static files the fast route leaves, the preparing page, downloads, and Remix's renders.
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", settings.trust);
app.use(compression());
if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static(path.join(clientBuild, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientBuild, { maxAge: "1h", index: false }));
}
app.use(preparingGate(runtime.status, security, preparingStylesheet));
app.get(
  "/albums/:slug/download",
  albumDownloads(async (_req, res) => carriedVisit(res).site ?? runtime.site()),
);
app.all("*", (req, res, next) => void pages.handle(req, res, carriedVisit(res)).catch(next));

/**
 * What a crowd asks for most, answered by the first handler that sees it: a script or style of the
 * client build, a page already rendered, a picture whose file exists, an analytics batch, an
 * original, a video or file of the owner's.
 */
const fastRoutes: FastRoute<Visit>[] = [
  ...(clientFiles ? [clientBuildRoute<Visit>(clientFiles)] : []),
  (req, res, visit) => pages.fromCache(req, res, visit),
  derivativeRoute(runtime, new HotFiles(settings.pictureCacheBytes), { trust: settings.trust }),
  collectRoute(() => Promise.resolve(runtime.analytics), {
    paths: collectorPaths(runtime.analytics.config.endpoint),
    trust: settings.trust,
    pageHost: (req) => eventPageHost(req, originOptions()),
  }),
  originalRoute(runtime),
  // Videos named by an album and files in _files are served from the content folder; nothing else is.
  contentFilesRoute<Visit>("/media/", settings.contentDir, videoFiles(runtime), { cacheControl: fileCacheControl, notFoundCacheControl: goneFileCacheControl }),
  contentFilesRoute<Visit>("/files/", settings.contentDir, (relative) => path.join(settings.contentDir, "_files", relative)),
];

/** A request whose Visit is made: the first fast route that claims it, else Express. */
function answer(req: IncomingMessage, res: ServerResponse, visit: Visit) {
  for (const route of fastRoutes) if (route(req, res, visit)) return;
  carryVisit(res, visit);
  app(req, res);
}

const requestLog = createRequestLog();
let stopping = false;
const server = createServer(serverOptions, (req, res) => {
  // Every response carries the security headers, computed once for the site as it is.
  setSecurityHeaders(res, security(runtime.status()));
  // While stopping, keep-alive clients are told to go, so open connections drain quickly.
  if (stopping) res.setHeader("Connection", "close");
  requestLog.track(req, res);
  // Who is looking, decided here once: every layer below is handed it and reads no cookie.
  const visit = runtime.visits.visitOf(req);
  if (!(visit instanceof Promise)) return answer(req, res, visit);
  visit.then(
    (made) => answer(req, res, made),
    (error: unknown) => {
      console.error(logLine("REQUEST_FAILED", pathOf(req.url ?? "/").slice(0, 200), (error as Error).message));
      sendError(res, "REQUEST_FAILED");
    },
  );
});
server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  console.log(`Vitrine serving ${settings.demo ? "the demo" : settings.contentDir} at http://localhost:${port}`);
});
server.on("error", (error: NodeJS.ErrnoException) => {
  fail(
    logLine(
      "LISTEN_FAILED",
      `${settings.host}:${settings.port}`,
      error.code === "EADDRINUSE" ? `port ${settings.port} is already in use (set PORT to another)` : error.message,
    ),
  );
});

function shutdown(signal: string) {
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping`);
  server.close(async () => {
    // Closing the runtime closes the analytics store, so nothing accepted is left unwritten.
    await runtime.destroy();
    await viteDevServer?.close();
    requestLog.flush();
    process.exit(0);
  });
  server.closeIdleConnections();
  // Requests that do not finish in time are cut, so a stop never hangs.
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
