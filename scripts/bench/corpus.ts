/**
 * Benchmark corpora: a synthetic corpus built from the project's own templates
 * (deterministic), and the public promise-plus set when ../shared/datasets exists.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const datasetsDir = process.env.REQLENS_DATASETS ?? join(root, "..", "shared", "datasets");

const ACTORS = [
  "The system",
  "The booking service",
  "The application",
  "The payment platform",
  "The device",
  "The report generator",
  "The user interface",
  "The archive software",
];
const MODALS = ["shall", "must", "should", "will", "may", "can"];
const ACTIONS = [
  "store every order in the audit log",
  "respond to a search request within 2 s",
  "be available 99,9 % of the time",
  "display the current speed in km/h",
  "encrypt all personal data with AES-256",
  "send a confirmation e-mail to the customer",
  "be easy to use for new clerks",
  "export the monthly report as PDF, CSV and XML",
  "not delete an invoice before it is archived",
  "allow the administrator to lock user accounts",
  "be tested by the quality team",
  "support approximately 1,000 concurrent users",
];
const OPENERS = [
  "",
  "",
  "",
  "When a user logs in, ",
  "If the network fails, then ",
  "While the vehicle is moving, ",
  "Where a printer is connected, ",
];
const GERMAN = [
  "Das System muss jede Bestellung im Prüfprotokoll speichern.",
  "Die Anwendung soll schnell auf Suchanfragen reagieren.",
  "Wenn ein Benutzer sich anmeldet, muss das System die letzte Sitzung anzeigen.",
  "Das Gerät darf keine Daten ohne Verschlüsselung übertragen.",
  "Die Berichte werden vom Qualitätsteam geprüft.",
  "Das System muss z. B. PDF und CSV (Version 2) exportieren können.",
];

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticCorpus(size: number, seed = 42): { text: string; language: "en" | "de" }[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const out: { text: string; language: "en" | "de" }[] = [];
  for (let i = 0; i < size; i++) {
    if (i % 5 === 4) {
      out.push({ text: pick(GERMAN), language: "de" });
      continue;
    }
    const opener = pick(OPENERS);
    const actor = opener ? pick(ACTORS).replace(/^The/, "the") : pick(ACTORS);
    out.push({ text: `${opener}${actor} ${pick(MODALS)} ${pick(ACTIONS)}.`, language: "en" });
  }
  return out;
}

export function readJsonl<T>(path: string): T[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/** promise-plus texts, or null when the datasets folder is absent. */
export function promisePlus(): { text: string; language: "en" }[] | null {
  const path = join(datasetsDir, "promise-plus", "promise-plus.jsonl");
  if (!existsSync(path)) return null;
  return readJsonl<{ text: string }>(path).map((row) => ({ text: row.text, language: "en" as const }));
}
