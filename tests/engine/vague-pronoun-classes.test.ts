/**
 * Vague pronouns: flagged only when two or more noun phrases before the pronoun could be what it
 * means; not the dummy "it"/"es" ("make it easier", "it shall be possible to", "es gibt", the
 * impersonal passive "es wird protokolliert, wer …"), and not a pronoun whose one candidate sits in
 * the sentence before.
 */
import { rule as weakWord } from "../../engine/rules/weak-word/check.js";
import { at, ruleTester, type InvalidCase } from "./rule-tester.js";
import type { Language } from "../../engine/types.js";

const easier = "The wizard shall make it easier to import a price list.";
const twoCandidates = "The gateway shall forward the packet to the router before it is restarted.";
const twoPlural = "The clerks shall send the invoices to the auditors when they are ready.";
const previousCompeting = "The gateway forwards the packet to the router. It shall be logged.";
const objectTwo = "The scanner reads the badge and the ticket and then it beeps.";
const deZwei = "Das Terminal sendet das Protokoll an das Archiv, bevor es gelöscht wird.";
const deDies = "Die Waage muss das Gewicht anzeigen. Dies muss innerhalb von 2 s geschehen.";
const deDrei = "Das Terminal und das Protokoll gehen an das Archiv, sobald es bereit ist.";

/** An invalid case whose one finding is the first occurrence of `word`. */
function flagged(text: string, language: Language, word: string): InvalidCase {
  return { text, language, findings: [at(text, word)] };
}

ruleTester(weakWord, {
  valid: [
    { text: "The layout shall make it possible to compare two offers.", language: "en" },
    { text: "Operators shall find it possible to read 8 pt fonts.", language: "en" },
    { text: "It shall be possible to export the report as CSV.", language: "en" },
    { text: "The scanner reads the badge. It shall beep after each read.", language: "en" },
    { text: "The printer shall beep once it receives a job.", language: "en" },
    { text: "Once material has arrived, it shall be checked for viruses.", language: "en" },
    { text: "The portal shall process readings as they arrive.", language: "en" },
    { text: "The kiosk shall lock itself when it is idle for 60 s.", language: "en" },
    { text: "Es muss möglich sein, den Bericht als CSV zu exportieren.", language: "de" },
    { text: "Es gibt für jeden Mandanten ein eigenes Archiv.", language: "de" },
    { text: "Es wird protokolliert, wer sich am Terminal anmeldet.", language: "de" },
    { text: "Es wurde festgelegt, dass die Waage täglich geprüft wird.", language: "de" },
    { text: "Das Terminal liest den Ausweis. Es muss danach einen Ton ausgeben.", language: "de" },
    { text: "Das Terminal sendet das Protokoll an das Archiv. Es muss danach piepen.", language: "de" },
    { text: "Das Terminal muss den Ausweis lesen, indem es den Chip abfragt.", language: "de" },
    { text: "Die Waage muss das Gewicht in kg anzeigen.", language: "de" },
    { text: "Das Archiv muss die Daten speichern, sobald es bereit ist.", language: "de" },
  ],
  invalid: [
    // The dummy "it" is no finding; the comparative after it is.
    { text: easier, language: "en", findings: [at(easier, "easier")] },
    { text: twoCandidates, language: "en", findings: [at(twoCandidates, "it")] },
    { text: twoPlural, language: "en", findings: [at(twoPlural, "they")] },
    { text: previousCompeting, language: "en", findings: [at(previousCompeting, "It")] },
    { text: objectTwo, language: "en", findings: [at(objectTwo, "it")] },
    flagged("The server sends the file to the client and it checks the hash.", "en", "it"),
    flagged("The robot moves the crate onto the belt until it stops.", "en", "it"),
    flagged("The vendors deliver the parts to the plants where they are stored.", "en", "they"),
    flagged("The app shows the map and the route. This shall update every 5 s.", "en", "This"),
    { text: deZwei, language: "de", findings: [at(deZwei, "es")] },
    { text: deDies, language: "de", findings: [at(deDies, "Dies")] },
    { text: deDrei, language: "de", findings: [at(deDrei, "es")] },
    flagged("Der Server sendet das Bild an das Tablet, weil es neu ist.", "de", "es"),
    flagged("Das Modul schickt das Paket an das Lager, wenn es voll ist.", "de", "es"),
    flagged("Das Gerät meldet das Ereignis an das Portal, damit es reagieren kann.", "de", "es"),
    flagged("Das Team übergibt das Modell an das Labor, nachdem es geprüft wurde.", "de", "es"),
    {
      text: "Das Lager meldet das Paket dem Büro. Dies muss sofort erfolgen.",
      language: "de",
      findings: [
        at("Das Lager meldet das Paket dem Büro. Dies muss sofort erfolgen.", "Dies"),
        at("Das Lager meldet das Paket dem Büro. Dies muss sofort erfolgen.", "sofort"),
      ],
    },
  ],
});
