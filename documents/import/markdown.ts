/**
 * Markdown and plain text: one requirement per list item (with its indented continuation
 * lines) or per other non-empty line. Headings are sections: ATX and underlined headings in
 * Markdown; in plain text, short numbered lines without a sentence's end or a binding
 * modal verb ("2.1 Start-up"). Fenced code blocks, HTML comments, horizontal rules and
 * table separator rows are skipped; emphasis and link markup is removed from the text.
 * An id written before the text ("REQ-7: …") becomes the requirement's id.
 */
import { decodeText } from "../text.js";
import type { ImportResult, ImportedRequirement } from "../types.js";
import { hasBindingModal, numberIds, splitLeadingId } from "./sentences.js";

const ATX = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^(\s*)(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const TEXT_HEADING = /^(\d+(?:\.\d+)*)\.?\s+(\S.{0,80})$/;

function stripMarkup(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
    .replace(/(?<![\p{L}\p{N}*_])([*_])(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}*_])/gu, "$2")
    .replace(/`([^`]*)`/g, "$1")
    .trim();
}

export function importLines(bytes: Uint8Array, format: "md" | "txt"): ImportResult {
  const lines = decodeText(bytes).replace(/\r\n?/g, "\n").split("\n");
  const markdown = format === "md";
  const found: (Omit<ImportedRequirement, "id"> & { id?: string })[] = [];
  const headings: string[] = [];
  const section = () => (headings.filter(Boolean).length > 0 ? headings.filter(Boolean).join(" / ") : undefined);
  const heading = (level: number, text: string) => {
    headings.length = level - 1;
    headings[level - 1] = text;
  };
  let fence: string | undefined;
  let comment = false;
  /** The list item that indented lines continue. */
  let open: { indent: number; parts: string[]; line: number } | undefined;
  const close = () => {
    if (open) add(open.parts.join(" "), open.line);
    open = undefined;
  };
  const add = (raw: string, line: number) => {
    const { id, text } = splitLeadingId(markdown ? stripMarkup(raw) : raw.trim());
    if (!text) return;
    const requirement: Omit<ImportedRequirement, "id"> & { id?: string } = { text, line };
    if (id !== undefined) requirement.id = id;
    const s = section();
    if (s) requirement.section = s;
    found.push(requirement);
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const number = i + 1;
    if (markdown) {
      const fenceMatch = /^\s*(```|~~~)/.exec(line);
      if (fence !== undefined) {
        if (fenceMatch && fenceMatch[1] === fence) fence = undefined;
        continue;
      }
      if (fenceMatch) {
        close();
        fence = fenceMatch[1];
        continue;
      }
      if (comment || /^\s*<!--/.test(line)) {
        comment = !line.includes("-->");
        continue;
      }
    }
    if (line.trim() === "") {
      close();
      continue;
    }
    if (markdown) {
      const atx = ATX.exec(line);
      if (atx) {
        close();
        heading(atx[1].length, stripMarkup(atx[2]));
        continue;
      }
      const next = lines[i + 1] ?? "";
      if (!open && /^ {0,3}(=+|-+)\s*$/.test(next) && !ITEM.test(line)) {
        heading(next.trim().startsWith("=") ? 1 : 2, stripMarkup(line));
        i++;
        continue;
      }
      if (RULE.test(line) || TABLE_SEPARATOR.test(line)) {
        close();
        continue;
      }
    } else {
      const numbered = TEXT_HEADING.exec(line.trim());
      if (numbered && !/[.!?:;]$/.test(numbered[2]) && !hasBindingModal(numbered[2])) {
        close();
        heading(numbered[1].split(".").length, line.trim());
        continue;
      }
    }
    const item = ITEM.exec(line);
    if (item) {
      close();
      open = { indent: item[1].length, parts: [item[2]], line: number };
      continue;
    }
    if (open && /^\s+/.test(line) && (/^\s*/.exec(line)?.[0].length ?? 0) > open.indent) {
      open.parts.push(line.trim());
      continue;
    }
    close();
    add(markdown && line.trim().startsWith("|") ? line.trim().replace(/^\||\|$/g, "").replace(/\s*\|\s*/g, " | ") : line, number);
  }
  close();
  return { format, requirements: numberIds(found) };
}
