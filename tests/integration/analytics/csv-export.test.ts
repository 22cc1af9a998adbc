import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeJpeg, tempDir, writeYaml } from "../../helpers/fixtures";
import { ownerCookie } from "../../helpers/owner-session";
import { freePort } from "../../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../../harness/spawn-server";

// A real server process: a visitor searches for formulas, the owner exports the searches as CSV.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const password = "csv-owner-password";
const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let server: SpawnedServer;

beforeAll(async () => {
  const content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Exports" });
  await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 400, height: 300 });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: await tempDir(), VITRINE_ADMIN_PASSWORD: password });
  await server.listening(60_000);
}, 90_000);
afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

it("search terms that are formulas after a ; a tab or a comma reach the owner's CSV as text, whatever separator the spreadsheet splits on", async () => {
  const terms = ["x;=1+1", 'y\t=HYPERLINK("http://evil.example")', "z,@SUM(A1)", "-2+3"];
  const events = terms.map((term) => ({
    name: "view_search_results",
    params: { page_location: `${origin}/search?q=${encodeURIComponent(term)}`, search_term: term },
  }));
  const sent = await fetch(`${origin}/api/collect`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": chrome },
    body: JSON.stringify({ events }),
  });
  expect(sent.status).toBe(204);

  const today = new Date().toISOString().slice(0, 10);
  const csv = await fetch(`${origin}/admin/analytics/export/searches?from=${today}&to=${today}`, { headers: { cookie: await ownerCookie(origin, password) } });
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toContain("text/csv");
  const text = await csv.text();
  for (const term of terms) expect(text).toContain(term.slice(0, 1));
  // Split as a spreadsheet in each language would (quotes ignored, as one that splits on another separator does):
  // no cell may start with a formula's first character.
  for (const separator of [",", ";", "\t"]) {
    const cells = text
      .split(/\r\n|\n/)
      .flatMap((line) => line.split(separator))
      .map((cell) => cell.replace(/^"+/, ""));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  }
  expect(text).toContain("x;'=1+1");
});
