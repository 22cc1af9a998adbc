import { describe, expect, it } from "vitest";
import { toCsv } from "../../app/lib/core/csv";

/** The cells a spreadsheet reads from one line when it splits on `separator` and honours quotes (RFC 4180). */
function cellsSplitOn(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator || char === "\n" || char === "\r") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  return [...cells, cell];
}

const formula = /^[=+\-@\t\r]/;
const hostile = ["x;=1+1", "=1+1", "+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", 'a,=HYPERLINK("x")', 'a;"=1+1"', "a\t=1", "a\n=1+1", "a\r\n@x", ';"";=1', "x;;-2"];

describe("CSV", () => {
  it("quotes what needs quoting and defuses a formula at a text's start", () => {
    expect(
      toCsv(
        ["Page", "Visitors"],
        [
          ["/a,b", 2],
          ['say "hi"', 1],
          ['=HYPERLINK("x")', 1],
          ["-1+1", 0],
          ["@cmd", 0],
        ],
      ),
    ).toBe('Page,Visitors\r\n"/a,b",2\r\n"say ""hi""",1\r\n"\'=HYPERLINK(""x"")",1\r\n\'-1+1,0\r\n\'@cmd,0\r\n');
  });

  it("x;=1+1 is no formula in a spreadsheet that splits on semicolons", () => {
    const csv = toCsv(["Search term", "Visitors"], [["x;=1+1", 3]]);
    expect(csv).toBe('Search term,Visitors\r\n"x;\'=1+1",3\r\n');
    expect(cellsSplitOn(csv.split("\r\n")[1]!, ";")).toEqual(["x;'=1+1,3"]);
  });

  for (const separator of [",", ";", "\t"]) {
    it(`no cell a spreadsheet splitting on ${JSON.stringify(separator)} reads starts a formula, wherever the text puts it`, () => {
      for (const text of hostile) {
        // A text as the first cell and as a later one: the quotes a later one gets are not where another separator starts a cell.
        const csv = toCsv(
          ["a", "b"],
          [
            [text, 1],
            ["first", text],
          ],
        );
        for (const line of csv.split("\r\n"))
          for (const cell of cellsSplitOn(line, separator)) expect(cell, `${JSON.stringify(text)} split on ${JSON.stringify(separator)}`).not.toMatch(formula);
      }
    });
  }

  it("keeps numbers as numbers, negative ones included", () => {
    expect(
      toCsv(
        ["Value", "Change"],
        [
          ["-", -3],
          ["x", -0.5],
          ["y", 1e21],
        ],
      ),
    ).toBe("Value,Change\r\n'-,-3\r\nx,-0.5\r\ny,1e+21\r\n");
  });
});
