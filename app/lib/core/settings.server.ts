import { existsSync } from "node:fs";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod/v4";

/** Which peers are proxies whose X-Forwarded-* headers are believed: a hop count, or addresses and names (loopback, uniquelocal, CIDRs). */
export type ProxyTrust = (address: string, hop: number) => boolean;

function compileTrust(value: string | undefined): ProxyTrust {
  if (value === undefined) return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(value.split(",").map((part) => part.trim()));
}

const trustProxySetting = z
  .string()
  .min(1)
  .refine((value) => {
    try {
      compileTrust(value);
      return true;
    } catch {
      return false;
    }
  }, "a hop count (1), or addresses, subnets or names (loopback, linklocal, uniquelocal) separated by commas; see docs/deploy.md");

/** host or host:port, as a Host header names it. */
const hostName = z.string().regex(/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i, "host or host:port");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  CONTENT_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Production unless development is asked for (npm run dev): a server started by hand is a public one.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  VITRINE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  VITRINE_ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  TRUST_PROXY: trustProxySetting.optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(hostName))
    .optional(),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  PICTURE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  ASSET_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_STORE: z.enum(["sqlite", "clickhouse"]).default("sqlite"),
  CLICKHOUSE_URL: z.url().default("http://127.0.0.1:8123"),
  CLICKHOUSE_DATABASE: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, "must be a plain identifier")
    .default("vitrine"),
});

/** The environment, validated, as the settings the app reads; relative paths resolve against `cwd`. */
function settingsSchema(cwd: string) {
  return envSchema.transform((vars, context) => {
    const dataDir = path.resolve(cwd, vars.DATA_DIR);
    const ownContent = vars.CONTENT_DIR ?? (existsSync(path.resolve(cwd, "content")) ? "content" : undefined);
    // Derivatives and databases inside the content folder would be scanned as albums, each build making more.
    const contentDir = ownContent === undefined ? undefined : path.resolve(cwd, ownContent);
    const inside = contentDir === undefined ? undefined : path.relative(contentDir, dataDir);
    if (inside !== undefined && (inside === "" || (!inside.startsWith("..") && !path.isAbsolute(inside)))) {
      context.addIssue({ code: "custom", path: ["DATA_DIR"], message: `${dataDir} is inside the content folder ${contentDir}: put it elsewhere` });
    }
    return {
      port: vars.PORT,
      host: vars.HOST,
      /** The owner's content folder, or the generated demo when none is configured. */
      contentDir: contentDir ?? path.join(dataDir, "demo-content"),
      dataDir,
      /** True when the built-in demo content is served. */
      demo: ownContent === undefined,
      production: vars.NODE_ENV !== "development",
      /** Signs sessions and derives the daily visitor salt; every app node needs the same one. */
      secret: vars.VITRINE_SECRET,
      /** The dashboard's password, hashed at start-up; never kept in clear beyond that. */
      adminPassword: vars.VITRINE_ADMIN_PASSWORD,
      /** Express's `trust proxy` (e.g. "loopback" or a hop count), so the client address is the visitor's. */
      trustProxy: vars.TRUST_PROXY,
      /** The same, compiled: whose X-Forwarded-For, -Host and -Proto are believed. */
      trust: compileTrust(vars.TRUST_PROXY),
      /**
       * Hosts whose name may appear in absolute addresses (canonical, feeds, sitemap) when the config
       * has no baseUrl: by default this server's own addresses on its port. Any other Host gets
       * relative addresses, so a request can never put a host of its choosing in a page.
       */
      allowedHosts: new Set(vars.ALLOWED_HOSTS ?? defaultHosts(vars.HOST, vars.PORT)),
      /** The finished-page cache's bound; 0 turns it off. */
      pageCacheBytes: vars.PAGE_CACHE_MB * 1024 * 1024,
      /** The bound of the most requested pictures kept in memory; 0 sends every one from its file. */
      pictureCacheBytes: vars.PICTURE_CACHE_MB * 1024 * 1024,
      /** A CDN or static host serving DATA_DIR's derivatives (`/img/…`); unset, this server serves them. */
      assetBaseUrl: vars.ASSET_BASE_URL,
      /** The analytics engine, chosen once at start-up. */
      analyticsStore:
        vars.ANALYTICS_STORE === "clickhouse"
          ? { engine: "clickhouse" as const, url: vars.CLICKHOUSE_URL, database: vars.CLICKHOUSE_DATABASE }
          : { engine: "sqlite" as const },
    };
  });
}

function defaultHosts(host: string, port: number): string[] {
  const own = host === "0.0.0.0" || host === "::" ? [] : [host.includes(":") ? `[${host}]` : host];
  return ["localhost", "127.0.0.1", "[::1]", ...own].map((name) => `${name.toLowerCase()}:${port}`);
}

export type Settings = z.output<ReturnType<typeof settingsSchema>>;

export function readSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Settings {
  const parsed = settingsSchema(cwd).safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`[SETTINGS_INVALID] ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}
