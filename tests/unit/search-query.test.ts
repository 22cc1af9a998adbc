import { describe, expect, it } from "vitest";
import { maxQueryLength, maxShortTerms, maxTerms, planQuery } from "../../app/lib/search/plan-query";
import { searchParamNames, searchTermOf } from "../../app/lib/search/search-params";

describe("search parameters", () => {
  it("reads the term from each of q, s, search, query and keyword", () => {
    expect(searchParamNames).toEqual(["q", "s", "search", "query", "keyword"]);
    for (const name of searchParamNames) expect(searchTermOf(new URLSearchParams({ [name]: "aurora" }))).toBe("aurora");
  });

  it("takes the first parameter that is not blank, in that order", () => {
    expect(searchTermOf(new URLSearchParams("keyword=last&s=second&q=first"))).toBe("first");
    expect(searchTermOf(new URLSearchParams("q=%20%20&query=fjord"))).toBe("fjord");
    expect(searchTermOf(new URLSearchParams("page=2"))).toBe("");
  });
});

describe("planQuery", () => {
  it("makes every word a required prefix, quoted as an FTS string", () => {
    expect(planQuery("north light")).toEqual({ kind: "words", terms: ["north", "light"], match: '"north"* "light"*' });
  });

  it("keeps diacritics for the tokenizer to fold, and drops repeated words", () => {
    expect(planQuery("Zürich café zürich")).toMatchObject({ terms: ["Zürich", "café"], match: '"Zürich"* "café"*' });
  });

  it("gives empty and whitespace-only queries the empty state", () => {
    for (const raw of ["", "   ", "\t\n", "\u00a0\u3000"]) expect(planQuery(raw)).toEqual({ kind: "empty" });
  });

  it("refuses queries over 2048 characters, and takes one of exactly 2048", () => {
    expect(planQuery("a".repeat(maxQueryLength + 1))).toEqual({ kind: "too-long", length: 2049 });
    expect(planQuery(`${"a ".repeat(1023)}ab`).kind).toBe("words");
  });

  it("never lets FTS syntax through: operators and punctuation become separators or quoted words", () => {
    const hostile = [
      '"',
      '"*',
      "*",
      "^title",
      "title:x",
      "{title caption}: x",
      "a OR b",
      "NOT a",
      "NEAR(a b, 2)",
      "a AND (b",
      "-x +y",
      "'; DROP TABLE search; --",
      "<script>alert(1)</script>",
    ];
    for (const raw of hostile) {
      const plan = planQuery(raw);
      if (plan.kind !== "words") continue;
      // Each term is one quoted string of letters and digits followed by *, nothing else.
      expect(plan.match).toMatch(/^("[\p{L}\p{N}\p{M}]+"\* ?)+$/u);
    }
    expect(planQuery("NEAR(a b, 2)")).toMatchObject({ terms: ["NEAR", "a", "b", "2"] });
    expect(planQuery("'; DROP TABLE search; --")).toMatchObject({ match: '"DROP"* "TABLE"* "search"*' });
  });

  it("says when there are no words at all", () => {
    for (const raw of ['"*', "!!!", "<>", "\u0301", "🙂 ☃"]) expect(planQuery(raw)).toEqual({ kind: "no-words" });
  });

  it("uses at most 8 words", () => {
    expect(maxTerms).toBe(8);
    const plan = planQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "));
    expect(plan.kind === "words" && plan.terms).toHaveLength(maxTerms);
  });

  it("keeps at most 3 one-character words, which the prefix index cannot serve, and every longer word up to the limit", () => {
    expect(maxShortTerms).toBe(3);
    const dozen = "a b c d e f g h i j k l";
    expect(planQuery(dozen)).toEqual({ kind: "words", terms: ["a", "b", "c"], match: '"a"* "b"* "c"*' });
    // Longer words after the dropped ones still count, in the order typed.
    expect(planQuery(`${dozen} harbour ab`)).toMatchObject({ terms: ["a", "b", "c", "harbour", "ab"] });
    // What people type with short words is planned as before.
    expect(planQuery("f/2.8 canon")).toMatchObject({ terms: ["f", "2", "8", "canon"] });
    expect(planQuery("plan b")).toMatchObject({ terms: ["plan", "b"] });
    // One character as the index counts it: a letter with its accent composed, an astral letter.
    expect(planQuery("é e\u0301 è ê ë")).toMatchObject({ terms: ["é", "è", "ê"] });
    expect(planQuery("𐌰 𐌱 𐌲 𐌳 ab")).toMatchObject({ terms: ["𐌰", "𐌱", "𐌲", "ab"] });
  });
});
