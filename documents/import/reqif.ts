/**
 * ReqIF 1.0–1.2 (.reqif) and zipped ReqIF (.reqifz, every .reqif inside, in name order).
 *
 * - every SPEC-OBJECT with text is one requirement; the text is the attribute named by
 *   `textAttribute` (long name or identifier), else ReqIF.Text, else the longest string or
 *   XHTML value; XHTML becomes plain text (xhtml.ts);
 * - the id is ReqIF.ForeignID when present, else the object's IDENTIFIER;
 * - the SPECIFICATION's SPEC-HIERARCHY gives the order and the section: an object with a
 *   chapter name (ReqIF.ChapterName) and no text is a heading, not a requirement, and its
 *   name is the section of what stands below it and after it on its level;
 * - objects no hierarchy references follow in SPEC-OBJECTS order;
 * - other values (strings, numbers, dates, enumerations) become attributes by long name.
 * Namespace prefixes are ignored (ReqIF Studio writes none, some tools write "reqif:").
 */
import { readZip } from "../zip.js";
import { lineCounter } from "../text.js";
import { attributesOf, childrenOf, element, elements, localName, parseXml, path, tagOf, textContent, type XmlNode } from "../xml.js";
import { DocumentError, unreadable, type DocumentLimits, type ImportOptions, type ImportResult, type ImportedRequirement } from "../types.js";
import { xhtmlToText } from "./xhtml.js";

const TEXT = "reqif.text";
const FOREIGN_ID = "reqif.foreignid";
const CHAPTER = "reqif.chaptername";

interface SpecObject {
  identifier: string;
  /** Values by attribute long name (lower case) and by definition identifier. */
  values: { name: string; definition: string; value: string; rich: boolean }[];
  line?: number;
}

export interface ReqifReading {
  requirements: ImportedRequirement[];
  /** SPEC-OBJECT IDENTIFIER -> the requirement id it was imported as. */
  objects: Map<string, string>;
}

export function readReqif(xml: string, options: ImportOptions, format: "reqif" | "reqifz" = "reqif"): ReqifReading {
  const nodes = parseXml(xml, format);
  const root = nodes.find((n) => localName(tagOf(n) ?? "") === "REQ-IF");
  if (!root) throw unreadable(format, "the root element is not REQ-IF");
  const content = path(root, "CORE-CONTENT", "REQ-IF-CONTENT");
  if (!content) throw unreadable(format, "REQ-IF has no CORE-CONTENT/REQ-IF-CONTENT");

  const definitions = new Map<string, string>();
  for (const specType of childrenOf(element(content, "SPEC-TYPES") ?? {})) {
    for (const definition of childrenOf(element(specType, "SPEC-ATTRIBUTES") ?? {})) {
      const a = attributesOf(definition);
      if (a.IDENTIFIER) definitions.set(a.IDENTIFIER, a["LONG-NAME"] ?? a.IDENTIFIER);
    }
  }
  const enumValues = new Map<string, string>();
  for (const datatype of childrenOf(element(content, "DATATYPES") ?? {})) {
    for (const value of elements(element(datatype, "SPECIFIED-VALUES") ?? {}, "ENUM-VALUE")) {
      const a = attributesOf(value);
      if (a.IDENTIFIER) enumValues.set(a.IDENTIFIER, a["LONG-NAME"] ?? a.IDENTIFIER);
    }
  }

  const lineOf = lineCounter(xml);
  const lines = new Map<string, number>();
  for (const m of xml.matchAll(/<(?:[\w.-]{1,40}:)?SPEC-OBJECT[ \t\r\n]/g)) {
    // The start tag's attributes, looked at within a bounded stretch.
    const tag = xml.slice(m.index, m.index + 4096);
    const end = tag.indexOf(">");
    const identifier = /\bIDENTIFIER[ \t\r\n]*=[ \t\r\n]*["']([^"']{1,1000})["']/.exec(end === -1 ? "" : tag.slice(0, end));
    if (identifier) lines.set(identifier[1], lineOf(m.index));
  }

  const objects = new Map<string, SpecObject>();
  for (const node of elements(element(content, "SPEC-OBJECTS") ?? {}, "SPEC-OBJECT")) {
    const identifier = attributesOf(node).IDENTIFIER;
    if (!identifier) continue;
    const values: SpecObject["values"] = [];
    for (const value of childrenOf(element(node, "VALUES") ?? {})) {
      const kind = localName(tagOf(value) ?? "");
      const definition = textContent(childrenOf(element(value, "DEFINITION") ?? {})[0] ?? {}).trim();
      const name = (definitions.get(definition) ?? definition).toLowerCase();
      if (kind === "ATTRIBUTE-VALUE-XHTML") {
        values.push({ name, definition, value: xhtmlToText(childrenOf(element(value, "THE-VALUE") ?? {})), rich: true });
      } else if (kind === "ATTRIBUTE-VALUE-ENUMERATION") {
        const refs = elements(element(value, "VALUES") ?? {}, "ENUM-VALUE-REF").map((r) => textContent(r).trim());
        values.push({ name, definition, value: refs.map((r) => enumValues.get(r) ?? r).join(", "), rich: false });
      } else if (kind.startsWith("ATTRIBUTE-VALUE-")) {
        const raw = attributesOf(value)["THE-VALUE"];
        if (raw !== undefined) values.push({ name, definition, value: raw.trim(), rich: kind === "ATTRIBUTE-VALUE-STRING" });
      }
    }
    objects.set(identifier, { identifier, values, line: lines.get(identifier) });
  }

  const wanted = options.textAttribute?.toLowerCase();
  if (wanted !== undefined && objects.size > 0) {
    const known = [...objects.values()].some((o) => o.values.some((v) => v.name === wanted || v.definition.toLowerCase() === wanted));
    if (!known) {
      const names = [...new Set(definitions.values())].map((n) => `"${n}"`).join(", ");
      throw new DocumentError(400, "DOCUMENT_ATTRIBUTE_NOT_FOUND", `textAttribute "${options.textAttribute}" is not an attribute of this ReqIF file; its attributes are: ${names}`, format);
    }
  }

  /** The value that holds an object's text. */
  const textOf = (o: SpecObject): SpecObject["values"][number] | undefined => {
    if (wanted !== undefined) return o.values.find((v) => v.name === wanted || v.definition.toLowerCase() === wanted);
    const own = o.values.find((v) => v.name === TEXT);
    if (own) return own;
    let longest: SpecObject["values"][number] | undefined;
    for (const v of o.values) if (v.rich && v.name !== FOREIGN_ID && v.name !== CHAPTER && v.value.length > (longest?.value.length ?? 0)) longest = v;
    return longest;
  };

  const reading: ReqifReading = { requirements: [], objects: new Map() };
  const visit = (o: SpecObject, section: string | undefined): string | undefined => {
    const source = textOf(o);
    const text = source?.value.trim() ?? "";
    const chapter = o.values.find((v) => v.name === CHAPTER)?.value.trim();
    if (!text) return chapter || undefined;
    if (reading.objects.has(o.identifier)) return undefined;
    const id = o.values.find((v) => v.name === FOREIGN_ID)?.value.trim() || o.identifier;
    const requirement: ImportedRequirement = { id, text };
    if (section) requirement.section = section;
    const attributes: Record<string, string> = {};
    for (const v of o.values) {
      if (v.value && v !== source && v.name !== FOREIGN_ID && v.name !== CHAPTER) attributes[definitions.get(v.definition) ?? v.definition] = v.value;
    }
    if (Object.keys(attributes).length > 0) requirement.attributes = attributes;
    if (o.line !== undefined) requirement.line = o.line;
    reading.requirements.push(requirement);
    reading.objects.set(o.identifier, id);
    return undefined;
  };

  const walk = (hierarchies: XmlNode[], parent: string | undefined) => {
    let section = parent;
    for (const h of hierarchies) {
      const ref = textContent(element(element(h, "OBJECT") ?? {}, "SPEC-OBJECT-REF") ?? {}).trim();
      const object = objects.get(ref);
      const heading = object ? visit(object, section) : undefined;
      if (heading) section = parent ? `${parent} / ${heading}` : heading;
      walk(elements(element(h, "CHILDREN") ?? {}, "SPEC-HIERARCHY"), section);
    }
  };
  for (const specification of elements(element(content, "SPECIFICATIONS") ?? {}, "SPECIFICATION")) {
    walk(elements(element(specification, "CHILDREN") ?? {}, "SPEC-HIERARCHY"), undefined);
  }
  for (const o of objects.values()) if (!reading.objects.has(o.identifier)) visit(o, undefined);
  return reading;
}

export function importReqif(bytes: Uint8Array, options: ImportOptions): ImportResult {
  return { format: "reqif", requirements: readReqif(decodeXml(bytes), options).requirements };
}

export function importReqifz(bytes: Uint8Array, options: ImportOptions, limits: DocumentLimits): ImportResult {
  const { files } = readZip(bytes, "reqifz", limits.maxUncompressedBytes, isReqifEntry);
  if (files.size === 0) throw unreadable("reqifz", "the archive holds no .reqif file");
  const requirements: ImportedRequirement[] = [];
  for (const name of [...files.keys()].sort()) requirements.push(...readReqif(decodeXml(files.get(name)!), options, "reqifz").requirements);
  return { format: "reqifz", requirements };
}

export const isReqifEntry = (name: string) => /\.reqif$/i.test(name) && !name.startsWith("__MACOSX/");

/** XML text: UTF-8 unless a byte order mark says UTF-16. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}
