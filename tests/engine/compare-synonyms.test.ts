/** The shape of the synonym data the normalised meaning reads, and the WordNet file being current. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { meaningTerm } from "../../engine/compare/index.js";
import { MEANS_PREPOSITIONS_DE, SYNONYM_GROUPS_OWN_DE } from "../../engine/lexicon/de/synonyms.js";
import { IRREGULAR_LEMMAS_EN, MEANS_PREPOSITIONS_EN, SYNONYM_GROUPS_OWN_EN } from "../../engine/lexicon/en/synonyms.js";
import { WORDNET_ACTION_NOUNS_EN, WORDNET_NOUN_GROUPS_EN, WORDNET_VERB_GROUPS_EN } from "../../engine/lexicon/en/wordnet-synonyms.js";
import { SYNONYMS_FILE, synonymsFile } from "../../scripts/generate/synonyms.js";

const FOLDED_WORD = /^[a-z]+$/;

describe("synonym data", () => {
  it.each([
    ["WordNet verbs", WORDNET_VERB_GROUPS_EN, 6],
    ["WordNet nouns", WORDNET_NOUN_GROUPS_EN, 6],
    ["own English groups", SYNONYM_GROUPS_OWN_EN, 8],
    ["own German groups", SYNONYM_GROUPS_OWN_DE, 8],
  ] as const)("%s: groups of 2 to %i distinct folded single words", (_name, groups, max) => {
    expect(groups.length).toBeGreaterThan(10);
    for (const group of groups) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(group.length).toBeLessThanOrEqual(max);
      expect(new Set(group).size).toBe(group.length);
      for (const word of group) expect(word).toMatch(FOLDED_WORD);
    }
  });

  it("keeps the WordNet file small and sorted", () => {
    expect(WORDNET_VERB_GROUPS_EN.length + WORDNET_NOUN_GROUPS_EN.length).toBeLessThan(500);
    for (const group of [...WORDNET_VERB_GROUPS_EN, ...WORDNET_NOUN_GROUPS_EN]) expect([...group].sort()).toEqual(group);
  });

  it("maps irregular forms onto folded lemmas and lists prepositions of means", () => {
    for (const [form, lemma] of Object.entries(IRREGULAR_LEMMAS_EN)) {
      expect(form).toMatch(FOLDED_WORD);
      expect(lemma).toMatch(FOLDED_WORD);
      expect(form).not.toBe(lemma);
    }
    for (const p of [...MEANS_PREPOSITIONS_EN, ...MEANS_PREPOSITIONS_DE]) expect(p).toMatch(FOLDED_WORD);
  });

  it("gives every word of a group the same meaning term", () => {
    for (const [language, groups] of [
      ["en", SYNONYM_GROUPS_OWN_EN],
      ["de", SYNONYM_GROUPS_OWN_DE],
    ] as const)
      for (const group of groups) expect(new Set(group.map((w) => meaningTerm(w, language))).size).toBe(1);
  });

  it("names the verb of a noun of action in its own word family", () => {
    const verbOf = new Map(WORDNET_ACTION_NOUNS_EN);
    expect(verbOf.get("installation")).toBe("install");
    expect(verbOf.get("deletion")).toBe("delete");
    expect(verbOf.get("approval")).toBe("approve");
    // Nouns that name a thing, not an act, have no verb here.
    expect(verbOf.has("report")).toBe(false);
    expect(verbOf.has("screen")).toBe(false);
    for (const [noun, verb] of WORDNET_ACTION_NOUNS_EN) expect(verb.slice(0, 3)).toBe(noun.slice(0, 3));
  });

  it("is what scripts/generate/synonyms.ts writes from WordNet", { timeout: 60_000 }, async () => {
    expect(readFileSync(SYNONYMS_FILE, "utf8")).toBe(await synonymsFile());
  });
});
