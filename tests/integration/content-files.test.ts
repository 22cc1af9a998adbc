import { mkdir, symlink, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFilesRoute } from "../../app/lib/http/content-files.server";
import { tempDir } from "../helpers/fixtures";
import { listenOnLoopback } from "../helpers/loopback-server";

let server: http.Server;
let port: number;

/** A raw GET: the path goes out exactly as written (fetch would normalise the dot segments away). */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: rawPath, headers }, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  const root = await tempDir();
  const outside = await tempDir();
  await writeFile(path.join(outside, "secret.txt"), "outside the content folder");
  await mkdir(path.join(root, "_files", "docs"), { recursive: true });
  await mkdir(path.join(root, "Trips"), { recursive: true });
  await writeFile(path.join(root, "_files", "price list.pdf"), "%PDF-1.4 0123456789");
  await writeFile(path.join(root, "_files", "docs", "notes.txt"), "notes");
  await writeFile(path.join(root, "_files", ".env"), "SECRET=1");
  await writeFile(path.join(root, "vitrine.config.yml"), "title: x");
  await writeFile(path.join(root, "Trips", "film.webm"), "webm bytes");
  await writeFile(path.join(root, "Trips", "unlisted.webm"), "not named by items.yml");
  await symlink(path.join(outside, "secret.txt"), path.join(root, "_files", "linked.txt"));
  await symlink(outside, path.join(root, "_files", "linked-folder"));
  await symlink(path.join(outside, "secret.txt"), path.join(root, "Trips", "linked.webm"));
  const videos = new Map([
    ["Trips/film.webm", path.join(root, "Trips", "film.webm")],
    ["Trips/linked.webm", path.join(root, "Trips", "linked.webm")],
  ]);
  const routes = [
    contentFilesRoute("/media/", root, (relative) => videos.get(relative)),
    contentFilesRoute("/files/", root, (relative) => path.join(root, "_files", relative)),
  ];
  ({ server, port } = await listenOnLoopback((req, res) => {
    if (!routes.some((route) => route(req, res))) res.writeHead(404).end();
  }));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("videos and downloads from the owner's folder", () => {
  it("serves a download and a listed video, with ranges", async () => {
    expect(await get("/files/price%20list.pdf")).toMatchObject({ status: 200, body: "%PDF-1.4 0123456789" });
    expect(await get("/files/docs/notes.txt")).toMatchObject({ status: 200, body: "notes" });
    const range = await get("/media/Trips/film.webm", { Range: "bytes=0-3" });
    expect(range).toMatchObject({ status: 206, body: "webm" });
    expect(range.headers["content-range"]).toBe("bytes 0-3/10");
  });

  it("refuses symlinks, hidden files, unlisted videos and every way out of the folder", async () => {
    const refused = [
      "/files/linked.txt",
      "/files/linked-folder/secret.txt",
      "/media/Trips/linked.webm",
      "/media/Trips/unlisted.webm",
      "/files/.env",
      "/files/%2eenv",
      "/files/../vitrine.config.yml",
      "/files/%2e%2e/vitrine.config.yml",
      "/files/..%2fvitrine.config.yml",
      "/files/..%5cvitrine.config.yml",
      "/files/docs%00.txt",
      "/files/%E0%A4%A",
      "/files/",
      "/media/../_files/price%20list.pdf",
    ];
    for (const rawPath of refused) {
      const response = await get(rawPath);
      expect([rawPath, response.status]).toEqual([rawPath, 404]);
      expect(response.body).not.toMatch(/outside the content folder|SECRET|title: x/);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: "FILE_NOT_FOUND" } });
    }
  });
});
