import { Form } from "@remix-run/react";
import { maxQueryLength } from "../../lib/search/plan-query";
import { useSearchQuery } from "./useSearchQuery";
import { useT } from "../../hooks/use-t";

type Props = {
  /** The input's id: each search box on a page needs its own. */
  id: string;
  /** The search landmark's name (axe wants several search landmarks told apart). */
  label: string;
  className?: string;
  onSubmit?: () => void;
};

/**
 * A GET form to /search with its query in `q`: a plain form without JavaScript, a client-side
 * navigation with it. It shows the current search, so refining one starts from what was typed.
 */
export function SearchForm({ id, label, className = "", onSubmit }: Props) {
  const t = useT();
  const query = useSearchQuery();
  return (
    <Form method="get" action="/search" role="search" aria-label={label} className={`search-form ${className}`} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        key={query}
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t("search.placeholder")}
        maxLength={maxQueryLength}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-form__submit">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t("search.submit")}</span>
      </button>
    </Form>
  );
}
