import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod/v4";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  CONTENT_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  VITRINE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  VITRINE_ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  ASSET_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_STORE: z.enum(["sqlite", "clickhouse"]).default("sqlite"),
  CLICKHOUSE_URL: z.url().default("http://127.0.0.1:8123"),
  CLICKHOUSE_DATABASE: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, "must be a plain identifier").default("vitrine"),
});

/** The environment, validated, as the settings the app reads; relative paths resolve against `cwd`. */
function settingsSchema(cwd: string) {
  return envSchema.transform((vars) => {
    const dataDir = path.resolve(cwd, vars.DATA_DIR);
    const ownContent = vars.CONTENT_DIR ?? (existsSync(path.resolve(cwd, "content")) ? "content" : undefined);
    return {
      port: vars.PORT,
      host: vars.HOST,
      /** The owner's content folder, or the generated demo when none is configured. */
      contentDir: ownContent ? path.resolve(cwd, ownContent) : path.join(dataDir, "demo-content"),
      dataDir,
      /** True when the built-in demo content is served. */
      demo: ownContent === undefined,
      production: vars.NODE_ENV === "production",
      /** Signs sessions and derives the daily visitor salt; every app node needs the same one. */
      secret: vars.VITRINE_SECRET,
      /** The dashboard's password, hashed at start-up; never kept in clear beyond that. */
      adminPassword: vars.VITRINE_ADMIN_PASSWORD,
      /** Express's `trust proxy` (e.g. "loopback" or a hop count), so the client address is the visitor's. */
      trustProxy: vars.TRUST_PROXY,
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

export type Settings = z.output<ReturnType<typeof settingsSchema>>;

export function readSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Settings {
  const parsed = settingsSchema(cwd).safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`[SETTINGS_INVALID] ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}
