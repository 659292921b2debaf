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

const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])[ \t]+/;
const CHECKBOX = /^\[[ xX]\][ \t]+/;
const TEXT_HEADING = /^(\d{1,9}(?:\.\d{1,9}){0,9})\.?[ \t]+(\S.{0,80})$/;

/** A heading's text without its closing run of "#". */
function atxText(rest: string): string {
  const text = rest.trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end--;
  return end === 0 ? "" : end === text.length || /\s/.test(text[end - 1]) ? text.slice(0, end).trim() : text;
}

/** "---", "* * *", "___": a horizontal rule. */
function isRule(line: string): boolean {
  const marks = line.replace(/[ \t]/g, "");
  return marks.length >= 3 && /^(?:-+|\*+|_+)$/.test(marks);
}

/** "| --- | :---: |": the row under a table's header. */
const isTableSeparator = (line: string) => /^[|:\- \t]+$/.test(line) && line.includes("---");

/** A list item: its indentation and its text (after a task-list checkbox), or undefined. */
function listItem(line: string): { indent: number; text: string } | undefined {
  const m = ITEM.exec(line);
  if (!m) return undefined;
  return { indent: m[1].length, text: line.slice(m[0].length).replace(CHECKBOX, "") };
}

function stripMarkup(text: string): string {
  return text
    .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, "$1")
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
    .replace(/(?<![\p{L}\p{N}*_])([*_])(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}*_])/gu, "$2")
    .replace(/`([^`]*)`/g, "$1")
    .trim();
}

/** "| a | b |" -> "a | b" */
function tableRow(line: string): string {
  const cells = line.trim().split("|").map((cell) => cell.trim());
  return cells.slice(cells[0] === "" ? 1 : 0, cells.at(-1) === "" ? -1 : undefined).join(" | ");
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
        heading(atx[1].length, stripMarkup(atxText(line.slice(atx[0].length))));
        continue;
      }
      const next = lines[i + 1] ?? "";
      if (!open && /^ {0,3}(?:=+|-+)[ \t]*$/.test(next) && !listItem(line)) {
        heading(next.trim().startsWith("=") ? 1 : 2, stripMarkup(line));
        i++;
        continue;
      }
      if (isRule(line) || isTableSeparator(line)) {
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
    const item = listItem(line);
    if (item) {
      close();
      open = { indent: item.indent, parts: [item.text], line: number };
      continue;
    }
    if (open && line.length - line.trimStart().length > open.indent) {
      open.parts.push(line.trim());
      continue;
    }
    close();
    add(markdown && line.trim().startsWith("|") ? tableRow(line) : line, number);
  }
  close();
  return { format, requirements: numberIds(found) };
}
