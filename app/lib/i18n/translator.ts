import type { Message, MessageKey, Messages, PluralForms } from "./messages";

export type Vars = Record<string, string | number>;
/** Carries its language: dates and sizes are written with it too. */
export type Translate = ((key: MessageKey, vars?: Vars) => string) & { language: string };

/**
 * Looks up a message and fills its `{name}` places. A plural message picks its form by
 * `Intl.PluralRules` for `vars.count` (French says "1,5 photo", English "1.5 photos"); numbers are
 * written the language's way ("1.234" in German).
 */
export function createTranslator(language: string, messages: Messages): Translate {
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  const fill = (template: string, vars: Vars) =>
    template.replace(/\{(\w+)\}/g, (place, name: string) => {
      const value = vars[name];
      if (value === undefined) return place;
      return typeof value === "number" ? numbers.format(value) : value;
    });
  const translate = (key: MessageKey, vars: Vars = {}) => {
    const message: Message = messages[key];
    if (typeof message === "string") return fill(message, vars);
    const count = typeof vars.count === "number" ? vars.count : 0;
    return fill(pluralForm(message, plurals.select(count)), vars);
  };
  return Object.assign(translate, { language });
}

function pluralForm(forms: PluralForms, category: Intl.LDMLPluralRule): string {
  return forms[category] ?? forms.other;
}
