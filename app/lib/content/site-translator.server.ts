import type { SiteConfig } from "./schemas";
import { type Messages } from "../i18n/messages";
import { siteMessages } from "../i18n/catalogues";
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

/** The site's strings with the owner's labels over them, made once per config (a reload makes a new config). */
export const siteStrings = (config: SiteConfig): Messages => forConfig(config).messages;

/** The server's translator for pages' titles, feeds and the preparing page. */
export const siteTranslator = (config: SiteConfig): Translate => forConfig(config).t;
