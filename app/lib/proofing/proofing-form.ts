import { z } from "zod/v4";
import { itemIdPattern } from "../core/item-id";
import { proofingLimits } from "./proofing-config";
import type { ProofingChange } from "./selection";

/** A person's text: line breaks kept in a comment, other control characters out, trimmed. */
const typed = (max: number, keepLines: boolean) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .transform((value) =>
      value
        .normalize("NFC")
        .replace(keepLines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, "")
        .trim(),
    );

const item = z.string().regex(itemIdPattern);
const list = z.string().min(1).max(40);

/**
 * A proofing form as it is posted (POST /proofing), by the page's buttons without JavaScript and
 * by the proofing client with it. The link is never a field: it is the one the holder's grant
 * has for the album (a forged one would name nothing anyway).
 */
export const proofingFormSchema = z
  .discriminatedUnion("intent", [
    z.object({ intent: z.literal("pick"), item, list }),
    z.object({ intent: z.literal("unpick"), item, list }),
    z.object({ intent: z.literal("comment"), item, text: typed(proofingLimits.commentLength, true) }),
    z.object({ intent: z.literal("name"), name: typed(proofingLimits.nameLength, false) }),
    z.object({ intent: z.literal("send") }),
  ])
  .and(
    z.object({
      album: z.string().min(1).max(512),
      /** Where a page without JavaScript returns to: a path of this site's albums, nothing else. */
      back: z
        .string()
        .max(2048)
        .regex(/^\/albums\/[^/?#\\][^?#\\]*$|^\/$/)
        .optional()
        .catch(undefined),
    }),
  );

export type ProofingForm = z.infer<typeof proofingFormSchema>;

export function changeOf(form: ProofingForm): ProofingChange {
  switch (form.intent) {
    case "pick":
    case "unpick":
      return { kind: "pick", list: form.list, item: form.item, on: form.intent === "pick" };
    case "comment":
      return { kind: "comment", item: form.item, text: form.text };
    case "name":
      return { kind: "name", name: form.name };
    case "send":
      return { kind: "send" };
  }
}
