import { useMatches } from "@remix-run/react";
import type { SiteStrings } from "../lib/i18n/messages";
import { withEnglish, type PageStrings } from "../lib/i18n/page-strings";
import { createTranslator, type Translate } from "../lib/i18n/translator";

/** What loaders send of the site's strings: the root its language and strings (`i18n`), a page's route the rest (`strings`). */
type StringsData = { i18n?: { language: string; messages: PageStrings }; strings?: PageStrings };

type Merged = { next: WeakMap<PageStrings, Merged>; value?: SiteStrings };
const merged: Merged = { next: new WeakMap() };

/**
 * A page's strings, whole: the root's and each route's over the English catalogue (English on an
 * error page the root could not load). The same loader data gives the same object, so the viewer's
 * effect and the translators below see a page's strings change only when its data does.
 */
export function stringsOf(matches: readonly { data?: unknown }[]): SiteStrings {
  const data = matches.map((match) => (match.data ?? {}) as StringsData);
  const language = data.find(({ i18n }) => i18n)?.i18n?.language ?? "en";
  const parts = data.flatMap(({ i18n, strings }) => [i18n?.messages, strings].filter((part) => part !== undefined));
  let node = merged;
  for (const part of parts) {
    let next = node.next.get(part);
    if (!next) node.next.set(part, (next = { next: new WeakMap() }));
    node = next;
  }
  if (node.value?.language !== language) node.value = { language, messages: withEnglish(parts) };
  return node.value;
}

/** The site's strings of this page (the root's and its routes' loader data). */
export function useSiteStrings(): SiteStrings {
  return stringsOf(useMatches());
}

// One translator per page's strings, shared by every component: a grid's tiles each ask for it, and
// making one builds Intl formatters (bench/i18n.ts).
const made = new WeakMap<SiteStrings, Translate>();

/** The translator of a page's strings. */
export function translatorFor(strings: SiteStrings): Translate {
  let t = made.get(strings);
  if (!t) made.set(strings, (t = createTranslator(strings.language, strings.messages)));
  return t;
}

/** The site's strings in its language, as a function of a key and the values to fill in. */
export function useT(): Translate {
  return translatorFor(useSiteStrings());
}
