import { z } from "zod/v4";

/** Free text from the owner: trimmed, no control characters, bounded so a stray file cannot bloat pages. */
export const ownerText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim());
