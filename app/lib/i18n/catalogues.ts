import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { Message, MessageKey, Messages } from "./messages";
import { shippedLanguageOf, type ShippedLanguage } from "./languages";

/** The languages Vitrine ships; `language: de-AT` reads German. */
export const catalogues: Record<ShippedLanguage, Messages> = { en, de, fr, es };

/** The catalogue for a language tag, by its first part; undefined for a language not shipped. */
export function catalogueFor(language: string): Messages | undefined {
  const shipped = shippedLanguageOf(language);
  return shipped && catalogues[shipped];
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
