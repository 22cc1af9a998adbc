import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { errorCodes } from "../../app/lib/errors";

describe("error catalogue", () => {
  it("documents every code in docs/errors.md, and no code it does not have", async () => {
    const doc = await readFile("docs/errors.md", "utf8");
    // The server table's rows, up to the browser's own codes.
    const serverTable = doc.slice(0, doc.indexOf("## In the visitor's browser"));
    const documented = [...serverTable.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(errorCodes).sort());
  });
});
