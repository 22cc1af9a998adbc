import { prefixString, type WordsPlan } from "./plan-query";
import { searchColumns } from "./search-records";

/** One tier per column: a record's tier is the first column holding one of the terms. */
export const tierCount = searchColumns.length;

/**
 * A match's tier from one bm25 call, column t (0 = title) weighing 10^-40(t+1). Weights that small
 * never saturate bm25, and whatever the counts, lengths and IDFs (bounded for a billion rows of a
 * billion tokens), a record whose first column with a term is t scores 10^-15 to 10^13 times its
 * weight: tiers fall in bands 10^40 apart, and (-log10(score) - 20) / 40 truncates to t. One pass
 * over the matches then orders them fully, where a column-filtered MATCH per tier cost five more.
 */
export const tierOfRow = `CAST((-log10(-bm25(search, 0, ${searchColumns.map((_, t) => `1e-${40 * (t + 1)}`).join(", ")})) - 20) / 40 AS INTEGER)`;

/**
 * The matches in one tier as an FTS5 expression, ranked by FTS5 as the visitor's own MATCH is:
 * "tier t or later" is the MATCH less the records with a term in an earlier column, and tier t is
 * that less "tier t + 1 or later". Only NOT narrows it, and FTS5 reports no instance of a phrase
 * right of a NOT in the rows it lets through, so bm25 sees the same phrases in the same places
 * (tests/integration/search-ranking.test.ts holds it to the one-query definition).
 */
export function tierMatch(plan: WordsPlan, tier: number): string {
  const anyTerm = anyTermOf(plan);
  const fromTier = (t: number) => (t === 0 ? `(${plan.match})` : `((${plan.match}) NOT {${searchColumns.slice(0, t).join(" ")}} : ${anyTerm})`);
  return tier === tierCount - 1 ? fromTier(tier) : `${fromTier(tier)} NOT ${fromTier(tier + 1)}`;
}

/**
 * Records with a term in this tier's column, whether they hold every term or not. Each record of
 * the tier is one, so when the column holds no term at all the tier is empty: looking for one such
 * row costs less than reading the tier's expression to its end (a place name is never in a title).
 */
export function tierColumnMatch(plan: WordsPlan, tier: number): string {
  return `{${searchColumns[tier]}} : ${anyTermOf(plan)}`;
}

function anyTermOf(plan: WordsPlan): string {
  return `(${plan.terms.map(prefixString).join(" OR ")})`;
}
