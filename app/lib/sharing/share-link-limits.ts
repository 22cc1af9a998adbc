/**
 * A new link's limits, for its schema (new-share-link-schema.ts) and for the forms' inputs
 * (maxLength, minLength). Free of zod: the share page's script reads them too.
 */

/** A label is the owner's note for their own list: a line, not a letter. */
export const shareLabelMaxLength = 200;
/** A link's password: at least the owner's own minimum; at most what the share page's form takes. */
export const sharePasswordLength = { min: 8, max: 1024 } as const;
