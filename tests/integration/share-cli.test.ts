import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../app/lib/auth/password-hash.server";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { runShare } from "../helpers/share-cli";

// `npm run share` as the owner runs it, on a content folder with a private album and a public
// one, writing the store file the server would read: the command in this process (no compile of
// the CLI per case, nothing a busy machine makes slower than a test's time), and once as its own
// process, to show that share.ts hands it the process's arguments, streams and environment.
let content: string;
let data: string;
const day = 86_400_000;

const share = (args: string[], env: Record<string, string> = {}) => runShare(args, { CONTENT_DIR: content, DATA_DIR: data, ...env });

/** The table's line of this link. */
const rowOf = (table: string, id: string) => table.split("\n").find((line) => line.startsWith(id)) ?? "";

beforeAll(async () => {
  content = await tempDir("vitrine-share-cli-");
  data = await tempDir("vitrine-share-cli-data-");
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Share CLI test\nbaseUrl: https://photos.example/\n");
  await makeJpeg(path.join(content, "Wedding", "vows.jpg"), { width: 40, height: 30, color: "#9d0208" });
  await writeYaml(path.join(content, "Wedding", "album.yml"), { access: "private" });
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 40, height: 30, color: "#2a6f97" });
});

// The cases are independent (each finds its own link by id or token): they run at once.
describe.concurrent("npm run share", () => {
  it("creates a link with its label, downloads and password, lists it, revokes it once", async () => {
    const before = Date.now();
    const made = await share(["create", "wedding", "--label", "Anna & Ben", "--downloads", "originals", "--password"], {
      VITRINE_SHARE_PASSWORD: "confetti-2027",
    });
    expect(made, made.stderr).toMatchObject({ code: 0, stderr: expect.stringMatching(/downloads originals · password yes/) });
    // stdout is the link alone, at the site's baseUrl: a script can take it as it is.
    expect(made.stdout).toMatch(/^https:\/\/photos\.example\/s\/[\w-]{22,}\n$/);
    const token = made.stdout.trim().split("/s/")[1]!;

    const store = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
    const link = store.byToken(token)!;
    store.close();
    expect(link).toMatchObject({ album: "path:Wedding", label: "Anna & Ben", downloads: "originals", revokedAt: null });
    expect(link.expiresAt! - link.createdAt).toBe(30 * day);
    expect(link.createdAt).toBeGreaterThanOrEqual(before);
    expect(await verifyPassword("confetti-2027", link.passwordHash!)).toBe(true);
    expect(made.stderr).toContain(link.id);

    const listed = await share(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split("\n")[0]).toMatch(
      /^id\s+album\s+label\s+created\s+expires\s+state\s+first opened\s+last opened\s+visitors\s+photos viewed\s+downloads$/,
    );
    expect(rowOf(listed.stdout, link.id)).toMatch(/\spath:Wedding\s+Anna & Ben\s.*\sactive\s/);

    expect(await share(["revoke", link.id])).toMatchObject({ code: 0, stdout: expect.stringContaining("is revoked") });
    expect(await share(["revoke", link.id])).toMatchObject({ code: 0, stdout: expect.stringContaining("already revoked") });
    expect(rowOf((await share(["list"])).stdout, link.id)).toMatch(/\srevoked\s/);
  });

  it("makes a link that never expires, and says a public album opens without it", async () => {
    const made = await share(["create", "harbour", "--expires", "never"]);
    expect(made).toMatchObject({ code: 0, stderr: expect.stringContaining('"harbour" is public') });
    const store = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
    expect(store.byToken(made.stdout.trim().split("/s/")[1]!)).toMatchObject({
      album: "path:Harbour",
      expiresAt: null,
      downloads: "web",
      passwordHash: null,
      label: "",
    });
    store.close();
  });

  it("fails on an album no folder has, naming it", async () => {
    const run = await share(["create", "no-such-album"]);
    expect(run).toMatchObject({ code: 1, stdout: "", stderr: expect.stringContaining('"no-such-album"') });
  });

  it("fails on an unknown id", async () => {
    expect(await share(["revoke", "AAAAAAAAAAAA"])).toMatchObject({ code: 1, stderr: expect.stringContaining('"AAAAAAAAAAAA"') });
  });

  // One id in 64 begins with "-" (base64url): it is an id, not an option.
  it("reads an id that begins with a dash as an id", async () => {
    expect(await share(["revoke", "-AAAAAAAAAAA"])).toMatchObject({ code: 1, stderr: expect.stringContaining('no share link has the id "-AAAAAAAAAAA"') });
    expect(await share(["revoke", "--", "-AAAAAAAAAAA"])).toMatchObject({ code: 1, stderr: expect.stringContaining('"-AAAAAAAAAAA"') });
  });

  it("refuses arguments it cannot read with the reason and the usage line, exit 2", async () => {
    const runs = await Promise.all([
      share(["create", "wedding", "--expires", "soon"]),
      share(["create", "wedding", "--downloads", "all"]),
      share(["create"]),
      share(["rename", "x"]),
    ]);
    for (const run of runs)
      expect(run, run.stderr).toMatchObject({ code: 2, stdout: "", stderr: expect.stringMatching(/\nusage: npm run share -- create <album-slug>/) });
    expect(runs[0]!.stderr).toMatch(/^share: --expires: "soon" is not/);
    expect(runs[1]!.stderr).toMatch(/^share: --downloads: none, web or originals/);
  });

  it("refuses a password under 8 characters", async () => {
    const run = await share(["create", "wedding", "--password"], { VITRINE_SHARE_PASSWORD: "short" });
    expect(run).toMatchObject({ code: 1, stdout: "", stderr: expect.stringContaining("at least 8 characters") });
  });
});

// The one real process: Node with tsx's loader, as npm run share runs it (without npm's own
// start-up, seconds on a busy machine). Its start compiles the CLI, about 10 s of a core on a busy
// 2-core machine; it runs alone, after the cases above. 120 s bounds a hang (12 times that start),
// not a wait: nothing here waits for time to pass.
it("runs as its own process: its arguments, environment and input reach the command; what it writes and its exit code come out", async () => {
  const { VITRINE_SHARE_PASSWORD: _ignored, ...inherited } = process.env;
  const made = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", "app/cli/share.ts", "create", "wedding", "--label", "From a script", "--password"],
      { env: { ...inherited, CONTENT_DIR: content, DATA_DIR: data } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    // The password, as a script pipes it to the question.
    child.stdin?.end("streamers-2027\n");
  });
  expect(made, made.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^https:\/\/photos\.example\/s\/[\w-]{22,}\n$/) });
  expect(made.stderr).toMatch(/^Share link password \(at least 8 characters\): id \S+ · album wedding .* · password yes\nThe link is shown this once/);
  const store = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
  const link = store.byToken(made.stdout.trim().split("/s/")[1]!)!;
  store.close();
  expect(link).toMatchObject({ album: "path:Wedding", label: "From a script" });
  expect(await verifyPassword("streamers-2027", link.passwordHash!)).toBe(true);
}, 120_000);
