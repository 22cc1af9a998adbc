import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { loginForm, setCookie } from "../helpers/login-form";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePorts } from "../harness/free-ports";

// Two nodes of one site sharing DATA_DIR (and so DATA_DIR/owner-sessions.sqlite) and a secret.
const ports = (await freePorts(2)) as [number, number];
const origins = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
const secret = `owner-session-test-secret-${randomBytes(8).toString("hex")}`;
const password = "owner-session-password";
let content: string;
let dataDir: string;
const nodes: SpawnedServer[] = [];
test.describe.configure({ mode: "serial" });

const start = (port: number, ownerPassword: string) =>
  spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: dataDir, VITRINE_SECRET: secret, VITRINE_ADMIN_PASSWORD: ownerPassword });

test.beforeAll(async () => {
  content = await tempDir();
  dataDir = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Sessions" });
  await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 60, height: 40 });
  nodes.push(...ports.map((port) => start(port, password)));
  await Promise.all(nodes.map((node) => node.listening(60_000)));
});
test.afterAll(async () => {
  for (const node of nodes) if (node.child.exitCode === null) node.child.kill("SIGTERM");
  await Promise.all(nodes.map((node) => node.exited));
});

/** Logs in on a node: the session's `name=value`, the Cookie header to send, and the session id inside the cookie. */
async function login(origin: string) {
  const form = await loginForm(origin);
  const answer = await form.post(password);
  expect(answer.status).toBe(302);
  const session = setCookie(answer, "vitrine_session")!.split(";")[0]!;
  const signedValue = decodeURIComponent(session.slice("vitrine_session=".length));
  const id = JSON.parse(Buffer.from(signedValue.split(".")[0]!, "base64").toString("utf8")) as string;
  return { session, cookie: `${form.csrfCookie}; ${session}`, id, form };
}

/** Whether this Cookie header opens the owner's pages on a node (an export: 200, or 401 LOGIN_REQUIRED). */
async function opens(origin: string, cookie: string): Promise<boolean> {
  const answer = await fetch(`${origin}/admin/analytics/export/pages`, { headers: { cookie } });
  expect([200, 401]).toContain(answer.status);
  return answer.status === 200;
}

/** Moves a stored session's times back, as if the hours had passed (the store keeps the id's SHA-256 only). */
function age(id: string, { created, lastSeen }: { created: number; lastSeen: number }) {
  const db = new Database(path.join(dataDir, "owner-sessions.sqlite"));
  try {
    const idHash = createHash("sha256").update(id).digest("base64url");
    const changed = db
      .prepare("UPDATE owner_sessions SET created_at = created_at - ?, last_seen_at = last_seen_at - ? WHERE id_hash = ?")
      .run(created, lastSeen, idHash);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

const hour = 3_600_000;

test("every login gets a session id of its own (256 random bits); a cookie signed with the server's secret but naming no session opens nothing", async () => {
  const first = await login(origins[0]);
  const second = await login(origins[0]);
  expect(first.session).not.toBe(second.session);
  for (const { id } of [first, second]) expect(Buffer.from(id, "base64url")).toHaveLength(32);
  expect(await opens(origins[0], first.cookie)).toBe(true);
  expect(await opens(origins[0], second.cookie)).toBe(true);
  // Before, a cookie was the signed { owner: true }: anyone holding the secret could make one. Now it must name a live session.
  const forged = (await createCookie("vitrine_session", { secrets: [secret] }).serialize(randomBytes(32).toString("base64url"))).split(";")[0]!;
  expect(await opens(origins[0], forged)).toBe(false);
});

test("logout ends the session on the server: the same cookie sent again opens nothing", async () => {
  const { cookie, form } = await login(origins[0]);
  const out = await fetch(`${origins[0]}/admin/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: form.token }),
  });
  expect(out.status).toBe(302);
  expect(setCookie(out, "vitrine_session")).toMatch(/^vitrine_session=; .*Expires=Thu, 01 Jan 1970/);
  expect(await opens(origins[0], cookie)).toBe(false);
  const page = await fetch(`${origins[0]}/admin/analytics`, { headers: { cookie }, redirect: "manual" });
  expect(page.status).toBe(302);
  expect(page.headers.get("location")).toMatch(/^\/admin\/login\?next=/);
});

test("a session is the same on every node sharing DATA_DIR: made on one, valid on the other; ended on one, ended on both", async () => {
  const { cookie, form } = await login(origins[0]);
  expect(await opens(origins[1], cookie)).toBe(true);
  await fetch(`${origins[1]}/admin/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: form.token }),
  });
  expect(await opens(origins[0], cookie)).toBe(false);
});

test("a session unused for 2 hours is refused, and so is one made 8 hours ago however recently used", async () => {
  const idle = await login(origins[0]);
  age(idle.id, { created: 2 * hour - 60_000, lastSeen: 2 * hour - 60_000 });
  // Just under 2 hours idle: still open (and this request counts as use).
  expect(await opens(origins[0], idle.cookie)).toBe(true);
  age(idle.id, { created: 0, lastSeen: 2 * hour });
  expect(await opens(origins[0], idle.cookie)).toBe(false);

  const old = await login(origins[0]);
  age(old.id, { created: 8 * hour, lastSeen: 0 });
  expect(await opens(origins[0], old.cookie)).toBe(false);
  expect(await opens(origins[1], old.cookie)).toBe(false);
});

test("a restart with the same password keeps sessions; a change of password ends them", async () => {
  const { cookie } = await login(origins[0]);
  const restart = async (ownerPassword: string) => {
    const [node] = nodes.splice(0, 1);
    node!.child.kill("SIGTERM");
    expect(await node!.exited).toBe(0);
    const next = start(ports[0], ownerPassword);
    nodes.unshift(next);
    await next.listening(60_000);
  };
  await restart(password);
  expect(await opens(origins[0], cookie)).toBe(true);
  await restart("a-new-owner-password");
  expect(await opens(origins[0], cookie)).toBe(false);
});
