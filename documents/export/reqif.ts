/**
 * ReqIF export: the original file (or every .reqif in the original .reqifz) with two
 * attributes added to each analysed SPEC-OBJECT and declared on its SPEC-OBJECT-TYPE:
 * `Reqlens.Rating` (an integer 0–5) and `Reqlens.Findings` (a string: "TYPE: message" per
 * finding type, one per line). Everything else is written back as it was read, so the file
 * can go back into the tool it came from. Exporting an exported file again replaces the
 * values instead of adding them twice.
 */
import { zipSync } from "fflate";
import { readZip } from "../zip.js";
import { attributesOf, buildXml, childrenOf, element, elements, localName, parseXmlForRewrite, tagOf, textContent, type XmlNode } from "../xml.js";
import { decodeXml, isReqifEntry, readReqif } from "../import/reqif.js";
import { DOCUMENT_LIMITS, unreadable } from "../types.js";
import type { AnalysedRow } from "./rows.js";

const RATING_TYPE = "reqlens-datatype-rating";
const FINDINGS_TYPE = "reqlens-datatype-findings";
const RATING = "Reqlens.Rating";
const FINDINGS = "Reqlens.Findings";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/\n/g, "&#10;");

function findingsText(row: AnalysedRow): string {
  return row.classifications
    .filter((c) => c.findings.length > 0)
    .map((c) => `${c.classificationKey}: ${[...new Set(c.findings.map((f) => f.message ?? f.text ?? ""))].filter(Boolean).join(" / ")}`)
    .join("\n");
}

function rewrite(xml: string, rows: AnalysedRow[], format: "reqif" | "reqifz"): string {
  const objectIds = readReqif(xml, {}, format).objects;
  const byId = new Map<string, AnalysedRow>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);

  const nodes = parseXmlForRewrite(xml, format);
  const root = nodes.find((n) => localName(tagOf(n) ?? "") === "REQ-IF")!;
  const rootTag = tagOf(root)!;
  const prefix = rootTag.slice(0, rootTag.indexOf(":") + 1);
  const el = (name: string, attributes: Record<string, string>, children: XmlNode[] = []): XmlNode => {
    const node: XmlNode = { [prefix + name]: children };
    if (Object.keys(attributes).length > 0) node[":@"] = attributes;
    return node;
  };
  const text = (value: string): XmlNode => ({ "#text": value });
  const child = (parent: XmlNode, name: string, before?: string[]): XmlNode => {
    const existing = element(parent, name);
    if (existing) return existing;
    const list = childrenOf(parent);
    const created = el(name, {});
    const at = before ? list.findIndex((c) => before.includes(localName(tagOf(c) ?? ""))) : -1;
    if (at === -1) list.push(created);
    else list.splice(at, 0, created);
    return created;
  };
  const lastChange = new Date().toISOString();
  const content = element(element(root, "CORE-CONTENT")!, "REQ-IF-CONTENT")!;

  const datatypes = child(content, "DATATYPES", ["SPEC-TYPES", "SPEC-OBJECTS", "SPEC-RELATIONS", "SPECIFICATIONS", "SPEC-RELATION-GROUPS"]);
  const declared = new Set(childrenOf(datatypes).map((d) => attributesOf(d).IDENTIFIER));
  if (!declared.has(RATING_TYPE)) {
    childrenOf(datatypes).push(el("DATATYPE-DEFINITION-INTEGER", { IDENTIFIER: RATING_TYPE, "LAST-CHANGE": lastChange, "LONG-NAME": "Reqlens rating", MAX: "5", MIN: "0" }));
  }
  if (!declared.has(FINDINGS_TYPE)) {
    childrenOf(datatypes).push(el("DATATYPE-DEFINITION-STRING", { IDENTIFIER: FINDINGS_TYPE, "LAST-CHANGE": lastChange, "LONG-NAME": "Reqlens findings", "MAX-LENGTH": "100000" }));
  }

  const specObjects = elements(element(content, "SPEC-OBJECTS") ?? {}, "SPEC-OBJECT");
  const typeOf = (o: XmlNode) => textContent(element(element(o, "TYPE") ?? {}, "SPEC-OBJECT-TYPE-REF") ?? {}).trim();
  const analysedTypes = new Set(specObjects.filter((o) => byId.has(objectIds.get(attributesOf(o).IDENTIFIER) ?? "\u0000")).map(typeOf));

  /** Per SPEC-OBJECT-TYPE, the identifiers of its two Reqlens attribute definitions. */
  const definitions = new Map<string, { rating: string; findings: string }>();
  for (const specType of elements(element(content, "SPEC-TYPES") ?? {}, "SPEC-OBJECT-TYPE")) {
    const typeId = attributesOf(specType).IDENTIFIER;
    if (!analysedTypes.has(typeId)) continue;
    const ids = { rating: `reqlens-rating-${typeId}`, findings: `reqlens-findings-${typeId}` };
    definitions.set(typeId, ids);
    const attributes = child(specType, "SPEC-ATTRIBUTES");
    const present = new Set(childrenOf(attributes).map((d) => attributesOf(d).IDENTIFIER));
    if (!present.has(ids.rating)) {
      childrenOf(attributes).push(
        el("ATTRIBUTE-DEFINITION-INTEGER", { IDENTIFIER: ids.rating, "LAST-CHANGE": lastChange, "LONG-NAME": RATING }, [
          el("TYPE", {}, [el("DATATYPE-DEFINITION-INTEGER-REF", {}, [text(RATING_TYPE)])]),
        ]),
      );
    }
    if (!present.has(ids.findings)) {
      childrenOf(attributes).push(
        el("ATTRIBUTE-DEFINITION-STRING", { IDENTIFIER: ids.findings, "LAST-CHANGE": lastChange, "LONG-NAME": FINDINGS }, [
          el("TYPE", {}, [el("DATATYPE-DEFINITION-STRING-REF", {}, [text(FINDINGS_TYPE)])]),
        ]),
      );
    }
  }

  for (const object of specObjects) {
    const row = byId.get(objectIds.get(attributesOf(object).IDENTIFIER) ?? "\u0000");
    const ids = row && definitions.get(typeOf(object));
    if (!row || !ids) continue;
    const values = child(object, "VALUES", ["TYPE"]);
    const list = childrenOf(values);
    const ours = (v: XmlNode) => {
      const ref = textContent(childrenOf(element(v, "DEFINITION") ?? {})[0] ?? {}).trim();
      return ref === ids.rating || ref === ids.findings;
    };
    for (let i = list.length - 1; i >= 0; i--) if (ours(list[i])) list.splice(i, 1);
    list.push(
      el("ATTRIBUTE-VALUE-INTEGER", { "THE-VALUE": String(row.rating) }, [el("DEFINITION", {}, [el("ATTRIBUTE-DEFINITION-INTEGER-REF", {}, [text(ids.rating)])])]),
      el("ATTRIBUTE-VALUE-STRING", { "THE-VALUE": escapeAttribute(findingsText(row)) }, [
        el("DEFINITION", {}, [el("ATTRIBUTE-DEFINITION-STRING-REF", {}, [text(ids.findings)])]),
      ]),
    );
  }
  // The builder drops the line break after the declaration; put it back.
  return buildXml(nodes).replace(/^(<\?xml[^>]*\?>)(?=<)/, "$1\n");
}

export function exportReqif(original: Uint8Array, format: "reqif" | "reqifz", rows: AnalysedRow[]): Uint8Array {
  const encoder = new TextEncoder();
  if (format === "reqif") return encoder.encode(rewrite(decodeXml(original), rows, "reqif"));
  const { names, files } = readZip(original, "reqifz", DOCUMENT_LIMITS.maxUncompressedBytes, () => true);
  if (!names.some(isReqifEntry)) throw unreadable("reqifz", "the archive holds no .reqif file");
  const out: Record<string, Uint8Array> = {};
  for (const name of names) {
    const data = files.get(name);
    if (data === undefined || name.endsWith("/")) continue;
    out[name] = isReqifEntry(name) ? encoder.encode(rewrite(decodeXml(data), rows, "reqifz")) : data;
  }
  return zipSync(out, { level: 6 });
}
