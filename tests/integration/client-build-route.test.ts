import { randomBytes } from "node:crypto";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readClientBuild } from "../../app/lib/http/client-build-files.server";
import { clientBuildRoute } from "../../app/lib/http/client-build-route.server";
import { tempDir } from "../helpers/fixtures";
import { listenOnLoopback } from "../helpers/loopback-server";

/** Every file the code under test reads, to show that requests read none (and nothing outside the build). */
const reads = vi.hoisted(() => [] as string[]);
vi.mock("node:fs/promises", async (original) => {
  const real = await original<typeof import("node:fs/promises")>();
  return { ...real, readFile: (...args: Parameters<typeof real.readFile>) => (reads.push(String(args[0])), real.readFile(...args)) };
});

let server: http.Server;
let port: number;
let root: string;
/** Requests the route left to the next handler (Express, in the server). */
let passedOn = 0;

const script = Buffer.from(Array.from({ length: 300 }, (_, i) => `export const value${i} = "a string the page uses ${i}";\n`).join(""));
const style = Buffer.from(".grid { display: grid; gap: 4px; }\n".repeat(100));
const font = randomBytes(4096);
const icon = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

type Answer = { status: number; body: Buffer; headers: http.IncomingHttpHeaders };

/** A raw request: the path goes out exactly as written (fetch would normalise dot segments away). */
function request(rawPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: rawPath, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on("error", reject)
      .end();
  });
}

const decoded = ({ body, headers }: Answer) =>
  headers["content-encoding"] === "br" ? brotliDecompressSync(body) : headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;

beforeAll(async () => {
  root = await tempDir();
  const outside = await tempDir();
  await writeFile(path.join(outside, "secret.js"), "outside the build");
  await mkdir(path.join(root, "assets", "nested"), { recursive: true });
  await mkdir(path.join(root, ".vite"));
  await writeFile(path.join(root, "assets", "entry-AbC123.js"), script);
  await writeFile(path.join(root, "assets", "nested", "app-XyZ.css"), style);
  await writeFile(path.join(root, "assets", "font-Q1.woff2"), font);
  await writeFile(path.join(root, "favicon.svg"), icon);
  await writeFile(path.join(root, "page.html"), "<p>left to Express</p>");
  await writeFile(path.join(root, ".vite", "manifest.json"), "{}");
  await writeFile(path.join(root, "assets", ".hidden.js"), "hidden");
  await writeFile(path.join(root, "assets", "huge-H1.js"), Buffer.alloc(5 * 1024 * 1024, 32));
  await symlink(path.join(outside, "secret.js"), path.join(root, "assets", "linked.js"));
  await symlink(outside, path.join(root, "linked-folder"));
  const route = clientBuildRoute(await readClientBuild(root));
  ({ server, port } = await listenOnLoopback((req, res) => {
    if (route(req, res)) return;
    passedOn++;
    res.writeHead(404).end("next");
  }));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the client build from memory", () => {
  it("negotiates brotli, gzip or none from Accept-Encoding, each decompressing to the file's bytes", async () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      ["gzip, deflate, br", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      [undefined, undefined],
      ["identity", undefined],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await request("/assets/entry-AbC123.js", accept ? { "Accept-Encoding": accept } : {});
      expect([accept, answer.status, answer.headers["content-encoding"]]).toEqual([accept, 200, encoding]);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(decoded(answer).equals(script), accept).toBe(true);
      if (encoding) expect(answer.body.length).toBeLessThan(script.length / 4);
    }
    const css = await request("/assets/nested/app-XyZ.css", { "Accept-Encoding": "br" });
    expect(decoded(css).equals(style)).toBe(true);
  });

  it("tags each form with its own strong ETag and answers 304 to If-None-Match naming any of them", async () => {
    const accepts = ["br", "gzip", "identity"];
    const tags = await Promise.all(accepts.map(async (accept) => (await request("/assets/entry-AbC123.js", { "Accept-Encoding": accept })).headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [tags[0]!, `W/${tags[1]}`, `"other", ${tags[2]}`, "*"]) {
      const answer = await request("/assets/entry-AbC123.js", { "Accept-Encoding": "br", "If-None-Match": ifNoneMatch });
      expect([ifNoneMatch, answer.status, answer.body.length]).toEqual([ifNoneMatch, 304, 0]);
      expect(answer.headers.etag).toBe(tags[0]);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    expect((await request("/assets/entry-AbC123.js", { "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const headers = { "Accept-Encoding": "gzip, br" };
    const [get, head] = await Promise.all([request("/assets/entry-AbC123.js", headers), request("/assets/entry-AbC123.js", headers, "HEAD")]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-type", "content-length", "content-encoding", "etag", "cache-control", "vary"])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it("types each file, keeps /assets/ a year and immutable and the rest an hour, and ignores the query string", async () => {
    const expected: Array<[string, string, string]> = [
      ["/assets/entry-AbC123.js?v=2", "text/javascript; charset=utf-8", "public, max-age=31536000, immutable"],
      ["/assets/nested/app-XyZ.css", "text/css; charset=utf-8", "public, max-age=31536000, immutable"],
      ["/assets/font-Q1.woff2", "font/woff2", "public, max-age=31536000, immutable"],
      ["/favicon.svg", "image/svg+xml", "public, max-age=3600"],
    ];
    for (const [address, type, cacheControl] of expected) {
      const answer = await request(address, { "Accept-Encoding": "br" });
      expect([address, answer.status, answer.headers["content-type"], answer.headers["cache-control"]]).toEqual([address, 200, type, cacheControl]);
    }
  });

  it("sends a font (already compressed) and a tiny icon as they are, without Vary", async () => {
    for (const [address, bytes] of [
      ["/assets/font-Q1.woff2", font],
      ["/favicon.svg", icon],
    ] as const) {
      const answer = await request(address, { "Accept-Encoding": "gzip, deflate, br" });
      expect([address, answer.headers["content-encoding"], answer.headers.vary]).toEqual([address, undefined, undefined]);
      expect(answer.body.equals(bytes)).toBe(true);
      expect((await request(address, { "If-None-Match": answer.headers.etag! })).status).toBe(304);
    }
  });

  it("reads each file once, at start, none over 4 MB: a request reads nothing, and later changes on the disk are not seen", async () => {
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((file) => !file.startsWith(root + path.sep))).toEqual([]);
    expect(reads).not.toContain(path.join(root, "assets", "huge-H1.js"));
    const before = reads.length;
    await writeFile(path.join(root, "assets", "entry-AbC123.js"), "changed");
    await writeFile(path.join(root, "assets", "added-Z9.js"), "added");
    expect(decoded(await request("/assets/entry-AbC123.js")).equals(script)).toBe(true);
    expect((await request("/assets/added-Z9.js")).body.toString()).toBe("next");
    expect(reads.length).toBe(before);
  });

  it("claims only the listed paths: traversal, encoded slashes, NUL, hidden files, symlinks, large files and huge paths go on, reading nothing", async () => {
    const before = reads.length;
    const passedBefore = passedOn;
    const others = [
      "/assets/../../secret.js",
      "/assets/%2e%2e/%2e%2e/secret.js",
      "/assets%2fentry-AbC123.js",
      "/assets/..%2f..%2fsecret.js",
      "/assets/..%5c..%5csecret.js",
      "/assets/./entry-AbC123.js",
      "//assets/entry-AbC123.js",
      "/assets/entry-AbC123.js/",
      "/assets/entry-AbC123.js%00",
      "/assets/%00",
      "/assets/entry-AbC123%2Ejs",
      "/assets/linked.js",
      "/linked-folder/secret.js",
      "/assets/.hidden.js",
      "/assets/huge-H1.js",
      "/.vite/manifest.json",
      "/page.html",
      "/assets/",
      "/assets",
      "/",
      `/assets/${"a".repeat(8000)}.js`,
      "/%E0%A4%A",
    ];
    for (const address of others) {
      const answer = await request(address);
      expect([address.slice(0, 60), answer.status, answer.body.toString()]).toEqual([address.slice(0, 60), 404, "next"]);
    }
    expect(passedOn - passedBefore).toBe(others.length);
    expect((await request("/assets/entry-AbC123.js", {}, "POST")).body.toString()).toBe("next");
    expect(reads.length).toBe(before);
  });
});
