import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod/v4";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  CONTENT_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type Settings = {
  port: number;
  host: string;
  /** The owner's content folder, or the generated demo when none is configured. */
  contentDir: string;
  dataDir: string;
  /** True when the built-in demo content is served. */
  demo: boolean;
  production: boolean;
};

export function readSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Settings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid setting ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  const ownContent = vars.CONTENT_DIR ?? (existsSync(path.resolve(cwd, "content")) ? "content" : undefined);
  return {
    port: vars.PORT,
    host: vars.HOST,
    contentDir: ownContent ? path.resolve(cwd, ownContent) : path.join(dataDir, "demo-content"),
    dataDir,
    demo: ownContent === undefined,
    production: vars.NODE_ENV === "production",
  };
}
