// npm test needs programs npm cannot install. As root they are installed from Debian's
// packages when missing; otherwise the run stops with one line saying what to install.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const blocklistPackage = "webext-ublock-origin-chromium";

const needs = [
  { file: "/usr/bin/chromium", pkg: "chromium" },
  // The ClickHouse adapter's tests start a real server on 127.0.0.1.
  { file: "/usr/sbin/clickhouse-server", pkg: "clickhouse-server" },
  // The page-cache test puts a real nginx in front of Vitrine, as docs/deploy.md's recipe does.
  { file: "/usr/sbin/nginx", pkg: "nginx" },
  // HEIC: heif-convert decodes HEVC for the site (sharp's libvips has no HEVC decoder: patents),
  // heif-enc makes the tests' HEIC files; bookworm's libheif1 has libde265 and x265 built in.
  { file: "/usr/bin/heif-convert", pkg: "libheif-examples" },
  // RAW previews: exiftool-vendored runs ExifTool with the system's perl and its standard modules.
  { file: "/usr/bin/cpan", pkg: "perl" },
  // Videos of the folder: ffprobe reads them, ffmpeg makes posters, index-first copies and H.264
  // fallbacks; the tests make their clips with it. Found on the PATH, never bundled (README).
  { file: "/usr/bin/ffmpeg", pkg: "ffmpeg" },
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

// The filter lists most visitors' content blockers use (EasyList, EasyPrivacy, uBlock's own), as
// Debian's uBlock Origin package ships them, for the blocklist test. Unpacked into .cache, never
// installed: Debian's chromium wrapper loads every installed extension into the browsers it starts.
const blocklists = ".cache/blocklists";
if (!existsSync(`${blocklists}/${blocklistPackage}.version`)) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "vitrine-blocklists-"));
  const download = () => execSync(`apt-get download -qq ${blocklistPackage} 2>/dev/null`, { cwd: folder, stdio: "inherit" });
  try {
    try {
      download();
    } catch (error) {
      // A fresh machine's package lists may be missing or old.
      if (process.getuid?.() !== 0) throw error;
      execSync("apt-get update -qq", { stdio: "inherit" });
      download();
    }
    const deb = readdirSync(folder).find((name) => name.endsWith(".deb"));
    rmSync(blocklists, { recursive: true, force: true });
    // dpkg-deb makes the folder, not its parents (a fresh clone has no .cache yet).
    mkdirSync(blocklists, { recursive: true });
    execSync(`dpkg-deb -x ${path.join(folder, deb)} ${blocklists}`);
    writeFileSync(
      `${blocklists}/${blocklistPackage}.version`,
      execSync(`dpkg-deb -f ${path.join(folder, deb)} Version`)
        .toString()
        .trim(),
    );
  } catch (error) {
    const reason = String(error.message ?? error).split("\n")[0];
    console.error(`npm test needs Debian's ${blocklistPackage} package's filter lists (${reason}): run 'sudo apt-get update' and try again.`);
    process.exit(1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
