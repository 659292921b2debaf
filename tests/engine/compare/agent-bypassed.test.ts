/** A named actor given its part against the same work done setting it aside (conflicts/bypassed.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("an actor given its part against the same work setting it aside", () => {
  conflictTable([
    [
      "en",
      "The door counter shall report visitor numbers to the building office.",
      "The building office shall estimate visitor numbers from ticket sales, without waiting for a report from the door counter.",
      "agent",
      "without waiting for a report from the door counter",
    ],
    [
      "en",
      "The hall plan server shall supply the free seats to the ticket kiosk.",
      "The ticket kiosk shall fetch free seats from its local cache, without contacting the hall plan server.",
      "agent",
      "without contacting the hall plan server",
    ],
    [
      "en",
      "Every ward scale shall transmit weight readings to the nursing station.",
      "The ward scales shall deliver their weight readings straight into the patient chart, bypassing the nursing station.",
      "agent",
      "bypassing the nursing station",
    ],
    [
      "en",
      "The pharmacist shall check the dose of every prescription.",
      "Ward nurses shall hand out repeat prescriptions without the pharmacist's dose check.",
      "agent",
      "without the pharmacist's dose check",
    ],
    [
      "de",
      "Der Türzähler muss Besucherzahlen an das Gebäudebüro melden.",
      "Das Gebäudebüro muss Besucherzahlen ohne Meldung des Türzählers aus den Ticketverkäufen schätzen.",
      "agent",
      "ohne Meldung des Türzählers",
    ],
    [
      "de",
      "Jede Stationswaage muss Gewichtswerte an den Pflegestützpunkt übermitteln.",
      "Die Stationswaagen müssen ihre Gewichtswerte unter Umgehung des Pflegestützpunkts direkt an die Patientenakte liefern.",
      "agent",
      "Umgehung des Pflegestützpunkts",
    ],
  ]);

  quietTable([
    // A compound with the actor's name is another thing ("without courier labels" is no courier set aside).
    ["en", "The courier shall pick up parcels at the back door of the shop.", "The shop shall ship small parcels without courier labels."],
    // The actor is what the other acts on, not a participant set aside.
    [
      "en",
      "The alarm panel shall guard the archive room at night.",
      "The night porter shall be able to open the archive room without switching off the alarm panel.",
    ],
    // The same actor named, but about other work.
    [
      "en",
      "The door counter shall report visitor numbers to the building office.",
      "The café till shall print receipts without waiting for a report from the door counter.",
    ],
    // What the first hands on to is set aside only by a way round it ("bypassing"), not by "without".
    [
      "en",
      "Every ward scale shall transmit weight readings to the nursing station.",
      "The ward scales shall transmit their weight readings to the patient chart without the nursing station.",
    ],
    // A group of users is no named participant.
    ["en", "Users shall confirm each renewal of a loan.", "The loan server shall renew each loan without requiring input from users."],
    ["de", "Der Türzähler muss Besucherzahlen an das Gebäudebüro melden.", "Die Cafékasse muss Kassenbons ohne Meldung des Türzählers drucken."],
  ]);
});
