/**
 * XML with fast-xml-parser, in its order-preserving form, for ReqIF and Word. A document
 * type declaration or an entity declaration is refused before parsing (no XXE, no
 * "billion laughs"); without one, only XML's predefined entities and character references
 * remain, and the importers decode those.
 */
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";
import { DocumentError, type DocumentFormat } from "./types.js";

/** One node of the order-preserving form: `{ tag: children, ":@": attributes }` or `{ "#text": text }`. */
export type XmlNode = Record<string, unknown>;

const SHARED = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: false,
  ignorePiTags: false,
  commentPropName: "#comment",
  cdataPropName: "#cdata",
} as const;

/** For reading: predefined entities and character references decoded. */
const reader = new XMLParser({ ...SHARED, processEntities: true, htmlEntities: true });
/** For rewriting a file: the text kept exactly as written. */
const rewriter = new XMLParser({ ...SHARED, processEntities: false, htmlEntities: false });
const builder = new XMLBuilder({ ...SHARED, processEntities: false, suppressEmptyNode: true, format: false });

export function refuseDeclarations(xml: string, format: DocumentFormat): void {
  const match = /<!(DOCTYPE|ENTITY)\b/i.exec(xml);
  if (match) {
    throw new DocumentError(
      400,
      "DOCUMENT_XML_DECLARATION",
      `could not read the file as ${format.toUpperCase()}: it contains a <!${match[1].toUpperCase()}> declaration; ` +
        "document types and entities are refused (they can read local files or expand without bound)",
      format,
    );
  }
}

function parse(parser: XMLParser, xml: string, format: DocumentFormat): XmlNode[] {
  refuseDeclarations(xml, format);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new DocumentError(
      400,
      "DOCUMENT_UNREADABLE",
      `could not read the file as ${format.toUpperCase()}: the XML is not well-formed (${valid.err.msg} at line ${valid.err.line})`,
      format,
    );
  }
  return parser.parse(xml) as XmlNode[];
}

export const parseXml = (xml: string, format: DocumentFormat) => parse(reader, xml, format);
export const parseXmlForRewrite = (xml: string, format: DocumentFormat) => parse(rewriter, xml, format);
export const buildXml = (nodes: XmlNode[]): string => builder.build(nodes) as string;

/** The element name of a node (undefined for text, comments and CDATA). */
export function tagOf(node: XmlNode): string | undefined {
  for (const key of Object.keys(node)) if (key !== ":@" && !key.startsWith("#")) return key;
  return undefined;
}

/** The name without its namespace prefix. */
export const localName = (tag: string) => tag.slice(tag.indexOf(":") + 1);

export function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  return tag === undefined ? [] : ((node[tag] as XmlNode[] | undefined) ?? []);
}

export function attributesOf(node: XmlNode): Record<string, string> {
  return (node[":@"] as Record<string, string> | undefined) ?? {};
}

/** Child elements with the given local name. */
export function elements(node: XmlNode, name: string): XmlNode[] {
  return childrenOf(node).filter((child) => {
    const tag = tagOf(child);
    return tag !== undefined && localName(tag) === name;
  });
}

export const element = (node: XmlNode, name: string): XmlNode | undefined => elements(node, name)[0];

/** Descends a path of local names, first match at each step. */
export function path(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let current = node;
  for (const name of names) current = current && element(current, name);
  return current;
}

/** All text below a node, concatenated. */
export function textContent(node: XmlNode): string {
  if (typeof node["#text"] === "string") return node["#text"];
  if (Array.isArray(node["#cdata"])) return (node["#cdata"] as XmlNode[]).map(textContent).join("");
  return childrenOf(node).map(textContent).join("");
}
