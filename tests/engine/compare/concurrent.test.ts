/** One of a thing at a time against several of it at once (conflicts/concurrent.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("one at a time against several at once", () => {
  conflictTable([
    [
      "en",
      "The scheduler shall only run one backup job at a time for each branch server.",
      "Operators shall be able to start several backup jobs on one branch server concurrently.",
      "operation",
      "one backup job at a time",
    ],
    [
      "en",
      "The reader middleware shall assign one client at a time for each card reader.",
      "Several client programs shall be able to use one card reader simultaneously.",
      "operation",
      "one of a thing at a time",
    ],
    [
      "en",
      "The booking system shall confirm a single room booking at any given time for each member.",
      "The booking system shall allow each member to confirm more than one room booking at the same time.",
      "operation",
      "single room booking",
    ],
    [
      "de",
      "Der Planer darf je Filialserver nur einen Sicherungsauftrag gleichzeitig ausführen.",
      "Der Planer muss Betreibern erlauben, mehrere Sicherungsaufträge gleichzeitig auf einem Filialserver auszuführen.",
      "operation",
      "eines zur Zeit gegen mehrere zugleich",
    ],
    [
      "de",
      "Die Lesermiddleware muss jedem Kartenleser jeweils einen Client zuweisen.",
      "Die Lesermiddleware muss erlauben, dass sich mehrere Clients gleichzeitig mit einem Kartenleser verbinden.",
      "operation",
      "Client",
    ],
  ]);
  quietTable([
    // Several of another thing at once.
    [
      "en",
      "The reader middleware shall assign one client at a time for each card reader.",
      "The reader middleware shall allow multiple card readers to run in parallel.",
    ],
    ["en", "The user can edit only one document at a time.", "A user shall be able to open several projects at the same time."],
    // Several without doing them at once.
    [
      "en",
      "The scheduler shall only run one backup job at a time for each branch server.",
      "The scheduler shall keep multiple backup copies of each job log.",
    ],
    // Both allow several.
    [
      "en",
      "The catalogue shall let members reserve one or more titles at a time.",
      "The catalogue shall let members reserve multiple titles simultaneously.",
    ],
    [
      "de",
      "Der Planer darf je Filialserver nur einen Sicherungsauftrag gleichzeitig ausführen.",
      "Der Planer muss mehrere Sicherungsaufträge je Filialserver speichern.",
    ],
    [
      "de",
      "Die Lesermiddleware muss jedem Kartenleser jeweils einen Client zuweisen.",
      "Die Lesermiddleware muss mehrere Kartenleser parallel betreiben.",
    ],
  ]);
});
