/** What the text-like importers (Word, Markdown, plain text) share: ids written before a requirement, binding modal verbs. */

/**
 * "REQ-12: The pump shall …", "[SYS_4] …", "A.3.1 – …": an id before the text, and the text
 * after it. An id starts with a capital letter, has a digit, ends with a letter or digit, and
 * either has a separator (- _ .) or is followed by a colon or written in brackets, so that
 * "B2B customers shall …" keeps its first word.
 */
const LEADING_ID = /^(\[?)([A-Z][\w.-]{0,39})(\]?)(:?)[ \t]/u;

export function splitLeadingId(text: string): { id?: string; text: string } {
  const m = LEADING_ID.exec(text);
  if (!m) return { text };
  const [whole, open, id, close, colon] = m;
  if (!/\d/.test(id) || !/[A-Za-z0-9]$/.test(id) || open.length !== close.length) return { text };
  if (!/[-_.]/.test(id) && !colon && !open) return { text };
  const rest = text.slice(whole.length).replace(/^[ \t]*[-–—:]?[ \t]*/, "");
  return rest ? { id, text: rest } : { text };
}

const BINDING = /(?<![\p{L}\p{N}])(shall|must|will|muss|müssen|soll|sollen|darf|dürfen)(?![\p{L}\p{N}])/iu;

/** Whether a sentence carries a binding modal verb (en: shall, must, will; de: muss, soll, darf and their plurals). */
export const hasBindingModal = (text: string) => BINDING.test(text);

/** Numbers requirements that carry no id of their own: the first one without an id is "1", and so on, skipping ids already taken. */
export function numberIds<T extends { id?: string }>(items: T[]): (T & { id: string })[] {
  const taken = new Set(items.map((i) => i.id).filter((id): id is string => id !== undefined));
  let n = 0;
  return items.map((item) => {
    if (item.id !== undefined) return item as T & { id: string };
    let id: string;
    do id = String(++n);
    while (taken.has(id));
    return { ...item, id };
  });
}
