// npm test needs programs npm cannot install. As root they are installed from Debian's
// packages when missing; otherwise the run stops with one line saying what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const needs = [
  { file: "/usr/bin/chromium", pkg: "chromium" },
  // The ClickHouse adapter's tests start a real server on 127.0.0.1.
  { file: "/usr/sbin/clickhouse-server", pkg: "clickhouse-server" },
  // The page-cache test puts a real nginx in front of Vitrine, as docs/deploy.md's recipe does.
  { file: "/usr/sbin/nginx", pkg: "nginx" },
];
const missing = needs.filter((need) => !existsSync(need.file) && !(need.file.includes("chromium") && process.env.CHROMIUM_PATH));
if (missing.length > 0) {
  const packages = missing.map((need) => need.pkg).join(" ");
  if (process.getuid?.() !== 0) {
    console.error(`npm test needs Debian packages: run 'sudo apt-get install -y ${packages}' and try again.`);
    process.exit(1);
  }
  console.log(`Installing ${packages} from Debian's packages...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: "inherit" });
}
