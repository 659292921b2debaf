/**
 * English passive voice: forms of "be" and "get", the words that may stand between
 * the auxiliary and the participle, irregular past participles, and participles
 * that are adjectives after "be" (stative uses, no passive). Lower case.
 */

/** Forms of "be" that carry a passive, contractions included. */
export const BE_FORMS: ReadonlySet<string> = new Set([
  "am", "is", "are", "was", "were", "be", "been", "being",
  "isn't", "aren't", "wasn't", "weren't", "isn’t", "aren’t", "wasn’t", "weren’t",
  "'m", "'re", "’m", "’re", "i'm", "you're", "we're", "they're", "i’m", "you’re", "we’re", "they’re",
]);

/** Forms of "get" for the get-passive ("the file gets deleted"). */
export const GET_FORMS: ReadonlySet<string> = new Set(["get", "gets", "got", "gotten", "getting"]);

/** Words that may stand between the auxiliary and the participle ("shall not be", "is automatically"). */
export const PASSIVE_INTERVENERS: ReadonlySet<string> = new Set([
  "not", "never", "also", "still", "always", "already", "then", "thus", "therefore", "hence", "further",
  "again", "first", "both", "either", "neither", "all", "each", "just", "even", "now", "often", "once",
  "well", "only", "thereby", "subsequently", "sometimes", "usually", "indeed", "jointly", "so", "too",
  "later", "soon", "ever", "rather", "instead", "together", "immediately", "merely", "simply", "solely",
  "periodically", "properly", "correctly", "successfully", "fully", "partially", "partly", "mostly",
  "generally", "normally", "typically", "automatically", "manually", "explicitly", "implicitly",
]);

/** -ly words that are adjectives, not adverbs ("is friendly"): they end the search. */
export const LY_NON_ADVERBS: ReadonlySet<string> = new Set([
  "friendly", "likely", "unlikely", "early", "daily", "weekly", "monthly", "yearly", "hourly", "only",
  "costly", "timely", "lonely", "lovely", "ugly", "holy", "silly", "orderly", "elderly", "family", "apply",
  "reply", "supply", "assembly", "anomaly", "italy", "july", "fly", "rely", "comply", "multiply",
]);

/** Words ending in -ed that are not past participles. */
export const ED_NON_PARTICIPLES: ReadonlySet<string> = new Set([
  "bed", "red", "need", "speed", "feed", "seed", "weed", "breed", "bleed", "proceed", "succeed", "exceed",
  "heed", "deed", "reed", "greed", "creed", "steed", "tweed", "indeed", "embed", "hundred", "kindred",
  "shred", "sled", "sacred", "naked", "wicked", "rugged", "ragged", "crooked", "wretched", "beloved",
  "learned", "aged", "blessed", "dogged", "jagged", "wedged", "shed", "fed", "led", "wed", "ted", "med",
  "ed", "ned", "unshed", "biped", "moped", "infrared", "bred",
]);

/**
 * Participles that are adjectives after "be": the subject is in a state, nobody acts on it
 * ("is interested in", "is pleased", "is supposed to").
 */
export const STATIVE_PARTICIPLES: ReadonlySet<string> = new Set([
  "interested", "pleased", "excited", "tired", "bored", "worried", "supposed", "concerned", "satisfied",
  "disappointed", "surprised", "amazed", "annoyed", "confused", "frightened", "scared", "delighted",
  "ashamed", "married", "aged", "talented", "skilled", "experienced", "sophisticated", "complicated",
  "advanced", "convinced", "motivated", "gifted",
  "unprecedented", "unrelated", "outdated", "dated", "biased", "unbiased", "crowded", "renowned",
  "inclined", "accustomed", "acquainted", "aware", "involved", "entitled", "obliged",
]);

/** Irregular past participles (regular ones end in -ed). */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set([
  "arisen", "awoken", "borne", "born", "beaten", "begun", "bent", "bet", "bidden", "bitten", "bled",
  "blown", "broken", "bred", "brought", "broadcast", "built", "burnt", "burst", "bought", "cast", "caught",
  "chosen", "clung", "cost", "crept", "cut", "dealt", "dug", "done", "drawn", "dreamt", "drunk", "driven",
  "dwelt", "eaten", "fallen", "fed", "felt", "fought", "found", "fled", "flung", "flown", "forbidden",
  "forecast", "foreseen", "foretold", "forgotten", "forgiven", "forsaken", "frozen", "given", "ground",
  "grown", "hung", "heard", "hidden", "hit", "held", "hurt", "kept", "knelt", "known", "laid", "led",
  "leant", "leapt", "learnt", "left", "lent", "let", "lit", "lost", "made", "meant", "met", "mislaid",
  "misled", "mistaken", "misunderstood", "mown", "outdone", "outgrown", "overcome", "overdone", "overdrawn",
  "overheard", "overlaid", "overpaid", "overridden", "overrun", "overseen", "overshot", "overtaken",
  "overthrown", "overwritten", "paid", "proven", "put", "quit", "read", "rebuilt", "recast", "redone",
  "reread", "remade", "repaid", "reset", "preset", "rerun", "resent", "resold", "retold", "rewritten",
  "rewound", "rid", "ridden", "rung", "risen", "run", "said", "sawn", "seen", "sought", "sold", "sent",
  "set", "sewn", "shaken", "shed", "shone", "shod", "shot", "shown", "shrunk", "shut", "sung", "sunk",
  "slain", "slept", "slid", "slung", "slit", "smelt", "sown", "spoken", "sped", "spelt", "spent", "spilt",
  "spun", "spat", "split", "spoilt", "spread", "sprung", "stood", "stolen", "stuck", "stung", "stunk",
  "strewn", "stridden", "struck", "stricken", "strung", "striven", "sworn", "swept", "swollen", "swum",
  "swung", "taken", "taught", "torn", "told", "thought", "thrown", "thrust", "trodden", "understood",
  "undertaken", "undergone", "underpaid", "undersold", "undone", "unwound", "upheld", "upset", "woken",
  "worn", "woven", "wed", "wept", "won", "wound", "withdrawn", "withheld", "withstood", "written", "wrung",
  "input", "output", "offset", "inlaid", "outbid", "outrun", "outsold", "outshone", "forgone", "foregone",
  "handwritten", "hardcoded", "mistaught", "misread", "misspelt", "mistook", "outlaid", "overfed",
  "oversold", "overslept", "overspent", "overturned", "precast", "prepaid", "rebound", "rebroadcast",
  "redrawn", "refit", "rehung", "relaid", "relit", "remade", "rethought", "retaken", "rewoven", "sublet",
  "typeset", "typecast", "unbound", "underbid", "undercut", "underlain", "undertaken", "underwritten",
  "unsaid", "unseen", "unspoken", "unwritten", "uploaded", "downloaded",
]);

/**
 * Participles of verbs that begin with "un" ("unlock", "uninstall"). Other -ed words that
 * begin with "un" are adjectives ("unauthorized", "unchanged") and never a passive.
 */
export const UN_VERB_PARTICIPLES: ReadonlySet<string> = new Set([
  "unlocked", "unloaded", "uninstalled", "unpacked", "unwrapped", "unmounted", "unsubscribed",
  "unregistered", "unzipped", "unplugged", "unblocked", "unmarked", "unselected", "unlinked", "unpinned",
  "unchecked", "unfolded", "untied", "unmuted", "unassigned", "unshared", "unpublished", "undocked",
  "unmapped", "untagged", "unfollowed", "unarchived", "uncompressed", "unloaded", "unfrozen", "unhidden",
  "unbound", "undone", "unset", "underlined", "understood", "undertaken", "undergone", "underestimated",
  "underused", "undermined", "underpinned", "underlain", "underpaid", "undercut", "updated", "uploaded",
  "unified", "united", "unveiled", "unleashed", "unlocked", "unwound", "unplugged", "unmasked", "unlisted",
]);

/** Participles that are adjectives after "get" ("get started", "get rid of"). */
export const GET_NON_PASSIVE: ReadonlySet<string> = new Set([
  "started", "rid", "used", "involved", "lost", "done", "married", "bored", "tired", "dressed", "acquainted",
  "accustomed", "ready", "engaged", "excited", "confused", "worried", "stuck",
]);

/**
 * Participles that describe a state after a finite "be" ("the file is hidden", "the
 * quota has been exhausted"). After "shall be" or "to be" they still ask for an action
 * ("the field shall be hidden"), and with a "by" phrase naming the doer they are always a passive.
 */
export const RESULTATIVE_STATES: ReadonlySet<string> = new Set([
  "located", "situated", "hidden", "lapsed", "exhausted", "expired", "deceased", "gone", "outdated", "worn",
]);
