import { useRouteLoaderData } from "@remix-run/react";
import { en } from "../lib/i18n/en";
import type { Messages, SiteStrings } from "../lib/i18n/messages";
import { createTranslator, type Translate } from "../lib/i18n/translator";

const english: SiteStrings = { language: "en", messages: en };

/** The site's strings from the root loader (English on an error page the root could not load). */
export function useSiteStrings(): SiteStrings {
  return useRouteLoaderData<{ i18n: SiteStrings }>("root")?.i18n ?? english;
}

// One translator per page's strings, shared by every component: a grid's tiles each ask for it, and
// making one builds Intl formatters (bench/i18n.ts).
const made = new WeakMap<Messages, Translate>();

/** The translator of a page's strings (English where there are none: an error page the root could not load). */
export function translatorFor({ language, messages }: SiteStrings = english): Translate {
  let t = made.get(messages);
  if (!t || t.language !== language) {
    t = createTranslator(language, messages);
    made.set(messages, t);
  }
  return t;
}

/** The site's strings in its language, as a function of a key and the values to fill in. */
export function useT(): Translate {
  return translatorFor(useSiteStrings());
}
