import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { dropReasons, errorCodes } from "../../app/lib/core/errors";

describe("error catalogue", () => {
  it("documents every code in docs/errors.md, and no code it does not have", async () => {
    const doc = await readFile("docs/errors.md", "utf8");
    // The server table's rows, up to the browser's own codes.
    const serverTable = doc.slice(0, doc.indexOf("## In the visitor's browser"));
    const documented = [...serverTable.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(errorCodes).sort());
  });

  it("documents every reason the collector drops an event for, and no other", async () => {
    const doc = await readFile("docs/errors.md", "utf8");
    const table = doc.slice(doc.indexOf("## Why the collector leaves an event out"), doc.indexOf("## In the visitor's browser"));
    const documented = [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(dropReasons).sort());
  });
});
