import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { makeJpeg, writeYaml } from "../helpers/fixtures";
import { freePorts } from "../harness/free-ports";

// `npm run dev` (Vite, from the sources) and `node build/server.js` without NODE_ENV, each as its own process.
const [devPort, builtPort] = (await freePorts(2)) as [number, number];
let dataDir: string;
let content: string;
const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>): Promise<string> {
  // NODE_ENV only where given: the built server is started as a person would, without it.
  const { NODE_ENV: _, VITEST: __, ...inherited } = process.env;
  const childEnv = { ...inherited, HOST: "127.0.0.1", DATA_DIR: dataDir, CONTENT_DIR: content, ...env } as unknown as NodeJS.ProcessEnv;
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes("site ready")) {
        clearInterval(check);
        resolve(output);
      } else if (child.exitCode !== null) {
        clearInterval(check);
        reject(new Error(output));
      }
    }, 100);
  });
}

beforeAll(async () => {
  // Inside the project, as the default ./data is: where Vite would serve them from.
  await mkdir(path.resolve(".cache"), { recursive: true });
  const inProject = await mkdtemp(path.resolve(".cache", "dev-server-test-"));
  dataDir = path.join(inProject, "data");
  content = path.join(inProject, "content");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Dev" });
  await makeJpeg(path.join(content, "Walks", "one.jpg"), { width: 60, height: 40 });
  await Promise.all([
    start([path.resolve("node_modules/tsx/dist/cli.mjs"), "server.ts"], { NODE_ENV: "development", PORT: String(devPort) }),
    start([path.resolve("build/server.js")], { PORT: String(builtPort) }),
  ]);
}, 120_000);
afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

it("the development server serves the app, and neither the data folder nor the content folder", async () => {
  const dev = `http://127.0.0.1:${devPort}`;
  expect((await fetch(`${dev}/albums/walks`)).status).toBe(200);
  const relative = (file: string) => `/${path.relative(process.cwd(), file)}`;
  const secret = (await readFile(path.join(dataDir, "secret"), "utf8")).trim();
  for (const address of [
    relative(path.join(dataDir, "secret")),
    relative(path.join(dataDir, "analytics.sqlite")),
    relative(path.join(content, "vitrine.config.yml")),
    `/@fs${path.join(dataDir, "secret")}`,
    `/@fs${path.join(dataDir, "analytics.sqlite")}`,
    `/@fs${path.join(content, "vitrine.config.yml")}`,
    `/@fs${path.join(content, "Walks", "one.jpg")}`,
    "/.env",
  ]) {
    const response = await fetch(`${dev}${address}`);
    const body = await response.text();
    expect(body, address).not.toContain(secret);
    expect(response.status, address).not.toBe(200);
  }
}, 60_000);

it("the built server started without NODE_ENV is a production server: strict policy, pages from the cache", async () => {
  const built = `http://127.0.0.1:${builtPort}`;
  const first = await fetch(`${built}/albums/walks`);
  expect(
    first.headers
      .get("content-security-policy")
      ?.split(";")
      .find((directive) => directive.startsWith("script-src")),
  ).not.toContain("unsafe");
  expect((await fetch(`${built}/albums/walks`)).headers.get("vitrine-cache")).toBe("hit");
});
