/** A named actor given its part against the same work done setting it aside (conflicts/bypassed.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("an actor given its part against the same work setting it aside", () => {
  conflictTable([
    [
      "en",
      "The gate reader shall report returned books to the loan server.",
      "The loan server shall register returned books without relying on a report from the gate reader.",
      "agent",
      "without relying on a report from the gate reader",
    ],
    [
      "en",
      "The ward scanner shall provide the daily dose list to the pharmacy module on request.",
      "The pharmacy module shall obtain the daily dose list directly from the records database without requiring a request to the ward scanner.",
      "agent",
      "without requiring a request to the ward scanner",
    ],
    [
      "en",
      "The desk terminal shall send the loan records to the archive service.",
      "The self-service kiosk shall send its loan records directly to the statistics store, bypassing the archive service.",
      "agent",
      "bypassing the archive service",
    ],
    [
      "en",
      "The programme chair will review each submitted paper for topic fit.",
      "The system shall allow any track editor to accept a submitted paper, bypassing the programme chair's topic review.",
      "agent",
      "bypassing the programme chair's topic review",
    ],
    [
      "de",
      "Der Torleser muss zurückgegebene Bücher an den Ausleihserver melden.",
      "Der Ausleihserver muss zurückgegebene Bücher ohne Meldung des Torlesers erfassen.",
      "agent",
      "ohne Meldung des Torlesers",
    ],
    [
      "de",
      "Das Ausgabeterminal muss die Ausleihdaten an den Archivdienst senden.",
      "Der Selbstbedienungsautomat muss seine Ausleihdaten unter Umgehung des Archivdienstes an die Statistikablage senden.",
      "agent",
      "Umgehung des Archivdienstes",
    ],
  ]);

  quietTable([
    // A compound with the actor's name is another thing ("without tram data" is no tram set aside).
    [
      "en",
      "The tram shall receive the route clearance from the depot.",
      "A maintenance trolley shall be able to move without tram data or route clearance.",
    ],
    // The actor is what the other acts on, not a participant set aside.
    [
      "en",
      "The signal unit shall supervise the shunting speed at the permitted value.",
      "The driver shall be able to shunt at the permitted speed without isolating the signal unit.",
    ],
    // The same actor named, but about other work.
    [
      "en",
      "The gate reader shall report returned books to the loan server.",
      "The kiosk shall print loan receipts without relying on the gate reader.",
    ],
    // What the first hands on to is set aside only by a way round it ("bypassing"), not by "without".
    [
      "en",
      "The desk terminal shall send the loan records to the archive service.",
      "The kiosk shall send its loan records to the statistics store without the archive service.",
    ],
    // A group of users is no named participant.
    ["en", "Users shall confirm each renewal of a loan.", "The loan server shall renew each loan without requiring input from users."],
    [
      "de",
      "Der Torleser muss zurückgegebene Bücher an den Ausleihserver melden.",
      "Der Kiosk muss Ausleihbelege ohne Meldung des Torlesers drucken.",
    ],
  ]);
});
