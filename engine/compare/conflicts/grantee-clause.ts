/**
 * A grantee narrowed by a relative clause (English), read without the clause:
 *
 *   "The system shall only allow users who have been issued a staff card to renew loans."
 *   "The system shall permit only desk staff who are on the list of shift leaders to close the till."
 *
 * The clause reading takes the relative clause's verb ("issued") for the action; the action granted
 * is the verb after the "to" that ends the clause ("renew loans"). The requirement is read again
 * without the relative clause ("The system shall only allow users to renew loans"), and the words of
 * the clause are what the grantees hold ("issued a staff card"). A comma ends the search: a clause
 * between commas is an apposition (agents.ts); German puts its relative clause between commas too
 * ("darf nur Benutzern, die …, erlauben, …").
 *
 * A grantee of two names in capitals whose noun the reading took for the action is read again as
 * the grantee's own ability (grantToNamedActor):
 *
 *   "The system shall allow a Station Manager or duty clerk to remove a passenger from the list."
 *   -> "a Station Manager or duty clerk shall be able to remove a passenger from the list."
 */
import type { Clause } from "../../reading/clauses.js";
import { fold, stem } from "../text.js";
import {
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
  PERMISSION_STEMS,
  PERSON_RELATIVES,
  PHRASE_STOPS,
  WORD_EDGE_MARKS,
} from "../../lexicon/compare-conflicts.js";
import { COMPARE_LEXICON } from "../lexicon.js";

/** Words before the granting verb ("shall only allow"). */
const GRANT_REACH = 3;
/** Most words of the grantee between the granting verb and the relative pronoun ("only cafeteria staff members"). */
const GRANTEE_MAX_WORDS = 5;
/** Most words of a grantee of two names ("a Station Manager or duty clerk"). */
const NAMED_GRANTEE_MAX_WORDS = 8;
/** Most words of the relative clause ("who have been issued a corporate purchasing card by the finance department"). */
const RELATIVE_MAX_WORDS = 16;

export interface RelativeGrant {
  /** The requirement without the relative clause. */
  text: string;
  /** The granted verb as written, folded ("renew"). */
  verb: string;
  /** The words of the relative clause after its pronoun ("have", "been", "issued", "a", "staff", "card"). */
  held: string[];
}

/** A word with its edge marks taken off, folded; whether a mark that ends a phrase closes it. */
function bare(raw: string): { w: string; stop: boolean } {
  let from = 0;
  let to = raw.length;
  let stop = false;
  while (from < to && WORD_EDGE_MARKS.has(raw[from])) from++;
  while (to > from && WORD_EDGE_MARKS.has(raw[to - 1])) if (PHRASE_STOPS.has(raw[--to])) stop = true;
  return { w: fold(raw.slice(from, to)), stop };
}

/** The grant read without the relative clause that narrows its grantee, or null (English only). */
export function grantWithoutRelative(clause: Clause): RelativeGrant | null {
  const raws = clause.predicateText.split(" ").filter((x) => x !== "");
  const ws = raws.map(bare);
  const verb = ws.findIndex((x, i) => i < GRANT_REACH && PERMISSION_STEMS.has(stem(x.w, "en")));
  if (verb < 0) return null;
  let rel = -1;
  for (let i = verb + 1; i <= Math.min(ws.length - 1, verb + GRANTEE_MAX_WORDS) && rel < 0; i++) {
    if (PERSON_RELATIVES.has(ws[i].w)) rel = i;
    else if (ws[i].stop) return null;
  }
  if (rel < verb + 2) return null;
  let to = -1;
  for (let i = rel + 2; i < Math.min(ws.length - 1, rel + RELATIVE_MAX_WORDS) && to < 0; i++) {
    if (ws[i - 1].stop) return null;
    const next = ws[i + 1];
    const raw = raws[i + 1];
    if (ws[i].w !== "to" || raw !== raw.toLowerCase() || next.w === "") continue;
    if (DEFINITE_ARTICLES.has(next.w) || INDEFINITE_ARTICLES.has(next.w) || COMPARE_LEXICON.en.stopwords.has(next.w)) continue;
    to = i;
  }
  if (to < 0) return null;
  const text = [clause.subjectText, ...raws.slice(0, rel), ...raws.slice(to)].join(" ");
  return { text: /[.!?]$/.test(text) ? text : `${text}.`, verb: ws[to + 1].w, held: ws.slice(rel + 1, to).map((x) => x.w) };
}

/** A grant whose grantee the reading took for the action: the grantee as the subject of "shall be able to". */
export interface NamedGrant {
  /** The requirement as the grantee's own ability ("a Program Manager or ward clerk shall be able to remove …"). */
  text: string;
  /** The granted verb as written, folded ("remove"). */
  verb: string;
}

/**
 * "The system shall allow a Program Manager or ward clerk to remove a patient from the list": a
 * grantee written in capitals before a joiner, whose noun the reading took for the action
 * ("Manager"), read again as "a Program Manager or ward clerk shall be able to remove a patient from
 * the list" (English). The verb after the grantee's "to" is written in lower case; null otherwise.
 */
export function grantToNamedActor(clause: Clause): NamedGrant | null {
  const raws = clause.predicateText.split(" ").filter((x) => x !== "");
  const ws = raws.map(bare);
  const verb = ws.findIndex((x, i) => i < GRANT_REACH && PERMISSION_STEMS.has(stem(x.w, "en")));
  if (verb < 0) return null;
  for (let i = verb + 2; i < Math.min(ws.length - 1, verb + 2 + NAMED_GRANTEE_MAX_WORDS); i++) {
    if (ws[i - 1].stop) return null;
    const next = raws[i + 1];
    if (ws[i].w !== "to" || next !== next.toLowerCase() || ws[i + 1].w === "") continue;
    if (DEFINITE_ARTICLES.has(ws[i + 1].w) || INDEFINITE_ARTICLES.has(ws[i + 1].w) || COMPARE_LEXICON.en.stopwords.has(ws[i + 1].w)) return null;
    const text = [...raws.slice(verb + 1, i), "shall", "be", "able", ...raws.slice(i)].join(" ");
    return { text: /[.!?]$/.test(text) ? text : `${text}.`, verb: ws[i + 1].w };
  }
  return null;
}
