import { en } from "./en";
import { messageKeys, type Message, type MessageKey, type Messages } from "./messages";

type NamespaceOf<Key> = Key extends `${infer Namespace}.${string}` ? Namespace : never;

/** The catalogue's groups: the part of a key before its dot ("album" of "album.photos"). */
export type Namespace = NamespaceOf<MessageKey>;

/**
 * What a page's components translate, as its route declares it (`handle.strings`): whole
 * namespaces, or single keys of a namespace the route barely uses (the header's search box).
 * tests/unit/page-strings.test.ts derives the keys from each route's modules and holds the lists to them.
 */
export type StringNeed = Namespace | MessageKey;

/**
 * The site's strings as a page carries them: only those its components may show that the English
 * catalogue, already in the page's scripts (app/hooks/use-t.ts), does not say the same way.
 * An English site without labels sends none.
 */
export type PageStrings = Partial<Messages>;

const sameMessage = (a: Message, b: Message) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The namespace of a key: what before its first dot. */
export const namespaceOf = (key: MessageKey) => key.slice(0, key.indexOf(".")) as Namespace;

export function pageStrings(messages: Messages, needs: readonly StringNeed[]): PageStrings {
  const wanted = new Set<string>(needs);
  const picked: Partial<Record<MessageKey, Message>> = {};
  for (const key of messageKeys) {
    if ((wanted.has(key) || wanted.has(namespaceOf(key))) && !sameMessage(messages[key], en[key])) picked[key] = messages[key];
  }
  return picked as PageStrings;
}

/** A page's strings over the English catalogue, in the order given (a later part wins): every key has its text. */
export function withEnglish(parts: readonly PageStrings[]): Messages {
  return Object.assign({}, en, ...parts) as Messages;
}
