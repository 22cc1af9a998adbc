import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { dropReasons, errorCodes } from "../../app/lib/core/errors";

/** The server table's rows, up to the browser's own codes: each code and its "where" column. */
async function serverRows(): Promise<Map<string, string>> {
  const doc = await readFile("docs/errors.md", "utf8");
  const serverTable = doc.slice(0, doc.indexOf("## In the visitor's browser"));
  return new Map([...serverTable.matchAll(/^\| `([A-Z_]+)` \| ([^|]*) \|/gm)].map((match) => [match[1]!, match[2]!.trim()]));
}

describe("error catalogue", () => {
  it("documents every code in docs/errors.md, and no code it does not have", async () => {
    expect([...(await serverRows()).keys()].sort()).toEqual(Object.keys(errorCodes).sort());
  });

  it("gives each code the HTTP status its row says (`404`, `503 / log`), and none to a code answered by no request (`log`, `start-up`)", async () => {
    const documented = Object.fromEntries([...(await serverRows())].map(([code, where]) => [code, /^(\d{3})\b/.exec(where)?.[1]]));
    const inCode = Object.fromEntries(Object.entries(errorCodes).map(([code, entry]) => [code, "status" in entry ? String(entry.status) : undefined]));
    expect(inCode).toEqual(documented);
  });

  it("documents every reason the collector drops an event for, and no other", async () => {
    const doc = await readFile("docs/errors.md", "utf8");
    const table = doc.slice(doc.indexOf("## Why the collector leaves an event out"), doc.indexOf("## In the visitor's browser"));
    const documented = [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(dropReasons).sort());
  });
});
