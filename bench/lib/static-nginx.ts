import { spawn } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/harness/free-ports";

/** Debian's nginx, as the test suite's page-cache test runs it (`apt-get install nginx`). */
export const nginxPath = "/usr/sbin/nginx";

export type StaticNginx = { url: string; stop: () => Promise<void> };

/**
 * nginx serving the files of `root` on a free port of 127.0.0.1, as a static site's host would:
 * Debian's MIME types, gzip on (HTML and CSS), nothing logged but errors. Its config, logs and
 * temporary folders live in a folder of its own, removed by `stop`.
 */
export async function startStaticNginx(root: string): Promise<StaticNginx> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), "vitrine-phone-nginx-"));
  // Started as root, nginx's workers read the site as an unprivileged user.
  await chmod(root, 0o755);
  const port = await freePort();
  const config = [
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${prefix}/${kind}-temp;`),
    "  gzip on;",
    "  gzip_types text/css;",
    `  server { listen 127.0.0.1:${port}; root ${root}; }`,
    "}",
  ].join("\n");
  await writeFile(path.join(prefix, "nginx.conf"), `${config}\n`);
  const child = spawn(nginxPath, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", `${prefix}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // SIGTERM: nginx's fast shutdown, its workers with it.
  const kill = () => child.kill("SIGTERM");
  process.once("exit", kill);
  const stop = async () => {
    process.off("exit", kill);
    kill();
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  // Up once it answers (a state, waited for; nginx gone means its config failed).
  const answers = () =>
    fetch(`${url}/style.css`).then(
      (answer) => answer.ok,
      () => false,
    );
  for (const started = Date.now(); !(await answers()); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (running() && Date.now() - started < 30_000) continue;
    const log = await readFile(path.join(prefix, "error.log"), "utf8").catch(() => "");
    await stop();
    throw new Error(`nginx did not start: ${output}${log}`);
  }
  return { url, stop };
}
