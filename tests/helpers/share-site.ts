import path from "node:path";
import { hashPassword } from "../../app/lib/auth/password-hash.server";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { makeJpeg, tempDir, writeYaml } from "./fixtures";

export type Answer = { status: number; headers: Headers; body: string };

/**
 * A real server on a free port, titled "Opening test", with a public harbour and a private
 * wedding ("Zebraword vows"), behind a proxy on loopback (X-Forwarded-For names the client), an
 * owner's password, and links made in its own store file as `npm run share` makes them; `config`:
 * more of its vitrine.config.yml.
 */
export async function startShareSite(ownerPassword: string, config: Record<string, unknown> = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const content = await tempDir("vitrine-opening-");
  const data = await tempDir("vitrine-opening-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Opening test", ...config });
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 300, height: 200, color: "#2a6f97" });
  await makeJpeg(path.join(content, "Wedding", "vows.jpg"), { width: 300, height: 200, color: "#9d0208" });
  await writeYaml(path.join(content, "Wedding", "vows.jpg.yml"), { title: "Zebraword vows" });
  await writeYaml(path.join(content, "Wedding", "album.yml"), { access: "private" });
  const server: SpawnedServer = spawnServer({
    PORT: String(port),
    CONTENT_DIR: content,
    DATA_DIR: data,
    TRUST_PROXY: "loopback",
    VITRINE_ADMIN_PASSWORD: ownerPassword,
  });
  await server.listening(60_000);
  const sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));

  const get = async (address: string, cookie?: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(`${origin}${address}`, { redirect: "manual", ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  return {
    origin,
    server,
    sharing,
    get,
    /** A link to the wedding, with this password if any; its id and /s/ address. */
    async share(password?: string) {
      const passwordHash = password === undefined ? null : await hashPassword(password);
      const made = sharing.create({ album: "path:Wedding", label: "", expiresAt: Date.now() + 86_400_000, passwordHash, downloads: "web" }, Date.now());
      return { id: made.link.id, path: `/s/${made.token}` };
    },
    /** The landing page's form as a browser posts it from this site, from a client (X-Forwarded-For) of choice. */
    press: (link: { path: string }, fields: Record<string, string>, options: { from?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
      get(link.path, options.cookie, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          ...(options.from ? { "x-forwarded-for": options.from } : {}),
          ...options.headers,
        },
        body: new URLSearchParams(fields),
      }),
    async close() {
      sharing.close();
      server.child.kill("SIGTERM");
      await server.exited;
    },
  };
}

/** The name=value of the cookie an answer sets, or "". */
export const cookieOf = (answer: Answer, name = "vitrine_grant") =>
  answer.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0] ?? "";
