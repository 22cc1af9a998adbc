import { z } from "zod/v4";
import { en } from "./en";

type Key = keyof typeof en;
const keys = Object.keys(en) as [Key, ...Key[]];

const label = z
  .string()
  .max(500)
  .transform((value) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim());

const pluralForms = z
  .object({ zero: label.optional(), one: label.optional(), two: label.optional(), few: label.optional(), many: label.optional(), other: label })
  .strict();

/**
 * `labels:` in vitrine.config.yml: any visitor-facing string by its key (docs/languages.md), a
 * counted one as plural forms or one string for every count. An unknown key is an error naming it.
 */
export const labelsSchema = z.partialRecord(z.enum(keys), z.union([label, pluralForms])).superRefine((labels, context) => {
  for (const [key, value] of Object.entries(labels)) {
    if (typeof value !== "string" && typeof en[key as Key] === "string") {
      context.addIssue({ code: "custom", path: [key], message: "is a plain label, not counted: give one string" });
    }
  }
});
