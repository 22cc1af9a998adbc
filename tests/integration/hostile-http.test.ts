import { spawn } from "node:child_process";
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverTimeouts } from "../../app/lib/http/server-timeouts";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePorts } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// A real server process, attacked the way a hostile client would, on loopback.
const [port, carelessPort] = (await freePorts(2)) as [number, number];
let server: SpawnedServer;
let content: string;

const rssMb = async () => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;

/** Whether the server still holds its end of the connection from this client port open (ESTABLISHED in /proc/net/tcp). */
async function serverSideOpen(clientPort: number): Promise<boolean> {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  const table = await readFile("/proc/net/tcp", "utf8");
  return table.split("\n").some((line) => {
    const [, local, remote, state] = line.trim().split(/\s+/);
    return local?.endsWith(`:${hex(port)}`) && remote?.endsWith(`:${hex(clientPort)}`) && state === "01";
  });
}

/** A raw request (every header as given); resolves with the status line and whether the server closed the connection. */
function raw(request: string, body?: Buffer): Promise<{ head: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(request);
      if (body) socket.write(body, () => undefined);
    });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ head: received.split("\r\n")[0] ?? "", closed: true }));
    setTimeout(() => reject(new Error(`no answer: ${received}`)), 20_000).unref();
  });
}

beforeAll(async () => {
  content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Hostile" });
  await makeJpeg(path.join(content, "Walks", "one.jpg"), { width: 60, height: 40 });
  // An original far larger than the loopback's socket buffers: a ZIP left unread keeps streaming.
  await makeJpeg(path.join(content, "Prints", "large.jpg"), { width: 60, height: 40 });
  await appendFile(path.join(content, "Prints", "large.jpg"), Buffer.alloc(32 * 1024 * 1024, 3));
  await writeYaml(path.join(content, "Prints", "album.yml"), { downloads: { originals: true } });
  await mkdir(path.join(content, "_files"), { recursive: true });
  await writeFile(path.join(content, "_files", "page.html"), "<script>alert(document.cookie)</script>");
  await writeFile(path.join(content, "_files", "drawing.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await writeFile(path.join(content, "_files", "prices.pdf"), "%PDF-1.4 prices");
  await writeFile(path.join(content, "_files", "big.bin"), Buffer.alloc(64 * 1024 * 1024, 7));
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: await tempDir(), VITRINE_ADMIN_PASSWORD: "hostile-owner-password" });
  await server.listening(60_000);
}, 90_000);
afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

describe("bodies", () => {
  it("a 100 MB form is refused by its length, unread: 413, the connection closed, the server's memory unmoved", async () => {
    const before = await rssMb();
    for (const address of ["/admin/login", "/admin/logout", "/albums/walks", "/proofing"]) {
      const answer = await raw(
        `POST ${address} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
        Buffer.alloc(64 * 1024, 97),
      );
      expect(answer.head, address).toBe("HTTP/1.1 413 Payload Too Large");
    }
    expect((await rssMb()) - before).toBeLessThan(20);
  });

  it("a body without a length is counted as it arrives and refused once past 16 KB", async () => {
    const chunk = Buffer.alloc(8 * 1024, 97);
    const chunked = Buffer.concat(
      Array.from({ length: 64 }, () => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])),
    );
    const answer = await raw(
      `POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunked,
    );
    expect(answer.head).toBe("HTTP/1.1 413 Payload Too Large");
  });
});

describe("headers", () => {
  it("a Host that is no host (`a b`) is answered like any unknown one, without a fault", async () => {
    for (const address of ["/", "/albums/walks", "/robots.txt", "/img/000000000000000000000000/320.jpg", "/admin/login"]) {
      const answer = await raw(`GET ${address} HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`);
      expect(answer.head, address).toMatch(/^HTTP\/1\.1 (200|404|400) /);
    }
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("a 12 KB address is logged cut to 300 characters: a request cannot make its log line as long as it likes", async () => {
    const address = `/albums/walks?${"q".repeat(12 * 1024)}`;
    expect((await raw(`GET ${address} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)).head).toMatch(/^HTTP\/1\.1 200 /);
    // The log is written a second's lines at a time.
    const line = () =>
      server
        .output()
        .split("\n")
        .find((text) => text.startsWith("GET /albums/walks?q"));
    await expect.poll(line, { timeout: 10_000 }).toBeDefined();
    expect(line()!.length).toBeLessThan(400);
    expect(line()).toContain(`${address.slice(0, 300)}… 200 `);
  });
});

describe("connections", () => {
  it("a client that sends its headers slowly, and one that stops reading a large file, are cut: neither holds the server", { timeout: 90_000 }, async () => {
    const started = Date.now();
    const slowHeaders = new Promise<number>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `));
      socket.on("error", () => undefined);
      // Reading, so the server's 408 and its close are seen.
      socket.resume();
      socket.on("close", () => resolve(Date.now() - started));
    });
    const before = await rssMb();
    // Reads nothing after the headers: the answer stalls on a full socket, and the client's socket
    // never sees the end either; the server's side of the connection is watched instead.
    const clientPort = await new Promise<number>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path: "/files/big.bin" }, (response) => {
        response.pause();
        resolve(response.socket.localPort!);
      });
      request.on("error", reject);
    });
    const stalledReader = (async () => {
      while (await serverSideOpen(clientPort)) await new Promise((resolve) => setTimeout(resolve, 250));
      return Date.now() - started;
    })();
    const headersCut = await slowHeaders;
    expect(headersCut).toBeGreaterThanOrEqual(serverTimeouts.headersTimeout - 1_000);
    // The file is streamed as fast as it is read: the stalled answer holds a few buffers, not 64 MB.
    expect((await rssMb()) - before).toBeLessThan(24);
    const readerCut = await stalledReader;
    expect(readerCut).toBeGreaterThanOrEqual(serverTimeouts.stalledAnswer - 1_000);
  });
});

describe("album downloads", () => {
  it("20 ZIPs asked at once from one address: 2 start, 18 are refused 429 with Retry-After; a HEAD is not counted", async () => {
    const ask = (method: string) =>
      new Promise<{ status: number; retryAfter?: string; stop: () => void }>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, path: "/albums/prints/download", method, agent: false }, (res) => {
          res.pause();
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined, stop: () => void request.destroy() });
        });
        request.once("error", reject);
        request.end();
      });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask("GET")));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(18);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    const head = await ask("HEAD");
    expect(head.status).toBe(200);
    for (const answer of [...answers, head]) answer.stop();
  });
});

describe("the owner's files", () => {
  it("pages, scripts and SVG from _files are downloads, sandboxed should they be opened; other files open as before", async () => {
    for (const name of ["page.html", "drawing.svg"]) {
      const response = await fetch(`http://127.0.0.1:${port}/files/${name}`);
      expect(response.headers.get("content-disposition"), name).toMatch(/^attachment; filename="/);
      expect(response.headers.get("content-security-policy"), name).toBe("sandbox");
    }
    const pdf = await fetch(`http://127.0.0.1:${port}/files/prices.pdf`);
    expect(pdf.headers.get("content-disposition")).toBeNull();
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });
});

describe("settings a careless owner gets wrong", () => {
  const startsWith = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [path.resolve("build/server.js")], {
        env: { ...process.env, HOST: "127.0.0.1", PORT: String(carelessPort), ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("exit", (code) => resolve({ code, output }));
    });

  it("TRUST_PROXY=true and a DATA_DIR inside the content folder stop the start with one line saying why", async () => {
    for (const [env, reason] of [
      [{ TRUST_PROXY: "true", CONTENT_DIR: content, DATA_DIR: await tempDir() }, /TRUST_PROXY: a hop count/],
      [{ CONTENT_DIR: content, DATA_DIR: path.join(content, "data") }, /DATA_DIR: .* is inside the content folder/],
    ] as const) {
      const { code, output } = await startsWith(env);
      expect(code).toBe(1);
      expect(output.trim().split("\n")).toHaveLength(1);
      expect(output).toMatch(reason);
    }
  });
});
