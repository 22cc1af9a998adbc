/** Longer searches get the "too long" page: the spec's analytics treat 2048 characters as a URL's limit. */
export const maxQueryLength = 2048;
/** Words beyond this many add nothing a visitor would notice, only cost: each is matched in every ranking tier. */
export const maxTerms = 8;
/**
 * One-character words. The index keeps prefix lists of 2–8 characters (search-schema.ts), none of
 * one, so "s"* merges the entries of every word starting with s, in every MATCH a search runs (the
 * count, the ranking, the marks): each such word costs as much as a whole ordinary search. A
 * few are what people type ("f/2.8", "plan b"); more are dropped, longer words kept.
 */
export const maxShortTerms = 3;
const maxTermLength = 64;

export type QueryPlan =
  | { kind: "empty" }
  | { kind: "too-long"; length: number }
  /** Only punctuation or symbols: nothing the index could hold. */
  | { kind: "no-words" }
  /** `match` is an FTS5 expression: every term as a quoted prefix string, all of them required. */
  | { kind: "words"; terms: string[]; match: string };

export type WordsPlan = Extract<QueryPlan, { kind: "words" }>;

/**
 * A word starts with a letter or digit and may carry combining marks. Everything else separates
 * words, as it does for the index's unicode61 tokenizer, so no FTS syntax (quotes, *, ^, :, -,
 * parentheses, NEAR, AND, OR, NOT as operators) can reach the MATCH expression.
 */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** Turns what a visitor typed into the FTS5 MATCH expression, or says why there is none. */
export function planQuery(raw: string): QueryPlan {
  if (raw.length > maxQueryLength) return { kind: "too-long", length: raw.length };
  const text = raw.normalize("NFKC").trim();
  if (text === "") return { kind: "empty" };
  const terms: string[] = [];
  const seen = new Set<string>();
  let shortTerms = 0;
  for (const word of text.match(wordPattern) ?? []) {
    const term = word.slice(0, maxTermLength);
    const folded = term.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    // In code points, as the index counts prefix lengths: "é" (composed by NFKC above) is one, as "e" is.
    const short = [...term].length === 1;
    if (short && shortTerms === maxShortTerms) continue;
    if (short) shortTerms++;
    terms.push(term);
    if (terms.length === maxTerms) break;
  }
  if (terms.length === 0) return { kind: "no-words" };
  return { kind: "words", terms, match: terms.map(prefixString).join(" ") };
}

/** An FTS5 string (double quotes, inner quotes doubled) matched as a prefix: "lig"* finds "lighthouse". */
export function prefixString(term: string): string {
  return `"${term.replaceAll('"', '""')}"*`;
}
