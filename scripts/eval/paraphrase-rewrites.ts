/**
 * Rewrites of requirement sentences for the paraphrase-duplicate measure
 * (scripts/eval/paraphrases.ts). Each rewrite returns the rewritten sentence, or null when
 * it does not apply to the sentence.
 *
 * Paraphrases (same meaning, other words): number word <-> digits, spelling variant
 * (hyphenated or joined), synonym swap, active -> passive, preposition of means.
 * Near misses (shared words, other meaning): changed number, negated, antonym action,
 * other action, other object, other actor.
 */
export type Language = "en" | "de";
export type RewriteKind = "number" | "spelling" | "synonym" | "passive" | "preposition";
export type NearMissKind = "changedNumber" | "negated" | "antonym" | "otherAction" | "otherObject" | "otherActor";
type Rewrite = (text: string) => string | null;

const NUMBER_WORDS: Record<Language, string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  de: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
};

/** Replaces the first match of `re` (word-bounded, case kept for the first letter). */
function replaceWord(text: string, from: string, to: string): string | null {
  const re = new RegExp(`(?<![\\p{L}\\p{N}-])${from}(?![\\p{L}\\p{N}-])`, "u");
  const m = re.exec(text);
  if (!m) return null;
  const cased = m[0][0] === m[0][0].toUpperCase() && m[0][0] !== m[0][0].toLowerCase() ? to[0].toUpperCase() + to.slice(1) : to;
  return text.slice(0, m.index) + cased + text.slice(m.index + m[0].length);
}

/** The first of the word pairs that applies, in either direction when `both`. */
function firstPair(text: string, pairs: ReadonlyArray<readonly [string, string]>, both: boolean): string | null {
  for (const [a, b] of pairs) {
    const r = replaceWord(text, a, b) ?? (both ? replaceWord(text, b, a) : null);
    if (r !== null && r !== text) return r;
  }
  return null;
}

// ------------------------------------------------------------------ paraphrases

function numberSwap(language: Language): Rewrite {
  return (text) => {
    // Not the first group of "10 000", whose blank separates thousands.
    const digit = /(?<![\p{L}\p{N}.,:/-])(\d{1,2})(?![\p{L}\p{N}:/-]|[.,]\d| \d{3}(?!\d))/u.exec(text);
    if (digit && Number(digit[1]) >= 2 && Number(digit[1]) <= 12)
      return text.slice(0, digit.index) + NUMBER_WORDS[language][Number(digit[1])] + text.slice(digit.index + digit[1].length);
    for (let n = 2; n <= 12; n++) {
      const r = replaceWord(text, NUMBER_WORDS[language][n], String(n));
      if (r !== null) return r;
    }
    return null;
  };
}

const SPELLING: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["email", "e-mail"],
    ["emails", "e-mails"],
    ["login", "log-in"],
    ["logon", "log-on"],
    ["logout", "log-out"],
    ["online", "on-line"],
    ["website", "web-site"],
    ["backup", "back-up"],
    ["setup", "set-up"],
    ["username", "user-name"],
    ["checkbox", "check-box"],
    ["offline", "off-line"],
    ["timestamp", "time-stamp"],
    ["workflow", "work-flow"],
    ["password", "pass-word"],
  ],
  de: [
    ["E-Mail", "Email"],
    ["Login", "Log-in"],
    ["online", "on-line"],
  ],
};

/** German compounds written with a hyphen at their head ("Alarmzustand" -> "Alarm-Zustand"). */
const GERMAN_HEADS = [
  "zustand",
  "zustände",
  "reaktion",
  "reaktionen",
  "daten",
  "system",
  "meldung",
  "meldungen",
  "datei",
  "dateien",
  "version",
  "zeit",
  "liste",
];

function spelling(language: Language): Rewrite {
  return (text) => {
    const r = firstPair(text, SPELLING[language], true);
    if (r !== null || language === "en") return r;
    for (const head of GERMAN_HEADS) {
      const m = new RegExp(`(?<![\\p{L}-])(\\p{Lu}\\p{Ll}{3,})(${head})(?![\\p{L}-])`, "u").exec(text);
      if (m) return text.slice(0, m.index) + `${m[1]}-${head[0].toUpperCase()}${head.slice(1)}` + text.slice(m.index + m[0].length);
    }
    return null;
  };
}

const SYNONYMS: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["display", "show"],
    ["displays", "shows"],
    ["displayed", "shown"],
    ["delete", "remove"],
    ["deleted", "removed"],
    ["store", "save"],
    ["stored", "saved"],
    ["send", "transmit"],
    ["sent", "transmitted"],
    ["notify", "inform"],
    ["notified", "informed"],
    ["allow", "permit"],
    ["allows", "permits"],
    ["start", "begin"],
    ["verify", "check"],
    ["verified", "checked"],
    ["provide", "supply"],
    ["select", "choose"],
    ["modify", "change"],
    ["modified", "changed"],
    ["create", "generate"],
    ["created", "generated"],
    ["validate", "verify"],
    ["utilize", "use"],
  ],
  de: [
    ["anzeigen", "darstellen"],
    ["angezeigt", "dargestellt"],
    ["löschen", "entfernen"],
    ["gelöscht", "entfernt"],
    ["speichern", "sichern"],
    ["gespeichert", "gesichert"],
    ["senden", "übermitteln"],
    ["prüfen", "überprüfen"],
    ["erstellen", "erzeugen"],
    ["erstellt", "erzeugt"],
    ["ändern", "bearbeiten"],
    ["benachrichtigen", "informieren"],
    ["Benutzer", "Nutzer"],
    ["Benutzern", "Nutzern"],
    ["ermöglichen", "erlauben"],
    ["erkennen", "detektieren"],
  ],
};

const synonym =
  (language: Language): Rewrite =>
  (text) =>
    firstPair(text, SYNONYMS[language], false);

const IRREGULAR_EN: Record<string, string> = {
  send: "sent",
  show: "shown",
  keep: "kept",
  give: "given",
  take: "taken",
  make: "made",
  build: "built",
  hold: "held",
  find: "found",
  write: "written",
  choose: "chosen",
  run: "run",
  set: "set",
  read: "read",
  pay: "paid",
  tell: "told",
  get: "obtained",
};

function participleEn(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR_EN[v]) return IRREGULAR_EN[v];
  if (v.endsWith("e")) return v + "d";
  if (/[^aeiou]y$/.test(v)) return v.slice(0, -1) + "ied";
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(v)) return v + v.slice(-1) + "ed";
  return v + "ed";
}

const PARTICIPLES_DE: Record<string, string> = {
  anzeigen: "angezeigt",
  speichern: "gespeichert",
  erkennen: "erkannt",
  ausführen: "ausgeführt",
  löschen: "gelöscht",
  prüfen: "geprüft",
  überprüfen: "überprüft",
  erstellen: "erstellt",
  senden: "gesendet",
  zuordnen: "zugeordnet",
  unterstützen: "unterstützt",
  ermöglichen: "ermöglicht",
  verwalten: "verwaltet",
  überwachen: "überwacht",
  erfassen: "erfasst",
  berechnen: "berechnet",
  bereitstellen: "bereitgestellt",
  darstellen: "dargestellt",
  sperren: "gesperrt",
  melden: "gemeldet",
  auslösen: "ausgelöst",
  erzeugen: "erzeugt",
  übertragen: "übertragen",
  dokumentieren: "dokumentiert",
};

function participleDe(verb: string): string | null {
  if (PARTICIPLES_DE[verb]) return PARTICIPLES_DE[verb];
  if (verb.endsWith("ieren")) return verb.slice(0, -2) + "t";
  return null;
}

const SUBJECTS_EN = /^The (system|product|application|software) (shall|must|should|will) ([a-z]+) (the|all|a|an|each|every) ([^,;]+?)\.?$/;
const SUBJECTS_DE = /^Das System (muss|soll|sollte|wird) (die|den|das|alle|jede|jeden|jedes|eine|einen|ein) ([^,;]+?) ([a-zäöüß]+en)\.?$/u;

function passive(language: Language): Rewrite {
  return (text) => {
    if (language === "en") {
      const m = SUBJECTS_EN.exec(text.trim());
      if (!m || ["be", "have", "allow", "enable", "provide", "support"].includes(m[3])) return null;
      const det = m[4][0].toUpperCase() + m[4].slice(1);
      return `${det} ${m[5]} ${m[2]} be ${participleEn(m[3])} by the ${m[1]}.`;
    }
    const m = SUBJECTS_DE.exec(text.trim());
    if (!m) return null;
    const participle = participleDe(m[4]);
    if (!participle) return null;
    const det = m[2][0].toUpperCase() + m[2].slice(1);
    const article = { den: "Der", einen: "Ein", jeden: "Jeder" }[m[2]] ?? det;
    return `${article} ${m[3]} ${m[1]} vom System ${participle} werden.`;
  };
}

const PREPOSITIONS: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["via", "by"],
    ["through", "via"],
    ["by means of", "using"],
  ],
  de: [
    ["per", "via"],
    ["über", "per"],
    ["mittels", "durch"],
    ["durch", "mittels"],
  ],
};

const preposition =
  (language: Language): Rewrite =>
  (text) =>
    firstPair(text, PREPOSITIONS[language], false);

export const PARAPHRASES: Record<RewriteKind, (language: Language) => Rewrite> = {
  number: numberSwap,
  spelling,
  synonym,
  passive,
  preposition,
};

// ------------------------------------------------------------------ near misses

function changedNumber(language: Language): Rewrite {
  return (text) => {
    const digit = /(?<![\p{L}\p{N}.,])(\d+)(?![\p{L}\p{N}])/u.exec(text);
    if (digit) return text.slice(0, digit.index) + String(Number(digit[1]) * 2 + 1) + text.slice(digit.index + digit[1].length);
    for (let n = 2; n <= 10; n++) {
      const r = replaceWord(text, NUMBER_WORDS[language][n], NUMBER_WORDS[language][n + 2]);
      if (r !== null) return r;
    }
    return null;
  };
}

function negated(language: Language): Rewrite {
  return (text) => {
    if (language === "en") {
      const m = /\b(shall|must|should|will)\b(?! not)/.exec(text);
      return m ? text.slice(0, m.index + m[0].length) + " not" + text.slice(m.index + m[0].length) : null;
    }
    const m = /^(.*)\bmuss\b(.*) (\p{Ll}+)\.?$/u.exec(text.trim());
    return m && !/\bnicht\b/.test(text) ? `${m[1]}darf${m[2]} nicht ${m[3]}.` : null;
  };
}

const ANTONYMS: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["enable", "disable"],
    ["allow", "deny"],
    ["accept", "reject"],
    ["display", "hide"],
    ["show", "hide"],
    ["open", "close"],
    ["lock", "unlock"],
    ["start", "stop"],
    ["add", "remove"],
    ["encrypt", "decrypt"],
    ["include", "exclude"],
    ["increase", "decrease"],
    ["import", "export"],
    ["upload", "download"],
    ["grant", "revoke"],
    ["activate", "deactivate"],
    ["connect", "disconnect"],
  ],
  de: [
    ["aktivieren", "deaktivieren"],
    ["anzeigen", "ausblenden"],
    ["öffnen", "schließen"],
    ["starten", "stoppen"],
    ["sperren", "entsperren"],
    ["hinzufügen", "entfernen"],
    ["erlauben", "verbieten"],
    ["einschalten", "ausschalten"],
    ["verschlüsseln", "entschlüsseln"],
    ["importieren", "exportieren"],
    ["erhöhen", "verringern"],
    ["akzeptieren", "ablehnen"],
  ],
};

/** The modal verb and what stands between it and the main verb ("shall be able to", "muss … "). */
const MAIN_VERB: Record<Language, RegExp> = {
  en: /\b(?:shall|must|should|will|can|may)(?: not)?(?: be able to)? ([a-z]+)\b/,
  de: /\b(?:muss|soll|sollte|wird|kann|darf)\b[^,.;]*? ([a-zäöüß]+(?:en|ern|eln))(?=[.,;]|$)/u,
};

/** Replaces the main verb (the one the modal verb carries) by its partner in `pairs`. */
function mainVerb(language: Language, pairs: ReadonlyArray<readonly [string, string]>, both: boolean): Rewrite {
  return (text) => {
    const m = MAIN_VERB[language].exec(text);
    if (!m) return null;
    const verb = m[1];
    const partner = pairs.find(([a, b]) => a === verb || (both && b === verb));
    if (!partner) return null;
    const other = partner[0] === verb ? partner[1] : partner[0];
    const at = m.index + m[0].length - verb.length;
    return text.slice(0, at) + other + text.slice(at + verb.length);
  };
}

const antonym = (language: Language): Rewrite => mainVerb(language, ANTONYMS[language], true);

/** Main verbs replaced by an unrelated one ("shall print" -> "shall delete"). */
const OTHER_ACTIONS: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["display", "print"],
    ["provide", "delete"],
    ["allow", "require"],
    ["generate", "archive"],
    ["store", "export"],
    ["send", "encrypt"],
    ["create", "validate"],
    ["update", "print"],
    ["print", "sign"],
    ["record", "ignore"],
    ["track", "print"],
    ["support", "log"],
    ["notify", "charge"],
  ],
  de: [
    ["anzeigen", "drucken"],
    ["speichern", "exportieren"],
    ["erkennen", "ignorieren"],
    ["definieren", "löschen"],
    ["ausführen", "abbrechen"],
    ["bieten", "verweigern"],
    ["erfassen", "verwerfen"],
    ["überwachen", "abschalten"],
    ["protokollieren", "löschen"],
    ["melden", "unterdrücken"],
    ["unterstützen", "sperren"],
    ["ermöglichen", "verhindern"],
  ],
};

const otherAction = (language: Language): Rewrite => mainVerb(language, OTHER_ACTIONS[language], false);

const OBJECT_POOL: Record<Language, string[]> = {
  en: ["invoice", "calendar", "vehicle", "warehouse", "ticket", "contract", "sensor", "budget"],
  de: ["Rechnung", "Kalender", "Fahrzeug", "Lager", "Vertrag", "Sensor", "Budget", "Ticket"],
};

/** The first noun after the main verb's article, replaced by one of the pool the sentence does not use. */
function otherObject(language: Language): Rewrite {
  return (text) => {
    const m =
      language === "en"
        ? /\b(shall|must|should|will) (?:be able to )?[a-z]+ (the|a|an|all) ([a-z]{3,})\b/.exec(text)
        : [...text.matchAll(/\b(muss|soll|sollte|wird) (?:[\p{L}]+ )?(die|den|das|eine|einen|ein|alle) (\p{Lu}\p{Ll}{2,})/gu)].find(
            (x) => x[3] !== "System",
          );
    if (!m) return null;
    const pick = OBJECT_POOL[language].find((w) => !text.toLowerCase().includes(w.toLowerCase()))!;
    const at = m.index + m[0].length - m[3].length;
    return text.slice(0, at) + pick + text.slice(at + m[3].length);
  };
}

const ACTORS: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["user", "administrator"],
    ["administrator", "guest"],
    ["customer", "supplier"],
    ["manager", "clerk"],
    ["operator", "visitor"],
    ["doctor", "patient"],
    ["student", "teacher"],
  ],
  de: [
    ["Wartungsingenieur", "Gast"],
    ["Wartungsingenieuren", "Gästen"],
    ["Benutzer", "Administrator"],
    ["Bediener", "Besucher"],
    ["Fahrer", "Beifahrer"],
  ],
};

/** Another person role as the subject ("The user shall …" -> "The administrator shall …"). */
function otherActor(language: Language): Rewrite {
  return (text) => {
    for (const [a, b] of ACTORS[language]) {
      const subject = new RegExp(language === "en" ? `^(The|Each|Every|A|An) ${a} (shall|must|should|will|can|may)\\b` : `\\b${a}\\b`, "u").exec(
        text,
      );
      if (subject) return text.slice(0, subject.index) + subject[0].replace(a, b) + text.slice(subject.index + subject[0].length);
    }
    return null;
  };
}

export const NEAR_MISSES: Record<NearMissKind, (language: Language) => Rewrite> = {
  changedNumber,
  negated,
  antonym,
  otherAction,
  otherObject,
  otherActor,
};
