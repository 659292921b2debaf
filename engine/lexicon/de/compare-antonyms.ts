/**
 * German verb (and predicate adjective) pairs with opposite meaning for the
 * contradiction check: "muss … aktivieren" against "muss … deaktivieren". The first word
 * is the positive side. Participles are listed where the stemmer cannot relate them.
 * As in English, verschlüsseln/entschlüsseln and senden/empfangen are complementary,
 * not opposite, and are not listed.
 */
export const ANTONYM_PAIRS_DE: ReadonlyArray<readonly [string, string]> = [
  ["aktivieren", "deaktivieren"],
  ["aktiviert", "deaktiviert"],
  ["einschalten", "ausschalten"],
  ["eingeschaltet", "ausgeschaltet"],
  ["erlauben", "verbieten"],
  ["erlaubt", "verboten"],
  ["zulassen", "verbieten"],
  ["zugelassen", "verboten"],
  ["gestatten", "untersagen"],
  ["gestattet", "untersagt"],
  ["anzeigen", "ausblenden"],
  ["angezeigt", "ausgeblendet"],
  ["einblenden", "ausblenden"],
  ["eingeblendet", "ausgeblendet"],
  ["anzeigen", "verbergen"],
  ["angezeigt", "verborgen"],
  ["sichtbar", "unsichtbar"],
  ["sichtbar", "verborgen"],
  ["sperren", "entsperren"],
  ["gesperrt", "entsperrt"],
  ["sperren", "freigeben"],
  ["gesperrt", "freigegeben"],
  ["offnen", "schliessen"],
  ["geoffnet", "geschlossen"],
  ["starten", "stoppen"],
  ["starten", "beenden"],
  ["gestartet", "gestoppt"],
  ["akzeptieren", "ablehnen"],
  ["akzeptiert", "abgelehnt"],
  ["annehmen", "ablehnen"],
  ["angenommen", "abgelehnt"],
  ["akzeptieren", "zuruckweisen"],
  ["einschliessen", "ausschliessen"],
  ["erhohen", "verringern"],
  ["erhohen", "senken"],
  ["verbinden", "trennen"],
  ["installieren", "deinstallieren"],
  ["verpflichtend", "optional"],
  ["erforderlich", "optional"],
  ["automatisch", "manuell"],
  ["synchron", "asynchron"],
  ["online", "offline"],
  ["offentlich", "privat"],
  ["verarbeiten", "ignorieren"],
  ["verarbeitet", "ignoriert"],
  ["speichern", "verwerfen"],
  ["gespeichert", "verworfen"],
];

/** Verbs with (near) the same meaning in requirements, mapped onto the first word of the group. */
export const SYNONYM_GROUPS_DE: ReadonlyArray<readonly string[]> = [
  ["andern", "bearbeiten", "modifizieren", "aktualisieren", "editieren"],
  ["loschen", "entfernen"],
  ["erstellen", "anlegen", "erzeugen", "hinzufugen", "generieren"],
  ["anzeigen", "darstellen", "einblenden"],
  ["speichern", "sichern", "ablegen"],
  ["senden", "versenden", "ubermitteln", "schicken"],
  ["benachrichtigen", "informieren"],
  ["zugreifen", "zugriff", "zuganglich"],
  ["auswahlen", "wahlen"],
];

/** General actions and the specific ones they cover ("darf … nicht ändern" / "muss … löschen können"). */
export const HYPERNYMS_DE: Readonly<Record<string, readonly string[]>> = {
  andern: [
    "loschen",
    "erstellen",
    "umbenennen",
    "verschieben",
    "einfugen",
    "ersetzen",
    "uberschreiben",
    "konfigurieren",
    "umschalten",
    "zurucksetzen",
    "anpassen",
    "einstellen",
    "setzen",
  ],
  zugreifen: ["anzeigen", "drucken", "herunterladen", "exportieren", "offnen", "andern", "loschen", "erstellen", "lesen", "kopieren"],
};
