/**
 * Table test of the restricted-topic class (engine/compare/conflicts/restricted-topic.ts): one requirement
 * states something with no restriction, the other restates most of its words and restricts it ("only once",
 * "prevent …", "restricted to …", "nur einmal", "beschränkt auf"); and the near misses: "not only", a
 * restricted kind of thing, "a read only copy", "only" on what the other says already, other actors, a
 * prohibition of another action or with an exception, a case of its own, whom the other names, what the other
 * only supports, "only when" on another action, "without" against a mere ability.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The depot system shall record the fuel level of each leased vehicle.",
    "The depot system shall allow dispatchers to update the fuel level of each leased vehicle only once.",
    "restriction",
    "only once",
  ],
  [
    "en",
    "The clinic portal shall store the vaccination record of each patient.",
    "The clinic portal shall allow nurses to correct the vaccination record of each patient only once.",
    "restriction",
    "only once",
  ],
  [
    "en",
    "The depot system shall print a loading list for every outgoing truck.",
    "The depot system shall give drivers access to the loading list of every outgoing truck only once per day.",
    "restriction",
    "only once per day",
  ],
  [
    "en",
    "Members can join the reading club by creating a profile in the library app.",
    "The library app shall prevent members from creating a profile in the reading club during the summer closure.",
    "restriction",
    "prevent members from creating a profile",
  ],
  [
    "en",
    "The booking service shall confirm each room reservation by e-mail.",
    "The booking service shall confirm each room reservation by e-mail, restricted to guests with a verified address.",
    "restriction",
    "restricted to guests with a verified address",
  ],
  [
    "de",
    "Das Depotsystem muss den Tankstand jedes geleasten Fahrzeugs erfassen.",
    "Das Depotsystem muss den Disponenten erlauben, den Tankstand jedes geleasten Fahrzeugs nur einmal zu ändern.",
    "restriction",
    "nur einmal zu ändern",
  ],
  [
    "de",
    "Der Buchungsdienst muss jede Raumreservierung per E-Mail bestätigen.",
    "Der Buchungsdienst muss jede Raumreservierung per E-Mail bestätigen, beschränkt auf Gäste mit bestätigter Adresse.",
    "restriction",
    "beschränkt auf Gäste mit bestätigter Adresse",
  ],
];

const quiet: QuietRow[] = [
  // "Not only" widens.
  [
    "en",
    "The kiosk shall print a receipt for each returned book.",
    "The kiosk shall print not only a receipt for each returned book but also a reminder.",
  ],
  [
    "de",
    "Die Quittung muss für jedes zurückgegebene Buch gedruckt werden.",
    "Das Terminal muss nicht nur eine Quittung für jedes zurückgegebene Buch drucken, sondern auch eine Erinnerung.",
  ],
  // A restricted kind of thing, and a read only copy, restrict nothing.
  [
    "en",
    "The archive shall store the access records of each patient visit.",
    "The archive shall store restricted access records of each patient visit.",
  ],
  [
    "en",
    "The portal shall provide a copy of each invoice to the customer.",
    "The portal shall provide a read only copy of each invoice to the customer.",
  ],
  // "Only" on what the other says already.
  ["en", "The kiosk shall accept payment of library fees by card.", "The kiosk shall accept payment of library fees by card only."],
  [
    "de",
    "Das Terminal muss die Zahlung der Bibliotheksgebühren mit Karte annehmen.",
    "Das Terminal muss die Zahlung der Bibliotheksgebühren nur mit Karte annehmen.",
  ],
  // Other actors, each requirement about its own.
  [
    "en",
    "Members shall be able to extend the loan period of a reserved book.",
    "Librarians shall be able to extend the loan period of a reserved book only once.",
  ],
  [
    "de",
    "Mitglieder müssen die Leihfrist eines vorgemerkten Buches verlängern können.",
    "Bibliothekare dürfen die Leihfrist eines vorgemerkten Buches nur einmal verlängern.",
  ],
  // "Only when" confines another action than the other's.
  [
    "en",
    "Branch staff shall be able to pick the loan reports of a branch that get printed.",
    "The loan reports of a branch shall only be printed when the user requests them.",
  ],
  // A prohibition of another action than the other's: keeping a history and not deleting it go together.
  [
    "en",
    "The library app shall keep the reading history of each member.",
    "The library app shall prevent members from deleting their reading history.",
  ],
  [
    "de",
    "Die Bibliotheks-App muss den Leseverlauf jedes Mitglieds speichern.",
    "Die Bibliotheks-App muss verhindern, dass Mitglieder ihren Leseverlauf löschen.",
  ],
  ["en", "The kiosk shall check the card number of each payment.", "The kiosk shall prevent fraud by checking the card number of each payment."],
  // A prohibition with an exception, a restriction in a case of its own.
  [
    "en",
    "The ward system shall allow transfers of patients between wards.",
    "The ward system shall prevent transfers of patients between wards unless a physician approves them.",
  ],
  [
    "en",
    "Members can create a library card at the kiosk of the branch.",
    "If the member is a minor, the kiosk of the branch shall only create a library card after a parent has signed.",
  ],
  // What the other only supports.
  [
    "en",
    "The library system shall support access to the branch statistics.",
    "The library system shall restrict access to the branch statistics to administrators.",
  ],
  [
    "de",
    "Das Bibliothekssystem muss den Zugriff auf die Filialstatistik unterstützen.",
    "Das Bibliothekssystem muss den Zugriff auf die Filialstatistik auf Administratoren beschränken.",
  ],
  // "Only" on an action of its own that the other does not name.
  [
    "en",
    "The depot planner shall keep several route plans for each depot.",
    "The depot planner shall only optimise one route plan at a time for each depot.",
  ],
  // "Without" what the other can do, not what it demands.
  [
    "en",
    "Clerks shall be able to check the identity card of each new borrower.",
    "The kiosk shall register each new borrower without checking the identity card of the borrower.",
  ],
];

describe("restricted topic: one requirement restates the other and restricts it", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
