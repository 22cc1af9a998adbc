import type { Message, MessageKey, Messages, PluralForms } from "./messages";
import { shippedLanguageOf } from "./languages";

export type Vars = Record<string, string | number>;
/** Carries its language: dates and sizes are written with it too. */
export type Translate = ((key: MessageKey, vars?: Vars) => string) & { language: string };

/**
 * Looks up a message and fills its `{name}` places. A plural message picks its form by
 * `Intl.PluralRules` for `vars.count` (French says "1,5 photo", English "1.5 photos"); numbers are
 * written the language's way ("1.234" in German); a shipped language's whole numbers under 1,000 are
 * its plain digits, as Intl would write them.
 */
export function createTranslator(language: string, messages: Messages): Translate {
  // Made when first needed: a browser's first Intl.NumberFormat costs 40–80 ms of a fast core
  // (its number data), four times that on a phone, and most pages write only small counts.
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const plainDigits = shippedLanguageOf(language) !== undefined && !language.includes("-u-");
  const number = (value: number) =>
    plainDigits && Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : (numbers ??= new Intl.NumberFormat(language)).format(value);
  const fill = (template: string, vars: Vars) =>
    template.replace(/\{(\w+)\}/g, (place, name: string) => {
      const value = vars[name];
      if (value === undefined) return place;
      return typeof value === "number" ? number(value) : value;
    });
  const translate = (key: MessageKey, vars: Vars = {}) => {
    const message: Message = messages[key];
    if (typeof message === "string") return fill(message, vars);
    const count = typeof vars.count === "number" ? vars.count : 0;
    return fill(pluralForm(message, (plurals ??= new Intl.PluralRules(language)).select(count)), vars);
  };
  return Object.assign(translate, { language });
}

function pluralForm(forms: PluralForms, category: Intl.LDMLPluralRule): string {
  return forms[category] ?? forms.other;
}
