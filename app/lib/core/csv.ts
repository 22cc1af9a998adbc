/**
 * RFC 4180 CSV, safe to open in a spreadsheet: visitors choose page paths and search terms, and a
 * proofing client writes comments, so exports must not carry formulas. A spreadsheet set to another separator splits the lines itself
 * (German, French and Spanish ones on `;`, some on tabs), so a cell may begin after any `,` `;`,
 * tab or line break inside a text, even one in quotes (`x;=1+1` is `x` and a formula there). Every
 * such start, and the text's own, that a formula could begin with (= + - @, tab, CR), quotes
 * before it or not, gets an apostrophe. Numbers are written as numbers, negative ones included.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** Where a spreadsheet may start a cell (the text's start, after a separator or a line break, past any quotes), then a formula's first character. */
const formulaStart = /(^|[,;\t\r\n])("*)(?=[=+\-@\t\r])/g;

function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = value.replace(formulaStart, "$1$2'");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
