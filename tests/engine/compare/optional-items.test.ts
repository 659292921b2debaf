/**
 * Table test of an item one requirement demands and the other makes optional
 * (engine/compare/conflicts/optional-items.ts): "must give … an e-mail address" against "may optionally
 * give an e-mail address" or "the e-mail address is optional", in English and German, both orders;
 * and the near misses that must not conflict: two lists with no item in common, an item made optional
 * for something else, two persons, a condition of its own.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "On the clinic's sign-up form, the patient must give a full name, an insurance number and an e-mail address; the patient may optionally give a mobile number.",
    "On the clinic's sign-up form, the patient must give a full name, an insurance number and a mobile number; the patient may optionally give an e-mail address.",
    "input",
    "demands an item the other makes optional",
  ],
  [
    "en",
    "Every interlibrary loan request shall require the title, the ISBN and the lending branch to be filled in.",
    "An interlibrary loan request may be sent with the title alone; every other field, including the ISBN and the lending branch, shall be optional.",
    "input",
    "shall be optional",
  ],
  [
    "en",
    "The organiser shall enter the room and the catering option for each conference booking.",
    "Each conference booking shall name the room. The catering option is optional.",
    "input",
    "The catering option is optional.",
  ],
  [
    "de",
    "Auf dem Anmeldeformular der Klinik muss der Patient vollen Namen, Versicherungsnummer und E-Mail-Adresse angeben.",
    "Auf dem Anmeldeformular der Klinik muss der Patient vollen Namen und Versicherungsnummer angeben. Die E-Mail-Adresse ist freiwillig.",
    "input",
    "Die E-Mail-Adresse ist freiwillig",
  ],
  [
    "de",
    "Auf dem Anmeldeformular der Klinik muss der Patient vollen Namen, Versicherungsnummer und Handynummer angeben.",
    "Auf dem Anmeldeformular der Klinik kann der Patient optional eine Handynummer angeben.",
    "input",
    "kann der Patient optional eine Handynummer angeben",
  ],
];

const quiet: QuietRow[] = [
  // No item in common.
  [
    "en",
    "On the clinic's sign-up form, the patient must give a full name and an e-mail address.",
    "On the clinic's sign-up form, the patient may optionally give a mobile number.",
  ],
  // An item made optional for something else.
  [
    "en",
    "On the clinic's sign-up form, the patient must give an e-mail address.",
    "To order a repeat prescription, the patient may optionally give an e-mail address.",
  ],
  // Two persons.
  [
    "en",
    "On the clinic's sign-up form, the patient must give an e-mail address.",
    "On the clinic's sign-up form, the nurse may optionally give an e-mail address.",
  ],
  // An optional item under a condition of its own.
  [
    "en",
    "On the clinic's sign-up form, the patient must give an e-mail address.",
    "If the patient is under 16, the patient may optionally give an e-mail address on the clinic's sign-up form.",
  ],
  [
    "de",
    "Auf dem Anmeldeformular der Klinik muss der Patient eine E-Mail-Adresse angeben.",
    "Auf dem Anmeldeformular der Klinik kann der Patient optional eine Handynummer angeben.",
  ],
  [
    "de",
    "Auf dem Anmeldeformular der Klinik muss der Patient eine E-Mail-Adresse angeben.",
    "Bei der Bestellung eines Folgerezepts ist die E-Mail-Adresse freiwillig.",
  ],
];

describe("an item demanded against the same item made optional", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
