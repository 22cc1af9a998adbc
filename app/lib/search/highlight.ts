/**
 * FTS5's highlight() and snippet() wrap matches in these two control characters. The index never
 * holds them (records replace control characters with spaces), so they can only be marks; pages
 * get segments and React draws <mark>, so no text from the index is ever parsed as markup.
 */
export const markStart = "\u0002";
export const markEnd = "\u0003";

export type Segment = { text: string; mark: boolean };

/** Splits text carrying mark characters into plain and marked runs. */
export function segmentsOf(marked: string): Segment[] {
  const segments: Segment[] = [];
  let mark = false;
  let text = "";
  const flush = () => {
    if (text === "") return;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
    text = "";
  };
  for (const char of marked) {
    if (char === markStart || char === markEnd) {
      flush();
      mark = char === markStart;
    } else {
      text += char;
    }
  }
  flush();
  return segments;
}

export function hasMark(marked: string): boolean {
  return marked.includes(markStart);
}
