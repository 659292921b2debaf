/**
 * XHTML (ReqIF's ATTRIBUTE-VALUE-XHTML, and Word through mammoth) to plain text: blocks
 * (paragraphs, divisions, headings, table rows) on their own lines, list items as
 * "- item" or "1. item", cells of a row separated by " | ", other whitespace collapsed.
 */
import { childrenOf, localName, tagOf, type XmlNode } from "../xml.js";

const BLOCKS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "ul", "ol", "blockquote", "pre", "dl", "dt", "dd", "li"]);
const SKIPPED = new Set(["script", "style", "object", "img"]);

export function xhtmlToText(nodes: XmlNode[]): string {
  const lines: string[] = [];
  let line = "";
  /** The marker of a list item, put before the item's first non-empty line. */
  let marker = "";
  const flush = () => {
    const trimmed = line.replace(/\s+/g, " ").trim();
    if (trimmed) {
      lines.push(marker + trimmed);
      marker = "";
    }
    line = "";
  };
  const walk = (list: XmlNode[], listKind?: { ordered: boolean; n: number }) => {
    for (const node of list) {
      if (typeof node["#text"] === "string") {
        line += node["#text"];
        continue;
      }
      if (Array.isArray(node["#cdata"])) {
        walk(node["#cdata"] as XmlNode[]);
        continue;
      }
      const tag = tagOf(node);
      if (tag === undefined) continue;
      const name = localName(tag).toLowerCase();
      if (SKIPPED.has(name)) continue;
      if (name === "br") {
        flush();
        continue;
      }
      if (name === "td" || name === "th") {
        if (line.trim()) line += " | ";
        walk(childrenOf(node));
        continue;
      }
      if (!BLOCKS.has(name)) {
        walk(childrenOf(node), listKind);
        continue;
      }
      flush();
      if (name === "ul" || name === "ol") {
        walk(childrenOf(node), { ordered: name === "ol", n: 0 });
      } else if (name === "li" && listKind) {
        listKind.n++;
        marker = listKind.ordered ? `${listKind.n}. ` : "- ";
        walk(childrenOf(node));
      } else {
        walk(childrenOf(node));
      }
      flush();
    }
  };
  walk(nodes);
  flush();
  return lines.join("\n");
}
