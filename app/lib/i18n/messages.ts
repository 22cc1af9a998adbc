import { en } from "./en";

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralForms;
export type MessageKey = keyof typeof en;
/** A whole catalogue: every key of the English one, plain where it is plain, counted where it is counted. */
export type Messages = { [K in MessageKey]: (typeof en)[K] extends string ? string : PluralForms };

/** A site's strings as a page carries them (the root loader's `i18n`) and the viewer is given them. */
export type SiteStrings = { language: string; messages: Messages };

export const messageKeys = Object.keys(en) as MessageKey[];
