import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { Message, MessageKey, Messages } from "./messages";

/** The languages Vitrine ships; `language: de-AT` reads German. */
export const catalogues: Record<string, Messages> = { en, de, fr, es };

/** The catalogue for a language tag, by its first part; undefined for a language not shipped. */
export function catalogueFor(language: string): Messages | undefined {
  return catalogues[language.split("-")[0]!.toLowerCase()];
}

/**
 * The visitor-facing strings of a site: its language's catalogue (English for a language not
 * shipped), with the owner's `labels:` over it. A plain label given for a counted message is used
 * for every count.
 */
export function siteMessages(language: string, labels: Partial<Record<MessageKey, Message>> = {}): Messages {
  const messages: Record<string, Message> = { ...(catalogueFor(language) ?? en) };
  for (const [key, label] of Object.entries(labels)) {
    messages[key] = typeof en[key as MessageKey] === "string" || typeof label !== "string" ? label : { other: label };
  }
  return messages as Messages;
}
