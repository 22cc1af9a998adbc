// Starts the built app on the demo content, in a data folder of its own, for the browser tests.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = process.env.E2E_DATA_DIR ?? ".cache/e2e-data";
if (process.env.E2E_FRESH === "1") rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, HOST: "127.0.0.1" };
delete env.CONTENT_DIR;
const child = spawn(process.execPath, ["build/server.js"], { stdio: "inherit", env });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
