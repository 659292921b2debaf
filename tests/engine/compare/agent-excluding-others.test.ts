/** A restriction closed by an exception that excludes every other actor keeps its actors (conflicts/agents.ts). */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("an exception excluding all other actors restates the restriction", () => {
  conflictTable([
    [
      "en",
      "The desk clerk shall be able to manage reservations.",
      "The booking service shall restrict reservation management to staff holding the desk role, excluding all other signed-in staff.",
      "agent",
      "The desk clerk",
    ],
    [
      "en",
      "The desk clerk shall be able to cancel bookings.",
      "The booking service shall restrict the ability to cancel bookings to staff holding the desk role, excluding all others.",
      "agent",
      "The desk clerk",
    ],
    [
      "de",
      "Der Schalterbeamte muss Buchungen stornieren können.",
      "Das System darf nur Benutzern mit der Rolle KASSE erlauben, Buchungen zu stornieren, ausgenommen alle anderen Benutzer.",
      "agent",
      "Der Schalterbeamte",
    ],
  ]);
  quietTable([
    [
      "en",
      "The desk clerk shall be able to manage reservations.",
      "The booking service shall restrict reservation management to staff holding the desk role, excluding weekend bookings.",
    ],
    [
      "de",
      "Der Schalterbeamte muss Buchungen stornieren können.",
      "Das System darf nur Benutzern mit der Rolle KASSE erlauben, Buchungen zu stornieren, ausgenommen Sonderbuchungen.",
    ],
  ]);
});
