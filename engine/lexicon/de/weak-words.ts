/**
 * German weak words by ISO/IEC/IEEE 29148 category, and the contexts that make some of
 * them precise ("mindestens 5 s", "mehr als 10 Benutzer", "alle 5 Minuten"). Lower case;
 * multi-word entries are matched as phrases. Adjectives are listed by stem and inflected
 * (-e, -en, -er, -es, -em). Negations ("nie", "kein") belong to the negative-sentence
 * rule and "z. B.", "usw." to the example rule, so they are not listed here.
 */
import type { VaguePronounLexicon, WeakWordLexicon } from "../weak-word-lexicon.js";

const ENDINGS = ["", "e", "en", "er", "es", "em"];

/** An adjective with its declined forms ("einfach" -> "einfache", "einfachen", …). */
function inflect(...stems: string[]): string[] {
  return stems.flatMap((stem) => ENDINGS.map((ending) => stem + ending));
}

/** Adjectives whose e drops before an ending ("flexibel" -> "flexible"). */
function inflectDropE(...pairs: [string, string][]): string[] {
  return pairs.flatMap(([base, stem]) => [base, ...ENDINGS.slice(1).map((ending) => stem + ending)]);
}

export const WEAK_WORDS_DE: WeakWordLexicon = {
  categories: {
    superlatives: [
      ...inflect(
        "best", "höchst", "schnellst", "niedrigst", "geringst", "größt", "kleinst", "kürzest", "längst",
        "einfachst", "günstigst", "neuest", "optimal", "ideal", "bestmöglich", "schnellstmöglich",
        "größtmöglich", "höchstmöglich", "kleinstmöglich", "geringstmöglich", "kürzestmöglich",
        "bestgeeignet", "effizientest", "leistungsfähigst", "meist",
      ).filter((w) => w !== "best" && w !== "meist" && w !== "längst" && w !== "höchst"),
      "am besten", "am schnellsten", "am höchsten", "am niedrigsten", "am geringsten", "am größten",
      "am kleinsten", "am kürzesten", "am längsten", "am einfachsten", "am meisten", "am günstigsten",
      "optimalerweise", "idealerweise", "state of the art", "state-of-the-art",
    ],
    subjectiveLanguage: [
      ...inflect(
        "benutzerfreundlich", "bedienerfreundlich", "nutzerfreundlich", "anwenderfreundlich", "einfach",
        "intuitiv", "effizient", "effektiv", "robust", "angemessen", "ausreichend", "adäquat", "geeignet",
        "passend", "vernünftig", "akzeptabel", "komfortabel", "modern", "ansprechend", "übersichtlich",
        "verständlich", "sinnvoll", "zweckmäßig", "reibungslos", "problemlos", "zufriedenstellend",
        "hochwertig", "gut", "schön", "bequem", "elegant", "professionell", "nahtlos", "ordentlich",
        "performant", "leistungsfähig", "leistungsstark", "relevant", "wichtig", "ergonomisch",
        "selbsterklärend", "zuverlässig", "ordnungsgemäß", "sachgemäß", "praktikabel", "handlich",
      ),
      ...inflectDropE(["flexibel", "flexibl"], ["komfortabel", "komfortabl"], ["akzeptabel", "akzeptabl"]),
      "leicht verständlich", "leicht bedienbar", "leicht zu bedienen", "einfach zu bedienen", "leicht",
      "ohne Schwierigkeiten", "auf einfache Weise", "in angemessener Zeit",
    ],
    ambiguousAdverbsAdjectives: [
      ...inflect(
        "schnell", "zügig", "rasch", "zeitnah", "umgehend", "unverzüglich", "langsam", "zahlreich", "gewiss",
        "bestimmt", "erheblich", "deutlich", "signifikant", "wesentlich", "beträchtlich", "ungefähr",
        "annähernd", "gewöhnlich", "regelmäßig", "häufig", "selten", "gelegentlich", "kurzfristig",
        "weitgehend", "groß", "klein", "gering",
      ).filter((w) => w !== "bestimmt"),
      "einige", "einigen", "einiger", "einiges", "mehrere", "mehreren", "mehrerer", "viele", "vielen", "vieler",
      "wenige", "wenigen", "etliche", "etlichen", "diverse", "diversen", "etwa", "circa", "ca.",
      "rund", "knapp", "nahezu", "beinahe", "fast", "normalerweise", "üblicherweise", "in der Regel", "i. d. R.",
      "meistens", "meist", "oft", "manchmal", "öfter", "kürzlich", "neulich", "bald", "demnächst", "relativ",
      "ziemlich", "sofort", "so schnell wie möglich", "so bald wie möglich", "baldmöglichst", "schnellstens",
      "in kurzer Zeit", "innerhalb kurzer Zeit", "von Zeit zu Zeit", "eine Reihe von", "eine Vielzahl von",
    ],
    openEndedTerms: [
      "bei Bedarf", "nach Bedarf", "je nach Bedarf", "gegebenenfalls", "ggf.", "falls erforderlich",
      "falls nötig", "falls notwendig", "wenn erforderlich", "wenn nötig", "wenn notwendig",
      "sofern erforderlich", "sofern notwendig", "soweit erforderlich", "soweit notwendig", "wie erforderlich",
      "wie benötigt", "nach Ermessen", "mindestens", "höchstens", "und Ähnliches", "oder Ähnliches",
      "o. ä.", "u. ä.", "und dergleichen", "oder dergleichen", "und andere", "oder andere", "und weitere",
      "oder weitere", "minimieren", "maximieren", "optimieren", "minimiert", "maximiert", "optimiert",
      "einschließlich, aber nicht beschränkt auf", "nicht beschränkt auf", "oder mehr",
      "oder weniger",
    ],
    comparativePhrases: [
      ...inflect(
        "besser", "schneller", "höher", "niedriger", "größer", "kleiner", "kürzer", "länger", "geringer",
        "einfacher", "leichter", "günstiger", "effizienter", "performanter", "verbessert", "verkürzt",
      ),
      "mehr", "weniger", "weniger als", "mehr als", "höher als", "niedriger als", "größer als", "kleiner als",
      "kürzer als", "länger als", "schneller als", "besser als", "geringer als", "später", "früher",
    ],
    loopholes: [
      "falls möglich", "wenn möglich", "soweit möglich", "sofern möglich", "wo möglich", "nach Möglichkeit",
      "möglichst", "im Rahmen der Möglichkeiten", "soweit sinnvoll", "wenn sinnvoll", "falls sinnvoll",
      "wo sinnvoll", "sofern sinnvoll", "falls zutreffend", "sofern zutreffend", "soweit zutreffend",
      "wenn zutreffend", "falls anwendbar", "soweit anwendbar", "sofern anwendbar", "wenn anwendbar",
      "soweit praktikabel", "falls praktikabel", "so weit wie möglich", "so weit möglich", "so gut wie möglich",
      "sofern nicht anders angegeben", "sofern nicht anders vereinbart", "soweit vertretbar",
    ],
    incompleteReferences: [
      "tbd", "tbc", "tba", "noch festzulegen", "noch zu definieren", "noch zu klären", "noch zu bestimmen",
      "noch offen", "noch festzulegende", "siehe oben", "siehe unten", "s. o.", "s. u.", "wie oben beschrieben",
      "wie oben erwähnt", "wie oben genannt", "wie oben angegeben", "wie zuvor beschrieben",
      "wie vorher beschrieben", "wie an anderer Stelle beschrieben", "an anderer Stelle beschrieben",
      "folgt später", "wird nachgereicht", "wie besprochen", "wie vereinbart",
    ],
    totality: [
      "alle", "allen", "aller", "alles", ...inflect("sämtlich", "vollständig", "komplett", "lückenlos", "jeglich"),
      "immer", "stets", "ständig", "jederzeit", "überall", "völlig", "gänzlich", "ausnahmslos", "100 %", "100%",
      "zu jeder Zeit", "in allen Fällen", "unter allen Umständen", "in jedem Fall", "auf jeden Fall",
    ],
  },
  unlessNumberFollows: [
    "mindestens", "höchstens", "mehr", "mehr als", "weniger als", "höher als", "niedriger als", "größer als",
    "kleiner als", "kürzer als", "länger als", "schneller als", "besser als", "geringer als", "alle", "allen",
    "später", "früher", "weniger",
  ],
  onlyBeforeNumber: ["rund", "knapp"],
  unlessNumberBefore: ["oder mehr", "oder weniger", "mehr", "weniger"],
  notAfter: {
    mehr: ["nicht", "kein", "keine", "nichts", "immer", "noch", "umso", "desto", "je"],
    länger: ["nicht"],
    immer: ["für", "noch", "wie"],
    leicht: ["nicht"],
    später: ["nicht", "spätestens"],
    früher: ["nicht"],
    fast: ["so"],
    oft: ["wie"],
    viele: ["wie"],
    häufig: ["wie"],
    schnell: ["wie"],
    groß: ["wie"],
  },
  notBefore: {
    immer: ["wenn", "dann", "noch", "mehr", "weniger", "wieder"],
    später: ["als"],
    früher: ["als"],
    alle: [
      "sekunde", "sekunden", "minute", "minuten", "stunde", "stunden", "tage", "wochen", "monate", "jahre",
      "millisekunden", "ms", "s", "min", "h",
    ],
    mehr: ["oder"],
  },
  onlyAtClauseEnd: ["noch offen", "wie besprochen", "wie vereinbart"],
  numberWords: [
    "ein", "eine", "einem", "einen", "einer", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
    "zehn", "elf", "zwölf", "zwanzig", "dreißig", "fünfzig", "hundert", "tausend",
  ],
  valuePlaceholders: ["X", "Y", "N", "n"],
  boundAfterReference: [],
  measuredBy: {
    prepositions: ["von", "mit"],
    bounds: ["mindestens", "höchstens", "maximal", "minimal", "bis", "zu", "nicht", "mehr", "weniger", "als", "über", "unter"],
  },
};

export const VAGUE_PRONOUNS_DE: VaguePronounLexicon = {
  personal: ["es", "dies"],
  dummy: ["es"],
  complementizers: [],
  dummyChain: [],
  clauseComplementizers: ["dass", "ob"],
  sameSubjectSubordinators: ["indem"],
  existentials: [],
  existentialOpeners: [],
  splitPossessive: [],
  copulas: ["ist", "sind", "war", "waren", "bleibt", "bleiben", "wird", "werden"],
  clarifiedBy: ["die", "der", "welche", "welcher", "welches"],
  demonstrative: ["diese", "dieser", "dieses", "diesen", "diesem", "jene", "jener", "jenes", "jenen", "jenem"],
  nounsCapitalized: true,
  clauseInitialOnly: [],
  clauseOpeners: [";", ":", "und", "aber", "oder", "denn", "da", "weil", "dann"],
  verbsAfterPronoun: [
    "muss", "müssen", "soll", "sollen", "sollte", "sollten", "kann", "können", "könnte", "könnten", "darf",
    "dürfen", "wird", "werden", "würde", "würden", "ist", "sind", "war", "waren", "hat", "haben", "hatte",
    "gilt", "gelten", "bedeutet", "bedeuten", "enthält", "enthalten", "umfasst", "umfassen", "erfordert",
    "erfordern", "ermöglicht", "ermöglichen", "betrifft", "betreffen", "erfolgt", "erfolgen", "geschieht",
    "führt", "führen", "sind", "wäre", "wären", "auch", "nicht",
  ],
  expletiveTriggers: [
    "möglich", "unmöglich", "erforderlich", "notwendig", "nötig", "zulässig", "unzulässig", "wichtig",
    "sinnvoll", "wünschenswert", "empfohlen", "empfehlenswert", "vorgesehen", "geplant", "verboten",
    "erlaubt", "gestattet", "untersagt", "sichergestellt", "gewährleistet", "bekannt", "klar", "ausreichend",
    "darauf", "dabei", "darum", "davon", "dazu", "sei", "gibt", "geben", "gab", "handelt", "geht", "kommt",
    "reicht", "genügt", "bedarf", "gilt", "ratsam", "denkbar", "erwünscht", "gewünscht", "ermöglicht", "ermöglichen",
  ],
  expletiveBefore: ["gibt", "gab", "handelt", "geht", "gilt", "bedarf", "kommt", "reicht", "genügt", "sei"],
  determiners: ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines"],
  phraseStops: [
    "von", "zu", "in", "im", "an", "am", "auf", "für", "mit", "bei", "beim", "aus", "nach", "vor", "über", "unter",
    "zwischen", "durch", "ohne", "innerhalb", "während", "wenn", "falls", "dass", "ob", "als", "bis", "es",
  ],
  subordinators: ["indem", "damit", "sodass", "bevor", "nachdem", "wenn", "falls", "während", "bis", "sobald", "solange", "weil", "da", "dass", "ob", "sofern", "obwohl"],
  pluralPronouns: [],
  antecedentPronouns: { es: ["das", "dem", "des", "ein", "eines", "einem"] },
};
