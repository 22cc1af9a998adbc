import type { SiteConfig } from "./schemas";
import { type Messages } from "../i18n/messages";
import { siteMessages } from "../i18n/catalogues";
import { pageStrings, type PageStrings, type StringNeed } from "../i18n/page-strings";
import { createTranslator, type Translate } from "../i18n/translator";

const made = new WeakMap<SiteConfig, { messages: Messages; t: Translate }>();

function forConfig(config: SiteConfig) {
  let entry = made.get(config);
  if (!entry) {
    const messages = siteMessages(config.language, config.labels);
    entry = { messages, t: createTranslator(config.language, messages) };
    made.set(config, entry);
  }
  return entry;
}

/** What a route's loader sends of the site's strings (the owner's labels over its language's): what its page needs (its `handle.strings`). */
export const siteStringsFor = (config: SiteConfig, needs: readonly StringNeed[]): PageStrings => pageStrings(forConfig(config).messages, needs);

/** The server's translator for pages' titles, feeds and the preparing page. */
export const siteTranslator = (config: SiteConfig): Translate => forConfig(config).t;
