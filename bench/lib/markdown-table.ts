/** A Markdown table, as docs/benchmarks.md shows them: the bench's output pastes in as it is. */
export function markdownTable(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}
