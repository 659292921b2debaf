/**
 * Word lists of the withheld-output class (engine/compare/conflicts/withheld.ts): what one
 * requirement shows, sends or notifies and the other holds back in the same case ("shall
 * display an error message" / "shall show no message", "shall notify the reader" / "shall not
 * send any notification", "the title screen shows the new books" / "the title screen shall
 * remain blank"). Forms as written, folded to lower case without diacritics (fold in
 * compare/text.ts), English and German; collected from requirement wording on output.
 */

/** Verbs and nouns that name a notice to someone: a message, a notification, an alert, a warning. */
export const NOTICE_WORDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    ...["notify", "notifies", "notified", "notifying", "notification", "notifications", "notice", "notices"],
    ...["message", "messages", "msg", "alert", "alerts", "alerted", "warn", "warns", "warned", "warning", "warnings"],
    ...["inform", "informs", "informed", "confirmation", "confirmations"],
    // a prompt asks for an answer: "shall be asked to log in", "without any login prompt"
    ...["prompt", "prompts", "prompted", "asked"],
  ],
  de: [
    ...["benachrichtigen", "benachrichtigt", "benachrichtigung", "benachrichtigungen", "meldung", "meldungen"],
    ...["nachricht", "nachrichten", "hinweis", "hinweise", "warnung", "warnungen", "warnen", "gewarnt"],
    ...["informieren", "informiert", "mitteilung", "mitteilungen", "bestatigung", "bestatigungen"],
    ...["auffordern", "aufgefordert", "aufforderung", "aufforderungen"],
  ],
};

/** The notice words that are verbs ("notify", not "alert", mostly a noun): what a sentence without a modal verb shows by. */
export const NOTICE_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    "notify",
    "notifies",
    "notified",
    "notifying",
    "alerted",
    "warn",
    "warns",
    "warned",
    "inform",
    "informs",
    "informed",
    "prompt",
    "prompts",
    "prompted",
    "asked",
  ],
  de: ["benachrichtigen", "benachrichtigt", "warnen", "warnt", "gewarnt", "informieren", "informiert", "auffordern", "aufgefordert"],
};

/** Verbs of an output: showing, listing, containing, sending, returning, suggesting something to someone. */
export const OUTPUT_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    ...["display", "displays", "displayed", "displaying", "show", "shows", "shown", "showed", "showing"],
    ...["present", "presents", "presented", "list", "lists", "listed", "contain", "contains", "contained"],
    ...["include", "includes", "included", "see", "sees", "view", "views", "viewed", "send", "sends", "sent"],
    ...["return", "returns", "returned", "output", "outputs", "respond", "responds", "responded", "render", "renders", "rendered"],
    ...["suggest", "suggests", "recommend", "recommends", "propose", "proposes"],
  ],
  de: [
    ...["anzeigen", "angezeigt", "zeigen", "zeigt", "gezeigt", "darstellen", "dargestellt", "stellt", "auflisten"],
    ...["aufgelistet", "listet", "enthalten", "enthalt", "senden", "sendet", "gesendet", "schicken", "schickt"],
    ...["geschickt", "ausgeben", "ausgegeben", "zuruckgeben", "zuruckgegeben", "sehen", "einsehen"],
    ...["vorschlagen", "vorgeschlagen", "empfehlen", "empfiehlt", "empfohlen"],
  ],
};

/** Verbs that output a notice but not any thing ("provide a notification", not "provide functionality"). */
export const NOTICE_CARRIERS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    ...["provide", "provides", "provided", "give", "gives", "given", "issue", "issues", "issued", "generate", "generates"],
    ...["generated", "trigger", "triggers", "triggered", "raise", "raises", "raised", "produce", "produces", "produced"],
  ],
  de: [
    ...["geben", "gibt", "gegeben", "bereitstellen", "bereitgestellt", "erzeugen", "erzeugt", "auslosen", "ausgelost"],
    ...["liefern", "liefert", "geliefert", "ubermitteln", "ubermittelt"],
  ],
};

/** Verbs that keep an output back: "hide the address", "suppress all notifications", "omit the date". */
export const HIDING_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    ...["hide", "hides", "hidden", "hiding", "conceal", "conceals", "concealed", "suppress", "suppresses"],
    ...["suppressed", "omit", "omits", "omitted", "exclude", "excludes", "excluded"],
  ],
  de: [
    ...["ausblenden", "ausgeblendet", "blendet", "verbergen", "verborgen", "verbirgt", "unterdrucken", "unterdruckt"],
    ...["weglassen", "weggelassen", "auslassen", "ausgelassen", "ausschliessen", "ausgeschlossen", "schliesst"],
  ],
};

/**
 * Prepositions after a concealing verb that name the one an output is kept from: "hide the address from the reader", "vor dem
 * Leser ausblenden"; after "exclude … from" they name a place ("from the summary section"), which counts.
 */
export const KEPT_FROM_PREPS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["from"],
  de: ["vor"],
};

/** The hiding verbs that keep an output from someone: "hide", "conceal", "verbergen", "ausblenden". */
export const CONCEALING_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["hide", "hides", "hidden", "hiding", "conceal", "conceals", "concealed"],
  de: ["ausblenden", "ausgeblendet", "blendet", "verbergen", "verborgen", "verbirgt"],
};

/** Words of a place left without content after a verb of state: "the screen shall remain blank", "leer bleiben". */
export const BLANK_WORDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["blank", "empty"],
  de: ["leer"],
};

/** … and before the place an output verb shows: "display a blank screen", "einen leeren Bildschirm anzeigen" ("empty slots" are free ones). */
export const BLANK_ATTRIBUTES: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["blank"],
  de: ["leere", "leeren", "leerer", "leeres", "leerem"],
};

/** Words that say the other may act, a choice rather than something kept back: "shall be able to hide". */
export const CHOICE_WORDS_OUTPUT: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["can", "could", "may", "might", "able", "allow", "allows", "allowed", "permit", "permits", "option", "possible", "choose"],
  de: ["kann", "konnen", "moglich", "erlaubt", "erlauben", "option", "wahlen"],
};

/** Words after what is kept back that let some of it through: "other than the fact …", "unless selected". */
export const LETTING_THROUGH: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["unless", "except", "other", "besides", "apart"],
  de: ["ausser", "ausgenommen", "sei"],
};

/** Words between a modal verb and its verb that say nothing of the action: "shall be able to view", "shall also show". */
export const BEFORE_MAIN_VERB: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["be", "able", "to", "also", "automatically", "always", "immediately", "only", "then", "still", "continue", "continuously"],
  de: ["werden", "sein", "konnen", "lassen", "zu", "auch", "automatisch", "immer", "sofort"],
};

/** Verbs that say what state a place is in or keeps: "remain blank", "leer bleiben". */
export const STATE_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["be", "is", "are", "remain", "remains", "stay", "stays", "appear", "appears", "leave", "leaves"],
  de: ["sein", "ist", "sind", "bleiben", "bleibt", "lassen", "erscheinen", "erscheint"],
};

/** Nouns of a place an output is shown on, standing for any content of it: "a blank screen". */
export const SURFACE_NOUNS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["screen", "page", "display", "area", "window", "panel", "view", "white"],
  de: ["bildschirm", "seite", "anzeige", "bereich", "fenster", "ansicht", "weiss", "weisse", "weissen"],
};

/** Words before what is kept back that say nothing of it: "not provide any specific notification", "without any form of". */
export const EMPTY_QUALIFIERS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    ...["any", "all", "such", "specific", "form", "kind", "type", "sort", "of", "further", "the", "a", "an", "by", "default", "initially"],
    // the form of a notice, which names any of it: "any visual or textual confirmation"
    ...["visual", "textual", "written"],
  ],
  de: [
    ...["jede", "jeden", "jeder", "jedes", "alle", "irgendeine", "irgendwelche", "art", "form", "weitere", "weiteren", "standardmassig"],
    ...["visuelle", "visuellen", "textuelle", "textuellen", "schriftliche", "schriftlichen"],
  ],
};

/** Nouns of whatever a place shows: "shall not display any content" leaves the place blank. */
export const CONTENT_WORDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["content", "contents", "anything"],
  de: ["inhalt", "inhalte", "inhalten", "etwas"],
};

/** Words that open the reason of a requirement, which is no part of what it keeps back: "… to protect privacy". */
export const REASON_OPENERS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["because", "since", "until", "unless", "except", "so", "for"],
  de: ["weil", "da", "bis", "ausser", "um", "damit", "sodass", "zum", "zur"],
};

/** Words that open a condition after the action: "… display an error message if the network fails". */
export const TRAILING_CONDITIONS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["if", "when", "whenever", "once", "upon"],
  de: ["wenn", "falls", "sofern", "sobald"],
};

/** Words after "no" that make it a bound, not an output kept back: "output no more than once per second". */
export const BOUND_AFTER_NO: readonly string[] = ["more", "less", "fewer", "later", "earlier", "longer", "shorter", "greater", "sooner"];

/**
 * Prepositions and infinitive markers that end the phrase of what is kept back besides the
 * coordinators, prepositions and relatives of the clause lexicon (conflicts/withheld.ts): "hide the
 * fines to the reader" keeps back "the fines". From the grammar of English and German phrases.
 */
export const KEPT_PHRASE_ENDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["to", "in", "at", "for", "during", "after", "before"],
  de: ["zu", "bei", "im", "am", "zum", "zur", "nach", "vor"],
};

/**
 * Names of the languages an output is written in (conflicts/languages.ts): "show all text in
 * French" / "display the menus in English". The major European and world languages, folded; the
 * German names are read with their adjective endings too ("in englischer Sprache").
 */
export const OUTPUT_LANGUAGES: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    ...["english", "german", "french", "spanish", "swedish", "dutch", "italian", "portuguese", "polish", "danish"],
    ...["norwegian", "finnish", "czech", "greek", "russian", "turkish", "arabic", "chinese", "japanese", "korean"],
  ],
  de: [
    ...["englisch", "deutsch", "franzosisch", "spanisch", "schwedisch", "niederlandisch", "italienisch", "portugiesisch"],
    ...["polnisch", "danisch", "norwegisch", "finnisch", "tschechisch", "griechisch", "russisch", "turkisch", "arabisch"],
    ...["chinesisch", "japanisch", "koreanisch"],
  ],
};

/** Prepositions that open the language of an output: "in English", "auf Deutsch", "in deutscher Sprache". */
export const LANGUAGE_PREPS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["in"],
  de: ["in", "auf"],
};

/** Nouns that stand for every text of an output: "show all text in French", "alle Texte auf Deutsch". */
export const WHOLE_TEXT: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["text", "texts", "content", "contents", "everything", "wording"],
  de: ["text", "texte", "texten", "inhalt", "inhalte", "alles"],
};

/** Quotation marks, straight and typographic (English and German): what they enclose is shown, not said ("display “No loans found”"). */
export const QUOTATION_MARKS: readonly string[] = ['"', "“", "”", "„", "«", "»"];

/** The notice carriers that hand over any thing a reader is given: "shall not provide any example question" keeps it back. */
export const GIVING_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["provide", "provides", "give", "gives"],
  de: ["geben", "gibt", "bereitstellen"],
};

/** Prepositions that name whom an output is for: "send a message to the reader", "eine Meldung an den Leser senden" (withheld.ts). */
export const ADDRESSING_PREPS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["to"],
  de: ["an"],
};
