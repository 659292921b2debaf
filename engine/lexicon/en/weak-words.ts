/**
 * English weak words by ISO/IEC/IEEE 29148 category, and the contexts that make some of
 * them precise ("at least 5 s", "more than 10 users", "every 5 minutes"). Lower case;
 * multi-word entries are matched as phrases. Negations ("never", "none") belong to the
 * negative-sentence rule and "etc." to the example rule, so they are not listed here.
 */
import type { VaguePronounLexicon, WeakWordLexicon } from "../weak-word-lexicon.js";

export const WEAK_WORDS_EN: WeakWordLexicon = {
  categories: {
    superlatives: [
      "best", "worst", "most", "least", "highest", "lowest", "fastest", "slowest", "quickest", "largest",
      "smallest", "greatest", "biggest", "shortest", "longest", "easiest", "simplest", "cheapest", "latest",
      "newest", "strongest", "safest", "optimal", "optimally", "optimum", "ideal", "ideally", "utmost",
      "best possible", "best-in-class", "world-class", "most efficient", "most effective", "maximum possible",
      "minimum possible", "state-of-the-art", "state of the art", "cutting-edge", "leading-edge",
    ],
    subjectiveLanguage: [
      "user-friendly", "user friendly", "easy", "easily", "easy to use", "easy-to-use", "simple", "simply",
      "intuitive", "intuitively", "efficient", "efficiently", "effective", "effectively", "robust", "robustly",
      "appropriate", "appropriately", "adequate", "adequately", "sufficient", "sufficiently", "reasonable",
      "reasonably", "acceptable", "acceptably", "convenient", "conveniently", "flexible", "flexibly", "powerful",
      "modern", "attractive", "nice", "pleasant", "pleasing", "elegant", "elegantly", "comfortable", "graceful",
      "gracefully", "professional", "understandable", "meaningful", "sensible", "appealing", "aesthetic",
      "aesthetically", "beautiful", "good", "proper", "properly", "seamless", "seamlessly", "smooth",
      "smoothly", "clearly", "suitable", "suitably", "relevant", "important", "high-quality", "high quality",
      "high-performance", "high performance", "lightweight", "straightforward", "easy to understand",
      "useful", "usable", "helpful", "friendly", "clear and concise", "concise",
      "easy to learn", "self-explanatory", "well-designed", "well designed", "transparent to the user",
      "without difficulty", "without undue delay", "in a timely manner", "in a timely fashion",
    ],
    ambiguousAdverbsAdjectives: [
      "quickly", "fast", "rapidly", "rapid", "slow", "slowly", "promptly", "soon", "timely", "immediately",
      "instantly", "several", "some", "many", "few", "a few", "a lot of", "lots of", "numerous", "various",
      "certain", "significant", "significantly", "considerable", "considerably", "substantial", "substantially",
      "approximately", "approx", "about", "around", "roughly", "nearly", "almost", "usually", "normally",
      "generally", "typically", "often", "frequently", "rarely", "seldom", "occasionally", "sometimes",
      "regularly", "periodically", "recent", "recently", "relatively", "fairly", "quite", "rather", "somewhat",
      "large", "small", "huge", "tiny", "minor", "enough", "mostly", "largely", "virtually", "later", "earlier",
      "very", "really", "extremely", "highly", "particularly", "commonly", "widely", "too", "minimal",
      "negligible", "reasonable amount of", "short time", "long time",
      "as soon as possible", "as quickly as possible", "as fast as possible", "asap", "in due time",
      "from time to time", "a number of", "a large number of", "a small number of", "as short as possible",
    ],
    openEndedTerms: [
      "as appropriate", "as necessary", "if necessary", "where necessary", "when necessary", "as needed",
      "if needed", "when needed", "where needed", "as required", "if required", "where required",
      "when required", "and so on", "and so forth", "or similar", "and similar", "or the like", "and the like",
      "including but not limited to", "but not limited to", "not limited to", "at least", "at most",
      "minimize", "minimise", "minimized", "minimised", "minimizes", "minimises", "maximize", "maximise",
      "maximized", "maximised", "maximizes", "maximises", "optimize", "optimise", "optimized", "optimised",
      "optimizes", "optimises", "and other", "or other", "and others", "or others", "and/or other",
      "as desired", "if desired", "as specified by the user", "and more", "or more", "or less",
    ],
    comparativePhrases: [
      "better", "worse", "faster", "slower", "quicker", "higher", "lower", "greater", "larger", "smaller",
      "bigger", "shorter", "longer", "easier", "simpler", "cheaper", "more", "less", "fewer", "improved",
      "enhanced", "superior", "inferior", "more than", "less than", "fewer than", "better than", "faster than",
      "higher than", "lower than", "greater than", "larger than", "smaller than", "shorter than", "longer than",
      "more efficient", "more quickly", "more easily", "or better", "or higher", "or greater", "or faster",
      "or larger", "or newer", "or later", "or above",
    ],
    loopholes: [
      "if possible", "where possible", "when possible", "whenever possible", "as far as possible",
      "as much as possible", "to the extent possible", "to the extent practical", "to the extent practicable",
      "as far as practicable", "as far as practical", "where practicable", "where practical", "if practical",
      "if practicable", "if feasible", "where feasible", "when feasible", "where applicable", "if applicable",
      "when applicable", "as applicable", "if appropriate", "where appropriate", "when appropriate",
      "to the extent necessary", "as far as reasonably practicable", "where reasonably practicable",
      "unless otherwise specified", "unless otherwise stated", "unless otherwise agreed",
    ],
    incompleteReferences: [
      "tbd", "tbc", "tba", "tbs", "to be determined", "to be defined", "to be decided", "to be confirmed",
      "to be specified", "to be clarified", "to be announced", "to be supplied", "to be completed",
      "see above", "see below", "as above", "as described above", "as mentioned above", "as stated above",
      "as noted above", "as described elsewhere", "as specified elsewhere", "as defined elsewhere",
      "described elsewhere", "defined elsewhere", "specified elsewhere", "as discussed", "as agreed",
      "as mentioned earlier", "as described earlier", "as stated earlier", "as mentioned before",
      "as described before", "as mentioned previously", "as described previously", "as stated previously",
    ],
    totality: [
      "all", "every", "always", "any", "anything", "anyone", "anybody", "everything", "everyone", "everybody",
      "everywhere", "entire", "entirely", "completely", "totally", "100 %", "100%", "at all times",
      "in all cases", "under all circumstances", "without exception", "in every case", "all the time",
      "under any circumstances", "in any case", "all possible",
    ],
  },
  /** Precise when a number follows ("at least 5", "more than 10", "all 3 sensors"). */
  unlessNumberFollows: [
    "at least", "at most", "more", "less", "fewer", "more than", "less than", "fewer than", "higher than",
    "lower than", "greater than", "larger than", "smaller than", "shorter than", "longer than", "all", "later",
    "earlier", "most", "least", "higher", "lower", "greater", "faster than", "better than", "every", "any",
    "or more", "or less", "and more",
  ],
  /** Vague only when a number follows ("about 5 s"; "information about the user" is fine). */
  onlyBeforeNumber: ["about", "around"],
  /** Precise after a number ("5 or more", "two or more users"). */
  unlessNumberBefore: [
    "or more", "or less", "and more", "more", "less", "or better", "or higher", "or greater", "or faster",
    "or larger", "or newer", "or later", "or above",
  ],
  /** Not vague after these words ("no longer", "no more", "rather than" is handled below). */
  notAfter: {
    longer: ["no", "any"],
    often: ["how"],
    many: ["how"],
    frequently: ["how"],
    fast: ["as", "how"],
    quickly: ["how"],
    large: ["how"],
    small: ["how"],
    more: ["no", "any", "once", "one"],
    less: ["more", "or"],
    later: ["no", "not"],
    all: ["at"],
    any: ["if"],
    most: ["at"],
    least: ["at"],
    recent: ["most"],
    recently: ["most"],
  },
  /** Not vague before these words ("rather than", "most of" stays vague). */
  notBefore: {
    rather: ["than"],
    too: [".", ",", ";", ":", ")", "!", "?"],
    very: ["same", "first", "last", "beginning", "end"],
    fast: ["forward"],
    some: ["of"],
    most: ["recent", "recently"],
    later: ["than"],
    earlier: ["than"],
    every: [
      "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month",
      "months", "year", "years", "time", "cycle", "millisecond", "milliseconds", "other",
    ],
  },
  /** Vague only at the end of a clause ("cost: to be determined"; "is to be determined by the operator" is a passive). */
  onlyAtClauseEnd: [
    "to be determined", "to be defined", "to be decided", "to be confirmed", "to be specified",
    "to be clarified", "to be announced", "to be supplied", "to be completed", "as agreed", "as discussed",
  ],
  numberWords: [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "fifteen", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "million", "half",
  ],
  valuePlaceholders: ["X", "Y", "N", "n"],
  boundAfterReference: ["or higher", "or greater", "or above", "or later", "or newer"],
  measuredBy: {
    prepositions: ["of", "with"],
    bounds: ["at", "least", "most", "up", "to", "no", "not", "more", "less", "than", "a", "maximum", "minimum"],
  },
};

export const VAGUE_PRONOUNS_EN: VaguePronounLexicon = {
  personal: ["it", "they", "them"],
  dummy: ["it"],
  complementizers: ["to", "that", "for", "whether", "if", "when", "what", "how", "which"],
  dummyChain: [
    "is", "was", "be", "been", "being", "shall", "must", "will", "would", "should", "may", "might", "can",
    "could", "has", "have", "had", "not", "also", "therefore", "thus", "generally", "hereby", "further",
  ],
  clauseComplementizers: ["that", "whether"],
  sameSubjectSubordinators: [],
  existentials: ["there"],
  existentialOpeners: ["exactly", "only", "one", "single"],
  splitPossessive: ["s"],
  copulas: ["is", "are", "was", "were", "be", "been", "becomes", "become", "remains", "remain"],
  clarifiedBy: ["who", "which", "that", "whose", "whom"],
  demonstrative: ["this", "these", "those"],
  nounsCapitalized: false,
  clauseInitialOnly: ["that"],
  clauseOpeners: [";", ":", "and", "but", "so", "because", "since", "as", "then", "or"],
  verbsAfterPronoun: [
    "shall", "must", "will", "would", "can", "could", "may", "might", "should", "cannot", "is", "are", "was",
    "were", "be", "has", "have", "had", "does", "do", "did", "isn't", "aren't", "doesn't", "don't", "won't",
    "can't", "means", "mean", "includes", "include", "requires", "require", "allows", "allow", "ensures",
    "ensure", "applies", "apply", "contains", "contain", "provides", "provide", "shows", "show", "indicates",
    "indicate", "refers", "refer", "implies", "imply", "happens", "happen", "occurs", "occur", "helps",
    "help", "makes", "make", "gives", "give", "takes", "take", "needs", "need", "depends", "depend", "leads",
    "lead", "results", "result", "causes", "cause", "enables", "enable", "prevents", "prevent", "also",
  ],
  expletiveTriggers: [
    "possible", "impossible", "necessary", "unnecessary", "required", "mandatory", "important", "essential",
    "recommended", "desirable", "advisable", "expected", "assumed", "noted", "likely", "unlikely", "clear",
    "obvious", "known", "permitted", "allowed", "forbidden", "prohibited", "sufficient", "acceptable",
    "feasible", "difficult", "easy", "useful", "true", "false", "intended", "planned", "envisaged",
    "appropriate", "sensible", "preferable", "seems", "appears", "follows", "takes", "turns", "remains",
    "ensured", "guaranteed", "verified", "demonstrated", "shown", "specified", "stated", "agreed", "decided",
    "determined", "believed", "anticipated", "foreseen", "worth",
  ],
  expletiveBefore: [],
  determiners: ["the", "a", "an", "this", "each", "every", "any", "its", "their", "his", "her", "our", "your", "another"],
  phraseStops: [
    "of", "to", "in", "on", "for", "with", "by", "from", "at", "into", "via", "per", "within", "about", "after",
    "before", "during", "under", "over", "between", "through", "without", "when", "if", "that", "which", "who",
    "where", "while", "whether", "than", "until", "unless", "it", "they", "them",
  ],
  subordinators: ["before", "after", "when", "whenever", "if", "while", "until", "unless", "because", "since", "once", "that", "which", "whether", "where", "though", "although"],
  pluralPronouns: ["they", "them"],
  antecedentPronouns: { it: [], they: [], them: [] },
};
