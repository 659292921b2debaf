/** The shape of a language's weak-word lexicon (engine/lexicon/<language>/weak-words.ts). */

export const WEAK_WORD_CATEGORIES = [
  "superlatives",
  "subjectiveLanguage",
  "vaguePronouns",
  "ambiguousAdverbsAdjectives",
  "openEndedTerms",
  "comparativePhrases",
  "loopholes",
  "incompleteReferences",
  "totality",
] as const;
export type WeakWordCategory = (typeof WEAK_WORD_CATEGORIES)[number];

/** Categories matched as words and phrases; vague pronouns need context and have their own lexicon. */
export type PhraseCategory = Exclude<WeakWordCategory, "vaguePronouns">;

export interface WeakWordLexicon {
  categories: Record<PhraseCategory, readonly string[]>;
  /** Entries that are precise when a number follows ("at least 5"). */
  unlessNumberFollows: readonly string[];
  /** Entries that are vague only when a number follows ("about 5 s"). */
  onlyBeforeNumber: readonly string[];
  /** Entries that are precise right after a number ("5 or more"). */
  unlessNumberBefore: readonly string[];
  /** Entry -> words that, right before it, make it precise ("no longer"). */
  notAfter: Readonly<Record<string, readonly string[]>>;
  /** Entry -> words that, right after it, make it precise ("rather than", "every second"). */
  notBefore: Readonly<Record<string, readonly string[]>>;
  /**
   * Entries that are vague only before a noun ("other users", "andere Benutzer"; not "each
   * other", "other than"): a word follows; in German a capitalised one, perhaps after one adjective.
   */
  onlyBeforeNoun: readonly string[];
  /** Words right after that noun which say which ones are meant ("other members of the team", "andere Mitglieder des Teams"): precise. */
  nounBoundedBy: readonly string[];
  /** Entries that are vague only at the end of a clause ("to be determined."). */
  onlyAtClauseEnd: readonly string[];
  /** Numbers written as words. */
  numberWords: readonly string[];
  /** Letters that stand for a value, as written ("more than X users", "N times"): precise like a number. */
  valuePlaceholders: readonly string[];
  /** Bounds that are precise right after the reference they bound ("version 2 or later", "supervisor or higher"). */
  boundAfterReference: readonly string[];
  /**
   * A comparative that names its figure in the same phrase is precise ("a longer period of at least
   * 2 years"): up to two words, one of these prepositions, optional bound words, a number.
   */
  measuredBy: { prepositions: readonly string[]; bounds: readonly string[] };
}

/** Pronouns that may point back to something unclear, and the contexts in which they do not. */
export interface VaguePronounLexicon {
  /** Personal pronouns that always refer back ("it", "they", "es"). */
  personal: readonly string[];
  /** Personal pronouns that can be a dummy subject ("it shall be possible to", "es gibt"). */
  dummy: readonly string[];
  /** Words after the dummy's adjective or verb that show it is one ("possible to", "required that"); empty: anywhere in the clause. */
  complementizers: readonly string[];
  /** Auxiliaries, modals and adverbs between a dummy subject and its predicate ("it shall not be"). */
  dummyChain: readonly string[];
  /** After the chain and one predicate word, these show a dummy subject for any predicate ("it is recognised that"). */
  clauseComplementizers: readonly string[];
  /** Words right after a demonstrative that say what it means ("those who", "diejenigen, die"). */
  clarifiedBy: readonly string[];
  /** Demonstratives: pronouns when they stand alone, determiners before a noun ("this", "diese"). */
  demonstrative: readonly string[];
  /** Demonstratives that are pronouns only at the start of a clause ("that"). */
  clauseInitialOnly: readonly string[];
  /** Words after which a clause starts (a demonstrative there is a pronoun if a verb follows). */
  clauseOpeners: readonly string[];
  /** Finite verbs and auxiliaries that show the demonstrative stands alone ("this shall", "dies muss"). */
  verbsAfterPronoun: readonly string[];
  /** Words that make the personal pronoun a dummy subject, within its clause ("it shall be possible to", "es gibt"). */
  expletiveTriggers: readonly string[];
  /** Words right before the pronoun that make it a dummy ("gibt es", "handelt es sich"). */
  expletiveBefore: readonly string[];
  /**
   * Verbs whose object "it" is a dummy when a predicate follows ("make it easier to", "find it
   * difficult to"): the next word is a comparative (-er), a trigger, or comes before a complementizer.
   */
  objectExpletiveVerbs: readonly string[];
  /** Auxiliaries of an impersonal passive with a dummy subject ("es wird protokolliert, wer …"). */
  impersonalPassive: readonly string[];
  /** Nouns are capitalised (German): a demonstrative before a capitalised word, or before an adjective and one, is a determiner. */
  nounsCapitalized: boolean;
  /** Noun-phrase openers counted as candidate antecedents (determiners). */
  determiners: readonly string[];
  /** Subordinators whose clause has the main clause's subject ("…, indem es …"): a pronoun after one is that subject. */
  sameSubjectSubordinators: readonly string[];
  /** Words that introduce a noun phrase as the topic ("there shall be one file"): a subject pronoun after it may mean that phrase. */
  existentials: readonly string[];
  /** Words between the existential's verb and its noun besides determiners ("exactly one", "only one"). */
  existentialOpeners: readonly string[];
  /** What follows a personal pronoun when a possessive lost its apostrophe or was split ("it s infrastructure"). */
  splitPossessive: readonly string[];
  /** Copulas: a noun phrase right after one names the subject again ("a schedule is a list"), no second candidate. */
  copulas: readonly string[];
  /** Words that end a noun phrase besides determiners, verbs and clause openers (prepositions, relative words). */
  phraseStops: readonly string[];
  /** Words that open a subordinate clause: a pronoun right after one is its subject ("before it archives"). */
  subordinators: readonly string[];
  /** Personal pronouns that refer to plural noun phrases ("they", "them"). */
  pluralPronouns: readonly string[];
  /**
   * Pronouns judged by their candidate antecedents (vague with none or several, clear with one),
   * each with the determiners its antecedent may open with (empty: any; German "es" needs a neuter one).
   */
  antecedentPronouns: Readonly<Record<string, readonly string[]>>;
}
