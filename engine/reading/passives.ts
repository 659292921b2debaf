/**
 * German passives, part of the shared reading: "werden"/"sein" with a Partizip II. The
 * passive-sentence rule reports them, the complex-sentence rule counts their clauses, and
 * the suggestions recognise participles. See engine/rules/passive-sentence/check.ts.
 */
import {
  INFINITIVE_LIKE_STEMS,
  INSEPARABLE_PREFIXES,
  NOT_PARTICIPLES,
  SEIN_FORMS,
  SEPARABLE_PREFIXES,
  STRONG_PARTICIPLE_STEMS,
  WERDEN_FORMS,
  WERDEN_PAST_FORMS,
  AGENT_PREPOSITIONS,
} from "../lexicon/de/passive.js";
import type { EngineConfig } from "../config.js";
import type { Token } from "../types.js";
import { PASSIVE_AUX, scan } from "./trigger-scan.js";
import { PASSIVE_CLAUSE_BOUNDARY as CLAUSE_BOUNDARY } from "../lexicon/punctuation.js";
import { AFTER_PARTICIPLE } from "../lexicon/de/passive.js";

const participleCache = new Map<string, ParticipleKind>();
const CACHE_LIMIT = 50_000;
const SEPARABLE_BY_LENGTH = [...SEPARABLE_PREFIXES].sort((a, b) => b.length - a.length);

/** 0: no participle; 1: a participle; 2: a participle that is also an infinitive ("übertragen", "erhalten"). */
type ParticipleKind = 0 | 1 | 2;

function participleKind(word: string, depth: number): ParticipleKind {
  if (word.length < 5 || NOT_PARTICIPLES.has(word)) return 0;
  const endsT = word.endsWith("t");
  const endsEn = word.endsWith("en");
  if (!endsT && !endsEn) return 0;
  if (endsT && word.length >= 6 && word.endsWith("iert")) return 1;
  if (word.startsWith("ge")) {
    const stem = word.slice(2);
    if (endsT && stem.length >= 3) return 1;
    if (endsEn && stem.length >= 4) return 1;
  }
  for (const prefix of INSEPARABLE_PREFIXES) {
    if (prefix === "ge" || !word.startsWith(prefix)) continue;
    const stem = word.slice(prefix.length);
    if (stem.length < 3 || NOT_PARTICIPLES.has(stem)) continue;
    if (endsT && stem.length >= 4 && !stem.startsWith("ge")) return 1;
    if (endsEn && STRONG_PARTICIPLE_STEMS.has(stem)) return INFINITIVE_LIKE_STEMS.has(stem) ? 2 : 1;
  }
  if (depth < 2) {
    for (const prefix of SEPARABLE_BY_LENGTH) {
      if (word.length - prefix.length >= 5 && word.startsWith(prefix)) {
        const rest = word.slice(prefix.length);
        // Only "ge" or an inseparable prefix may follow a separable one ("ab|ge|schlossen", "vor|be|reitet").
        if (!rest.startsWith("ge") && !INSEPARABLE_PREFIXES.some((p) => rest.startsWith(p))) continue;
        const kind = participleKind(rest, depth + 1);
        if (kind !== 0) return kind;
      }
    }
  }
  return 0;
}

function germanParticipleKind(lower: string): ParticipleKind {
  let known = participleCache.get(lower);
  if (known === undefined) {
    known = participleKind(lower, 0);
    if (participleCache.size >= CACHE_LIMIT) participleCache.clear();
    participleCache.set(lower, known);
  }
  return known;
}

/** True for a German Partizip II ("gespeichert", "übertragen", "protokolliert", "abgeschlossen"). */
export function isPartizipII(lower: string): boolean {
  return germanParticipleKind(lower) !== 0;
}

/** A verb-like German word: lower case (nouns are capitalised) and a Partizip II. */
function isGermanParticipleToken(token: Token | undefined, unambiguous = false): boolean {
  if (!token || !token.isWord || token.isNumber) return false;
  // Nouns and sentence starts are capitalised; a participle in a passive is not.
  if (token.text[0] !== token.lower[0]) return false;
  const kind = germanParticipleKind(token.lower);
  return unambiguous ? kind === 1 : kind !== 0;
}

function endsClauseAfter(tokens: Token[], j: number): boolean {
  const next = tokens[j + 1];
  if (!next || next.sentence !== tokens[j].sentence) return true;
  if (!next.isWord) return CLAUSE_BOUNDARY.has(next.text) || next.text === "/";
  return AFTER_PARTICIPLE.has(next.lower);
}

/** Partizip II right before the auxiliary, possibly coordinated ("gespeichert und verschlüsselt werden"). */
function participleBefore(tokens: Token[], i: number): number {
  const prev = tokens[i - 1];
  if (prev && prev.sentence === tokens[i].sentence && isGermanParticipleToken(prev)) return i - 1;
  return -1;
}

/**
 * "Gespeichert wird der Bericht …", "Eröffnet werden die Konten …": a participle opening the
 * sentence, capitalised there, right before the auxiliary.
 */
function participleOpening(tokens: Token[], i: number): number {
  const prev = tokens[i - 1];
  if (!prev || prev.sentence !== tokens[i].sentence || !prev.isWord || prev.isNumber) return -1;
  const first = tokens[i - 2];
  if (first !== undefined && first.sentence === prev.sentence) return -1;
  return germanParticipleKind(prev.lower) !== 0 ? i - 1 : -1;
}

/** Partizip II later in the clause, at its end ("wird vom System nach 30 Tagen gelöscht"). */
function participleAfter(tokens: Token[], i: number): number {
  // "wird … übertragen" may be the future: only unambiguous participles count, unless the
  // auxiliary is past ("wurde beraten") or a doer is named ("wird vom Team beraten").
  let unambiguous = !WERDEN_PAST_FORMS.has(tokens[i].lower);
  for (let j = i + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.sentence !== tokens[i].sentence) return -1;
    if (!t.isWord) {
      // The dot of an abbreviation or an ordinal ("z. B.", "am 5. Mai") stays inside the sentence.
      if (CLAUSE_BOUNDARY.has(t.text) && !(t.text === "." && tokens[j + 1]?.sentence === t.sentence)) return -1;
      continue;
    }
    if (AGENT_PREPOSITIONS.has(t.lower)) unambiguous = false;
    if (isGermanParticipleToken(t, unambiguous) && endsClauseAfter(tokens, j)) return j;
  }
  return -1;
}

/** German passives as pairs of token indices: the auxiliary and its participle. */
export function germanPassives(tokens: Token[], config: EngineConfig, statePassive = false): { aux: number; participle: number }[] {
  const found: { aux: number; participle: number }[] = [];
  const candidates = scan(tokens, config, "de");
  if ((candidates.any & PASSIVE_AUX) === 0) return found;
  let used: Set<number> | undefined;
  for (let k = 0; k < candidates.indices.length; k++) {
    if ((candidates.bits[k] & PASSIVE_AUX) === 0) continue;
    const i = candidates.indices[k];
    const aux = tokens[i];
    const isWerden = WERDEN_FORMS.has(aux.lower);
    if (!isWerden && !(statePassive && SEIN_FORMS.has(aux.lower))) continue;
    if (aux.text[0] !== aux.lower[0] && i > 0 && tokens[i - 1].sentence === aux.sentence) continue;
    const before = participleBefore(tokens, i);
    if (before >= 0) {
      if (!used?.has(before)) {
        (used ??= new Set()).add(before);
        found.push({ aux: i, participle: before });
      }
      continue;
    }
    // Infinitive and past participle of the auxiliary close the clause; they look back only.
    if (aux.lower === "werden" && tokens[i + 1]?.isWord !== true) continue;
    if (aux.lower === "worden" || aux.lower === "sein" || aux.lower === "gewesen") continue;
    const after = participleAfter(tokens, i);
    if (after >= 0 && !used?.has(after)) {
      (used ??= new Set()).add(after);
      found.push({ aux: i, participle: after });
      continue;
    }
    const opening = isWerden ? participleOpening(tokens, i) : -1;
    if (opening >= 0 && !used?.has(opening)) {
      (used ??= new Set()).add(opening);
      found.push({ aux: i, participle: opening });
    }
  }
  return found;
}
