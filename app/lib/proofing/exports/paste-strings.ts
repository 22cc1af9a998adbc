import { listNames, type ExportList } from "./export-selection";

/** What one tool's search field takes; `leftOut`: names it would read as something else, for the owner to find by hand. */
export type PasteString = { text: string; leftOut: string[] };

/** A list's names for Lightroom Classic's "Filename contains", Capture One's Filter search, and Finder's and Explorer's search. */
export type PasteStrings = { lightroom: PasteString; captureOne: PasteString; fileManager: PasteString };

/**
 * Lightroom splits its text on commas and spaces, each word found anywhere in a name; a word
 * starting with `!` is excluded, one starting or ending with `+` anchored. It has no quotes, so a
 * name holding any of these cannot be pasted as itself: it would find other pictures, or none.
 */
const lightroomSplits = (name: string) => /[\s,]/.test(name) || /^[!+]|\+$/.test(name);

/** Capture One's search splits on spaces and has no quotes either. */
const captureOneSplits = (name: string) => /\s/.test(name);

/**
 * Finder (Spotlight) and Explorer (AQS) both read `a OR b`, and both take a quoted phrase as one
 * term. A name is quoted unless it is plain (letters, digits, `_` `.`, a `-` not first: Explorer
 * reads a leading one as NOT) and no operator word: spaces, colons (`name:`), brackets and
 * wildcards mean something to one of them. A name holding `"` cannot be quoted: left out.
 */
function fileManagerTerm(name: string): string | undefined {
  if (/^[\p{L}\p{N}_.][\p{L}\p{N}_.-]*$/u.test(name) && !/^(AND|OR|NOT)$/i.test(name)) return name;
  return name.includes('"') ? undefined : `"${name}"`;
}

/** `list`'s names, each once and in its order, as each tool's search field takes them. */
export function pasteStrings(list: ExportList): PasteStrings {
  const names = listNames(list);
  const split = (separator: string, splits: (name: string) => boolean): PasteString => ({
    text: names.filter((name) => !splits(name)).join(separator),
    leftOut: names.filter(splits),
  });
  const terms = names.map(fileManagerTerm);
  return {
    lightroom: split(", ", lightroomSplits),
    captureOne: split(" ", captureOneSplits),
    fileManager: {
      text: terms.filter((term) => term !== undefined).join(" OR "),
      leftOut: names.filter((_, i) => terms[i] === undefined),
    },
  };
}
