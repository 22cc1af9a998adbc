import { Link } from "@remix-run/react";
import type { ShareNetwork } from "../../lib/content/schemas";
import type { SearchOutcome } from "../../lib/search/search-outcome";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";

type Props = { outcome: SearchOutcome; columns: number; share: readonly ShareNetwork[]; origin: string };

/** A query as the page repeats it: quoted, and cut short when it would fill the screen. */
export function quoted(query: string): string {
  return `“${query.length > 120 ? `${query.slice(0, 119)}…` : query}”`;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/** The search page in every state: nothing asked yet, too long, no words, no results, results. */
export function SearchPage({ outcome, columns, share, origin }: Props) {
  const found = outcome.state === "results" && (outcome.total > 0 || outcome.albumTotal > 0);
  return (
    <div className="search-page">
      <header className="intro search-intro">
        <h1>{outcome.state !== "results" ? "Search" : found ? `Results for ${quoted(outcome.query)}` : `No results for ${quoted(outcome.query)}`}</h1>
        <SearchForm id="search-page-q" label="Search" className="search-form--page" />
        <Summary outcome={outcome} />
      </header>
      {found ? <SearchResults outcome={outcome} columns={columns} share={share} origin={origin} /> : null}
    </div>
  );
}

function Summary({ outcome }: { outcome: SearchOutcome }) {
  switch (outcome.state) {
    case "empty":
      return <p className="search-summary">Find pictures and albums by title, caption, tag, camera, lens or year. The start of a word is enough: “light” finds “lighthouse”.</p>;
    case "too-long":
      return (
        <p className="search-summary">
          That search is too long ({plural(outcome.length, "character", "characters")}). Try a few words, at most {outcome.max.toLocaleString("en")} characters.
        </p>
      );
    case "no-words":
      return <p className="search-summary">There are no words to look for in {quoted(outcome.query)}. Try letters or numbers: a title, a place, a camera or a year.</p>;
    case "results":
      if (outcome.total === 0 && outcome.albumTotal === 0) {
        return (
          <div className="search-summary">
            <ul className="search-tips">
              <li>Check the spelling.</li>
              <li>Use fewer words: a result has to match every one.</li>
              <li>Try the start of a word: “light” finds “lighthouse”.</li>
            </ul>
            <p>
              Or <Link to="/">browse the albums</Link>.
            </p>
          </div>
        );
      }
      return (
        <p className="search-summary">
          {[outcome.total > 0 && plural(outcome.total, "picture", "pictures"), outcome.albumTotal > 0 && plural(outcome.albumTotal, "album", "albums")].filter(Boolean).join(" and ")}
          {outcome.pages > 1 ? ` · showing ${outcome.first.toLocaleString("en")}–${(outcome.first + outcome.items.length - 1).toLocaleString("en")}` : ""}
        </p>
      );
  }
}
