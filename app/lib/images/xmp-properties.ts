import { decodeXML } from "entities";
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** A property's value as RDF gives it: text, an array (rdf:Bag, Seq or Alt), or a structure of further properties. */
export type RdfValue = string | RdfValue[] | RdfStruct;
/** Properties by their full name: namespace URI and local name joined, as `xmpName` makes it. */
export type RdfStruct = Map<string, RdfValue>;

export type XmpProperties = { ok: true; properties: RdfStruct } | { ok: false; reason: string };

const rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
/** Bound to `xml:` in every XML document (xml:lang), undeclared. */
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";

/** A property's full name: the same whatever prefix a tool bound its namespace to. */
export const xmpName = (namespace: string, local: string) => `${namespace}${local}`;

/**
 * Nothing a DOCTYPE could declare is expanded (entities stay as the text they are, decoded by
 * `entities` with XML's five and numeric references only), and nesting is cut at 64 levels: XMP
 * needs fewer than ten. Values stay text; order is kept, so repeated elements are never merged.
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
});

type XmlNode = Record<string, unknown>;
type Element = { name: string; attributes: Record<string, string>; children: XmlNode[] };
type Scope = ReadonlyMap<string, string>;

/**
 * The properties of an XMP packet or sidecar named in `wanted` (full names), from every
 * rdf:Description of its rdf:RDF; the first Description to give one wins. Refuses, with the reason,
 * what is not XML, declares a DOCTYPE (XMP never does: it is how an entity bomb comes) or holds no XMP.
 */
export function xmpProperties(text: string, wanted: ReadonlySet<string>): XmpProperties {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, reason: "it declares a DOCTYPE or entities, which XMP never does: not read" };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { ok: false, reason: `not XML: ${valid.err.msg} (line ${valid.err.line})` };
  let nodes: XmlNode[];
  try {
    nodes = parser.parse(text) as XmlNode[];
  } catch (error) {
    return { ok: false, reason: `not readable XML: ${(error as Error).message}` };
  }
  const found = findRdf(nodes, new Map([["xml", xmlNamespace]]));
  if (!found) return { ok: false, reason: "no XMP in it (no rdf:RDF element)" };
  const properties: RdfStruct = new Map();
  for (const node of found.element.children) {
    const description = elementOf(node);
    if (!description) continue;
    const scope = scopeOf(description, found.scope);
    if (fullName(description.name, scope) !== xmpName(rdf, "Description")) continue;
    for (const [name, value] of structOf(description, scope, wanted)) if (!properties.has(name)) properties.set(name, value);
  }
  return { ok: true, properties };
}

function elementOf(node: XmlNode): Element | undefined {
  const name = Object.keys(node).find((key) => key !== ":@" && key !== "#text");
  if (!name) return undefined;
  return { name, attributes: (node[":@"] as Record<string, string> | undefined) ?? {}, children: node[name] as XmlNode[] };
}

/** The namespaces in force in an element: its parent's, and those it declares. */
function scopeOf(element: Element, parent: Scope): Scope {
  const declared = Object.entries(element.attributes).filter(([name]) => isDeclaration(name));
  if (declared.length === 0) return parent;
  const scope = new Map(parent);
  for (const [name, uri] of declared) scope.set(name === "xmlns" ? "" : name.slice(6), uri);
  return scope;
}

function fullName(qualified: string, scope: Scope): string {
  const colon = qualified.indexOf(":");
  const [prefix, local] = colon < 0 ? ["", qualified] : [qualified.slice(0, colon), qualified.slice(colon + 1)];
  return xmpName(scope.get(prefix) ?? `${prefix}:`, local);
}

/** The first rdf:RDF, wherever it sits (inside x:xmpmeta, or the document's root). */
function findRdf(nodes: XmlNode[], parent: Scope): { element: Element; scope: Scope } | undefined {
  for (const node of nodes) {
    const element = elementOf(node);
    if (!element) continue;
    const scope = scopeOf(element, parent);
    if (fullName(element.name, scope) === xmpName(rdf, "RDF")) return { element, scope };
    const inside = findRdf(element.children, scope);
    if (inside) return inside;
  }
  return undefined;
}

/** Attributes that say how RDF reads an element, not properties of the resource. */
const isSyntax = (name: string) => name.startsWith(rdf) || name.startsWith(xmlNamespace);
const isDeclaration = (attribute: string) => attribute === "xmlns" || attribute.startsWith("xmlns:");

/** An element's properties: its attributes (the short form) and its child elements. */
function structOf(element: Element, scope: Scope, wanted?: ReadonlySet<string>): RdfStruct {
  const struct: RdfStruct = new Map();
  for (const [attribute, value] of Object.entries(element.attributes)) {
    if (isDeclaration(attribute)) continue;
    const name = fullName(attribute, scope);
    if (!isSyntax(name) && (!wanted || wanted.has(name)) && !struct.has(name)) struct.set(name, decodeXML(value));
  }
  for (const node of element.children) {
    const child = elementOf(node);
    if (!child) continue;
    const childScope = scopeOf(child, scope);
    const name = fullName(child.name, childScope);
    if ((!wanted || wanted.has(name)) && !struct.has(name)) struct.set(name, valueOf(child, childScope));
  }
  return struct;
}

/** A property element's (or an rdf:li's) value: an array, a structure in any of RDF's three spellings, or text. */
function valueOf(element: Element, scope: Scope): RdfValue {
  const children = element.children.flatMap((node) => {
    const child = elementOf(node);
    return child ? [{ child, scope: scopeOf(child, scope) }] : [];
  });
  const only = children.length === 1 ? children[0]! : undefined;
  const onlyName = only && fullName(only.child.name, only.scope);
  if (only && (onlyName === xmpName(rdf, "Bag") || onlyName === xmpName(rdf, "Seq") || onlyName === xmpName(rdf, "Alt"))) {
    return only.child.children.flatMap((node) => {
      const item = elementOf(node);
      const itemScope = item && scopeOf(item, only.scope);
      return item && itemScope && fullName(item.name, itemScope) === xmpName(rdf, "li") ? [valueOf(item, itemScope)] : [];
    });
  }
  if (only && onlyName === xmpName(rdf, "Description")) return structOf(only.child, only.scope);
  const ownProperties = Object.keys(element.attributes).some((attribute) => !isDeclaration(attribute) && !isSyntax(fullName(attribute, scope)));
  if (children.length > 0 || ownProperties) return structOf(element, scope);
  const text = element.children.map((node) => (typeof node["#text"] === "string" ? node["#text"] : "")).join("");
  return decodeXML(text);
}
