/** The languages Vitrine ships a catalogue for (lib/i18n/catalogues.ts). Each writes its digits as 0–9. */
export const shippedLanguages = ["en", "de", "fr", "es"] as const;
export type ShippedLanguage = (typeof shippedLanguages)[number];

/** The shipped language a tag reads (`de-AT` reads German), if any. */
export function shippedLanguageOf(tag: string): ShippedLanguage | undefined {
  const base = tag.split("-")[0]!.toLowerCase();
  return shippedLanguages.find((language) => language === base);
}
