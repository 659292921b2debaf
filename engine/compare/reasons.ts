/** Reason texts of the comparison, in the language of the requirement they are shown for. */
import type { Language } from "../types.js";

type Args = Record<string, string>;
type Template = (a: Args) => string;

const q = (language: Language, s: string) => (language === "de" ? `„${s}“` : `"${s}"`);

const TEXTS: Record<Language, Record<string, Template>> = {
  en: {
    identical: () => "identical text",
    identicalNormalised: () => "identical text except for punctuation",
    reordered: () => "same terms in a different order",
    except: (a) => `same wording except for ${a.diff}`,
    instead: (a) => `${a.b} instead of ${a.a}`,
    added: (a) => `additional ${a.words}`,
    missing: (a) => `missing ${a.words}`,
    similarWording: () => "very similar wording",
    negation: (a) => `opposite polarity: one requirement demands ${a.action}, the other rules it out`,
    antonym: (a) => `opposite actions ${a.a} and ${a.b} for the same subject`,
    quantity: (a) => `incompatible values for the same quantity: ${a.a} and ${a.b}`,
    frequency: (a) => `different frequencies for the same action: ${a.a} and ${a.b}`,
    exclusiveObject: (a) => `${a.a} is restricted to one alternative, the other requirement allows ${a.b}`,
    exclusiveSubject: (a) => `only ${a.a} may ${a.action}, but the other requirement lets ${a.b} do it`,
    negatedModifier: (a) => `${a.a} contradicts ${a.b}`,
    without: (a) => `one requirement demands ${a.action}, the other excludes it: ${a.without}`,
    time: (a) => `different times for the same action ${a.action}: ${a.a} and ${a.b}`,
    exclusiveScope: (a) => `${a.a} is restricted with "only", the other requirement goes beyond it: ${a.b}`,
    setQuantifier: (a) => `one of the set against all of it: ${a.a} and ${a.b}`,
    permission: (a) => `one requirement permits what the other prevents: ${a.a} and ${a.b}`,
    output: (a) => `the same input gives different outputs: ${a.a} and ${a.b}`,
    input: (a) => `the same output comes from different inputs: ${a.a} and ${a.b}`,
    alternative: (a) => `one requirement names one alternative, the other another one: ${a.a} and ${a.b}`,
    event: (a) => `the same action under opposite conditions: ${a.action} both when the event occurs and when it does not`,
    agency: (a) => `one requirement has the system set it automatically, the other has ${a.person} set it: ${a.a} and ${a.b}`,
    agentEveryone: (a) => `one requirement rules out ${a.action} for every user: ${a.a}, the other lets ${a.b} do it`,
    source: (a) => `one requirement takes the input only from one source, the other from another: ${a.a} and ${a.b}`,
    agent: (a) => `one requirement lets only certain actors ${a.action}: ${a.a}, the other lets ${a.b} do it`,
    universalScope: (a) => `one requirement covers every item, the other only some of them: ${a.a} and ${a.b}`,
    channel: (a) => `one requirement sends the notification by ${a.channel}, the other rules that channel out: ${a.a} and ${a.b}`,
    value: (a) => `the same requirement with two values that exclude each other: ${a.a} and ${a.b}`,
    optOut: (a) => `one requirement demands what the other lets someone switch off or go round: ${a.a} and ${a.b}`,
    narrow_only: (a) => `one requirement restates the other and restricts it: ${a.narrowing}`,
    narrow_restrict: (a) => `one requirement restates the other and restricts it: ${a.narrowing}`,
    narrow_single: (a) => `one requirement restates the other for a single item only: ${a.narrowing}`,
    narrow_prohibit: (a) => `one requirement restates the other and prevents it: ${a.narrowing}`,
    narrow_negation: (a) => `one requirement restates the other and negates it: ${a.narrowing}`,
    narrow_instead: (a) => `one requirement restates the other and replaces part of it: ${a.narrowing}`,
    and: () => " and ",
  },
  de: {
    identical: () => "identischer Text",
    identicalNormalised: () => "identischer Text bis auf Satzzeichen",
    reordered: () => "gleiche Begriffe in anderer Reihenfolge",
    except: (a) => `gleicher Wortlaut bis auf ${a.diff}`,
    instead: (a) => `${a.b} statt ${a.a}`,
    added: (a) => `zusätzlich ${a.words}`,
    missing: (a) => `ohne ${a.words}`,
    similarWording: () => "sehr ähnlicher Wortlaut",
    negation: (a) => `gegensätzliche Aussage: eine Anforderung verlangt ${a.action}, die andere schließt es aus`,
    antonym: (a) => `gegensätzliche Aktionen ${a.a} und ${a.b} für denselben Gegenstand`,
    quantity: (a) => `unvereinbare Werte für dieselbe Größe: ${a.a} und ${a.b}`,
    frequency: (a) => `unterschiedliche Häufigkeiten für dieselbe Aktion: ${a.a} und ${a.b}`,
    exclusiveObject: (a) => `${a.a} ist auf eine Möglichkeit beschränkt, die andere Anforderung erlaubt ${a.b}`,
    exclusiveSubject: (a) => `nur ${a.a} darf ${a.action}, die andere Anforderung erlaubt es ${a.b}`,
    negatedModifier: (a) => `${a.a} widerspricht ${a.b}`,
    without: (a) => `eine Anforderung verlangt ${a.action}, die andere schließt es aus: ${a.without}`,
    time: (a) => `unterschiedliche Zeitpunkte für dieselbe Aktion ${a.action}: ${a.a} und ${a.b}`,
    exclusiveScope: (a) => `${a.a} ist mit „nur“ beschränkt, die andere Anforderung geht darüber hinaus: ${a.b}`,
    setQuantifier: (a) => `eines aus der Menge gegen alle: ${a.a} und ${a.b}`,
    permission: (a) => `eine Anforderung erlaubt, was die andere verhindert: ${a.a} und ${a.b}`,
    output: (a) => `dieselbe Eingabe ergibt verschiedene Ausgaben: ${a.a} und ${a.b}`,
    input: (a) => `dieselbe Ausgabe entsteht aus verschiedenen Eingaben: ${a.a} und ${a.b}`,
    alternative: (a) => `eine Anforderung nennt eine Möglichkeit, die andere eine andere: ${a.a} und ${a.b}`,
    event: (a) => `dieselbe Aktion unter gegensätzlichen Bedingungen: ${a.action} sowohl wenn das Ereignis eintritt als auch wenn nicht`,
    agency: (a) => `eine Anforderung lässt das System den Wert automatisch festlegen, die andere ${a.person}: ${a.a} und ${a.b}`,
    agentEveryone: (a) => `eine Anforderung schließt ${a.action} für alle Benutzer aus: ${a.a}, die andere lässt es ${a.b} tun`,
    source: (a) => `eine Anforderung nimmt die Eingabe nur aus einer Quelle, die andere aus einer anderen: ${a.a} und ${a.b}`,
    agent: (a) => `eine Anforderung lässt nur bestimmte Akteure ${a.action}: ${a.a}, die andere lässt es ${a.b} tun`,
    universalScope: (a) => `eine Anforderung erfasst alle Elemente, die andere nur einige davon: ${a.a} und ${a.b}`,
    channel: (a) => `eine Anforderung verschickt die Benachrichtigung per ${a.channel}, die andere schließt diesen Weg aus: ${a.a} und ${a.b}`,
    value: (a) => `dieselbe Anforderung mit zwei Werten, die einander ausschließen: ${a.a} und ${a.b}`,
    optOut: (a) => `eine Anforderung verlangt, was die andere abschalten oder umgehen lässt: ${a.a} und ${a.b}`,
    narrow_only: (a) => `eine Anforderung wiederholt die andere und schränkt sie ein: ${a.narrowing}`,
    narrow_restrict: (a) => `eine Anforderung wiederholt die andere und schränkt sie ein: ${a.narrowing}`,
    narrow_single: (a) => `eine Anforderung wiederholt die andere nur für ein einziges Element: ${a.narrowing}`,
    narrow_prohibit: (a) => `eine Anforderung wiederholt die andere und verhindert es: ${a.narrowing}`,
    narrow_negation: (a) => `eine Anforderung wiederholt die andere und verneint sie: ${a.narrowing}`,
    narrow_instead: (a) => `eine Anforderung wiederholt die andere und ersetzt einen Teil: ${a.narrowing}`,
    and: () => " und ",
  },
};

/** A reason text; arguments wrapped in quotes of the language unless `raw`. */
export function reason(language: Language, key: string, args: Args = {}, raw: readonly string[] = []): string {
  const quoted: Args = {};
  for (const [k, v] of Object.entries(args)) quoted[k] = raw.includes(k) ? v : q(language, v);
  return TEXTS[language][key](quoted);
}
