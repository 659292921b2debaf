/**
 * Contradiction pairs built at evaluation time from the requirement sentences of the data
 * sets (English: promise-plus and conflict-fourview; German: german-lastenheft). Each
 * sentence of the simple form "The <actor> shall <verb> <rest>." / "<Subjekt> muss <Rest>
 * <Verb>." gives, per class, one contradicting pair and compatible pairs that share the
 * same words:
 *
 * - time: "… at 02:00" / "… at 04:00" (compatible: "at 02:00" / "at 2:00 am"; and another
 *   sentence at another time);
 * - weekday: "… every Monday" / "… every Friday" (compatible: another sentence);
 * - scope: "… in English only" / "… in English and German" (compatible: without "only");
 * - permission: "shall allow the <actor> to <verb> …" / "shall prevent the <actor> from
 *   <verb>ing …" (compatible: "allow" / "permit").
 *
 * No sentence is kept: the pairs exist only while the evaluation runs.
 */

export type PairClass = "time" | "weekday" | "scope" | "permission";

export interface BuiltPair {
  language: "en" | "de";
  cls: PairClass;
  a: string;
  b: string;
  contradicts: boolean;
}

interface FrameEn {
  actor: string;
  verb: string;
  rest: string;
}

interface FrameDe {
  subject: string;
  middle: string;
  verb: string;
}

const EN_FRAME = /^The ([a-z][a-z ]{1,40}?) (?:shall|must) ([a-z]{3,}) ([^,;:()"]+?)\.?$/;
/** Sentences that already name a time or a language are left out: the built detail must be the only one. */
const NAMES_TIME =
  /\b(once|twice|daily|weekly|monthly|hourly|yearly|annually|midnight|noon|each|every|per|hours?|days?|weeks?|months?|years?|minutes?|seconds?|english|german|stunden?|tage?n?|wochen?|monate?n?|jahre?n?|minuten?|sekunden?|jede[nrs]?|englisch|deutsch|täglich|wöchentlich|monatlich|uhr)\b/i;
const EN_SKIP_VERBS = new Set(["have", "not", "also", "only", "allow", "permit", "enable", "prevent", "provide", "use", "able", "support"]);
const DE_FRAME = /^(Das System|Die Software|Die Anwendung|Das Produkt|Die Plattform) muss ([^,;:()"]+?) (\p{Ll}+en)\.?$/u;

function frameEn(text: string): FrameEn | null {
  const m = EN_FRAME.exec(text.trim().replace(/\s+/g, " "));
  if (!m || /\d| only | not | if | when | and | or /.test(` ${m[3]} `) || NAMES_TIME.test(m[3]) || EN_SKIP_VERBS.has(m[2]) || m[2].endsWith("ly"))
    return null;
  // "The system shall allow the system to …" is no requirement: the actor must be someone else.
  if (/\b(system|product|application|software)$/.test(m[1])) return null;
  return { actor: m[1], verb: m[2], rest: m[3] };
}

function frameDe(text: string): FrameDe | null {
  const m = DE_FRAME.exec(text.trim().replace(/\s+/g, " "));
  // A verb cluster ("darstellen können") leaves no single final verb to put the detail before.
  if (m && /^(konnen|können|werden|sein|lassen)$/.test(m[3])) return null;
  if (!m || /\d|\bnicht\b|\bnur\b|\bund\b|\boder\b|\bzu\b|\bkein/.test(m[2]) || NAMES_TIME.test(m[2])) return null;
  return { subject: m[1], middle: m[2], verb: m[3] };
}

/** The -ing form of a regular English verb ("store" -> "storing", "run" -> "running"). */
function ing(verb: string): string {
  if (/ie$/.test(verb)) return verb.slice(0, -2) + "ying";
  if (/[^e]e$/.test(verb)) return verb.slice(0, -1) + "ing";
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return verb + verb.slice(-1) + "ing";
  return verb + "ing";
}

function pairsEn(frames: FrameEn[]): BuiltPair[] {
  const out: BuiltPair[] = [];
  const p = (cls: PairClass, a: string, b: string, contradicts: boolean) => out.push({ language: "en", cls, a, b, contradicts });
  frames.forEach((f, i) => {
    const g = frames[(i + 1) % frames.length];
    const base = `The ${f.actor} shall ${f.verb} ${f.rest}`;
    const other = `The ${g.actor} shall ${g.verb} ${g.rest}`;
    p("time", `${base} at 02:00.`, `${base} at 04:00.`, true);
    p("time", `${base} at 02:00.`, `${base} at 2:00 am.`, false);
    p("time", `${base} at 02:00.`, `${other} at 04:00.`, false);
    p("weekday", `${base} every Monday.`, `${base} every Friday.`, true);
    p("weekday", `${base} every Monday.`, `${other} every Friday.`, false);
    p("scope", `${base} in English only.`, `${base} in English and German.`, true);
    p("scope", `${base} in English.`, `${base} in English and German.`, false);
    p(
      "permission",
      `The system shall allow the ${f.actor} to ${f.verb} ${f.rest}.`,
      `The system shall prevent the ${f.actor} from ${ing(f.verb)} ${f.rest}.`,
      true,
    );
    p(
      "permission",
      `The system shall allow the ${f.actor} to ${f.verb} ${f.rest}.`,
      `The system shall permit the ${f.actor} to ${f.verb} ${f.rest}.`,
      false,
    );
  });
  return out;
}

function pairsDe(frames: FrameDe[]): BuiltPair[] {
  const out: BuiltPair[] = [];
  const p = (cls: PairClass, a: string, b: string, contradicts: boolean) => out.push({ language: "de", cls, a, b, contradicts });
  frames.forEach((f, i) => {
    const g = frames[(i + 1) % frames.length];
    const with_ = (x: FrameDe, detail: string) => `${x.subject} muss ${x.middle} ${detail} ${x.verb}.`;
    p("time", with_(f, "um 2 Uhr"), with_(f, "um 4 Uhr"), true);
    p("time", with_(f, "um 2 Uhr"), with_(f, "um 02:00 Uhr"), false);
    p("time", with_(f, "um 2 Uhr"), with_(g, "um 4 Uhr"), false);
    p("weekday", with_(f, "jeden Montag"), with_(f, "jeden Freitag"), true);
    p("weekday", with_(f, "jeden Montag"), with_(g, "jeden Freitag"), false);
    p("scope", with_(f, "nur auf Englisch"), with_(f, "auf Englisch und Deutsch"), true);
    p("scope", with_(f, "auf Englisch"), with_(f, "auf Englisch und Deutsch"), false);
    const zu = `${f.middle} zu ${f.verb}`;
    p("permission", `${f.subject} muss Benutzern erlauben, ${zu}.`, `${f.subject} muss verhindern, dass Benutzer ${f.middle} ${f.verb}.`, true);
    p("permission", `${f.subject} muss Benutzern erlauben, ${zu}.`, `${f.subject} muss Benutzern gestatten, ${zu}.`, false);
  });
  return out;
}

/** The pairs of both languages from the sentences of each language (duplicates of a frame dropped). */
export function buildContradictionPairs(english: readonly string[], german: readonly string[]): BuiltPair[] {
  const unique = <T>(xs: Array<T | null>, key: (x: T) => string): T[] => {
    const seen = new Map<string, T>();
    for (const x of xs) if (x !== null && !seen.has(key(x))) seen.set(key(x), x);
    return [...seen.values()];
  };
  const en = unique(english.map(frameEn), (f) => `${f.actor}|${f.verb}|${f.rest}`);
  const de = unique(german.map(frameDe), (f) => `${f.subject}|${f.middle}|${f.verb}`);
  return [...pairsEn(en), ...pairsDe(de)];
}
