import { Link } from "@remix-run/react";
import type { ShareNetwork } from "../../lib/content/schemas";
import type { SearchOutcome } from "../../lib/search/search-outcome";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import { useT } from "../../hooks/use-t";
import type { Translate } from "../../lib/i18n/translator";

type Props = { outcome: SearchOutcome; share: readonly ShareNetwork[]; origin?: string };

/** A query as the page repeats it: in the language's quotation marks, and cut short when it would fill the screen. */
export function quoted(query: string, t: Translate): string {
  return t("search.quoted", { query: query.length > 120 ? `${query.slice(0, 119)}…` : query });
}

/** The search page in every state: nothing asked yet, too long, no words, no results, results. */
export function SearchPage({ outcome, share, origin }: Props) {
  const t = useT();
  const found = outcome.state === "results" && (outcome.total > 0 || outcome.albumTotal > 0);
  return (
    <div className="search-page">
      <header className="intro search-intro">
        <h1>{outcome.state !== "results" ? t("search.title") : t(found ? "search.resultsFor" : "search.noResultsFor", { query: quoted(outcome.query, t) })}</h1>
        <SearchForm id="search-page-q" label={t("search.title")} className="search-form--page" />
        <Summary outcome={outcome} />
      </header>
      {found ? <SearchResults outcome={outcome} share={share} origin={origin} /> : null}
    </div>
  );
}

function Summary({ outcome }: { outcome: SearchOutcome }) {
  const t = useT();
  switch (outcome.state) {
    case "empty":
      return <p className="search-summary">{t("search.intro")}</p>;
    case "too-long":
      return <p className="search-summary">{t("search.tooLong", { count: outcome.length, max: outcome.max })}</p>;
    case "no-words":
      return <p className="search-summary">{t("search.noWords", { query: quoted(outcome.query, t) })}</p>;
    case "results":
      if (outcome.total === 0 && outcome.albumTotal === 0) {
        return (
          <div className="search-summary">
            <ul className="search-tips">
              <li>{t("search.tipSpelling")}</li>
              <li>{t("search.tipFewer")}</li>
              <li>{t("search.tipStart")}</li>
            </ul>
            <p>
              {t("search.orBrowse")} <Link to="/">{t("search.browseAlbums")}</Link>.
            </p>
          </div>
        );
      }
      // The first page's range is for readers without JavaScript: a scripted one scrolls on through every result.
      return (
        <p className="search-summary">
          {found(t, outcome)}
          {outcome.pages > 1 ? (
            <span className={outcome.page === 1 ? "without-js-only" : undefined}>
              {` · ${t("search.showing", { first: outcome.first, last: outcome.first + outcome.items.length - 1 })}`}
            </span>
          ) : null}
        </p>
      );
  }
}

/** "12 pictures and 2 albums", "1 album". */
function found(t: Translate, outcome: { total: number; albumTotal: number }): string {
  const pictures = outcome.total > 0 ? t("search.pictures", { count: outcome.total }) : undefined;
  const albums = outcome.albumTotal > 0 ? t("search.albums", { count: outcome.albumTotal }) : undefined;
  return pictures && albums ? t("search.and", { first: pictures, second: albums }) : (pictures ?? albums ?? "");
}
