/**
 * Häufige deutsche Wörter, including the vocabulary of requirements. Used to train the
 * character-trigram model of the gibberish check (engine/gibberish.ts) and as a list
 * of known words. Lower case, separated by blanks.
 */
export const COMMON_WORDS_DE = `
ab aber abfrage abfragen abhängig ablauf ablaufen ablegen abmelden abmeldung abrechnung abschließen abschluss absenden
abstand abweichung achten adresse aktion aktionen aktiv aktivieren aktiviert aktualisieren aktualisiert aktuell
aktuellen alarm alarme alle allen aller alles allgemein als also alt alte alten am an andere anderen anders änderung
änderungen ändern anfang anfrage anfragen angabe angaben angebot angegeben angemeldet angezeigt anlage anlegen
anmelden anmeldung annehmen anpassen anpassung anschluss ansicht anteil antwort antworten antwortzeit anwender anwendung
anwendungen anzahl anzeige anzeigen arbeit arbeiten art artikel auch auf aufgabe aufgaben aufgerufen aufrufen auftrag
aufträge aufzeichnen aus ausfall ausführen ausgabe ausgeben ausgeführt auslösen ausreichend außer außerdem auswahl
auswählen auswerten auswertung authentifizierung automatisch backup bahn bald basis bearbeiten bearbeitet bearbeitung
bedienen bediener bedienung bedingung bedingungen beenden beendet befehl befehle befinden beginn beginnen bei beide
beiden beim beispiel bekannt benachrichtigen benachrichtigung benötigt benutzer benutzern benutzt bereich bereiche
bereit bereitstellen bereitgestellt berechnen berechnet berechnung berechtigung berechtigungen bericht berichte
berücksichtigen beschreibung besitzen besonders bestätigen bestätigung bestehen bestehende bestellung bestimmt
bestimmten betrag betreiben betreiber betrieb betriebs bevor bewegen bewertung bezeichnung bieten bild bilder
bildschirm bis bisher bitte bleiben buchung buchungen daher dabei dadurch dafür daher damit danach dann daran darf
darin darstellen darstellung darüber das dass daten datei dateien datenbank datensatz datensätze datum dauer dauerhaft
davon dazu definieren definiert dem den denen der deren des deshalb desto detail details dialog dienst dienste diese
diesem diesen dieser dieses direkt dokument dokumentation dokumente doppelt dort drei drucken druck du durch
durchführen durchgeführt dürfen eben ebenfalls echtzeit effizient eigene eigenen eigenschaft eigenschaften ein eine
einem einen einer eines einfach eingabe eingaben eingeben eingegeben eingeschränkt einheit einige einmal einsatz
einschließlich einstellen einstellung einstellungen eintrag einträge einzeln einzelnen element elemente empfangen
empfänger ende enden entfernen entfernt enthalten enthält entsprechend entsprechende entweder entwickeln entwicklung
er erfassen erfasst erfassung erfolg erfolgen erfolgreich erfolgt erforderlich ergebnis ergebnisse erhalten erhöhen
erkennen erkannt erlauben erlaubt ermitteln ermöglichen ermöglicht erneut erreichen erreicht erst erste ersten
erstellen erstellt erstellung es etwa exportieren fahrzeug fahrzeuge fall falls falsch farbe fehler fehlermeldung
fehlern feld felder fenster fertig fest festgelegt festlegen filtern finden firma folgen folgende folgenden form
format formular frage fragen frei freigabe freigeben frist früher funktion funktionen funktionieren für ganz ganze
gebäude geben gebühr gegen gegeben gelten geltenden gemäß genau genutzt gerät geräte gesamt gesamte geschäft
geschützt gespeichert gesperrt gestartet gesteuert getestet gewährleisten gibt gilt gleich gleichzeitig grafik
grafisch grenze grenzwert grenzwerte groß größe größer grund gruppe gruppen gültig gut haben halten handbuch hat hatte
hauptmenü hersteller herunterladen hier hilfe hinweis hinzufügen hoch höchstens hohe ich ihm ihn ihr ihre ihren im
immer importieren in information informationen informieren inhalt inhalte innerhalb installation installieren intern
interne internet ist ja jahr jahre jede jedem jeden jeder jedes jedoch jetzt kann karte kategorie kein keine keinen
kennwort kette klein klicken kommen kommunikation komponente komponenten konfiguration konfigurieren konfiguriert konto
kontrolle kopie kosten kunde kunden kurz laden lage land lang lange langsam laufen laufzeit leer leicht leistung lesen
letzte letzten leuchten lieferant liefern lieferung liegen liste listen lizenz löschen löschung lösung machen mal man
manuell maske maximal mehr mehrere meldung meldungen menge menü messen messung methode mindestens minute minuten mit
mitarbeiter mithilfe mittel mobil modul module möglich möglichkeit monat monatlich muss müssen nach nachricht
nachrichten nächste nächsten name namen navigation neben nehmen netz netzwerk neu neue neuen nicht nichts noch normal
notfall notwendig nummer nur nutzen nutzer nutzung ob oben oder offen öffnen ohne online ordner ort parameter
passwort person personen plan planung position protokoll protokollieren protokolliert prozess prozesse prüfen prüfung
punkt qualität quelle rahmen rechnung recht rechte regel regeln regelmäßig reihenfolge richtig rolle rollen rückmeldung
sachbearbeiter schaltfläche schicht schließen schnell schnittstelle schnittstellen schritt schutz schwelle sehen sein
seine seinem seinen seiner seit seite seiten sekunde sekunden selbst senden sensor sensoren server setzen sicher
sicherheit sicherstellen sicherung sichtbar sie sind so sofort sofern solange soll sollen sollte sondern sortieren
spalte speichern speicher speicherung sperren sprache stand standard starten status stelle stellen steuern steuerung
stunde stunden suche suchen system systeme systems tabelle tag tage täglich taste teil teile telefon termin test
testen text über überprüfen übersicht übertragen übertragung uhr uhrzeit um umgebung und ungültig unter unterstützen
unterstützt unterschiedlich ursache variante verändern verarbeiten verarbeitung verbindung verfügbar verfügbarkeit
verfügung vergeben vergleich verhalten verlassen verlust vermeiden veröffentlichen verschieben verschlüsselt
verschlüsselung version versionen versenden verwalten verwaltung verwenden verwendet verwendung verzeichnis viele vom
von vor vorgabe vorgaben vorgang vorhanden vorher vorlage vorschau wählen wahl während wann warnung warnungen warten
wartung was weitere weiteren welche welcher wenn werden wert werte wichtig wie wieder wiederherstellen wird wo woche
wöchentlich wurde zahl zahlung zeichen zeigen zeit zeitpunkt zeitraum zentral ziel zu zugang zugriff zugriffe zuletzt
zum zur zurück zusammen zusätzlich zustand zustände zuständig zwei zwischen
abgeschlossen abteilung adressen akte alarmierung allgemeinen alternativ anforderung anforderungen angebote anlagen
anmeldedaten anruf anrufe antrag anträge anwesenheit arbeitsplatz archiv archivieren audit aufbewahren ausdruck
ausgewählt ausgewählten auslastung ausnahme außerhalb ausweis autorisiert bahnhof barrierefrei bearbeiter
bedienoberfläche begrenzt behörde beitrag belastung beleg belege benennung beschränkt besucher betroffen bewerber
bezahlung bildschirme browser bürger dashboard datenschutz dienstleister drucker durchschnittlich eindeutig eingang
eingangs einrichtung einsatzkräfte eintragen empfehlung endgerät endgeräte energie entscheidung ereignis ereignisse
ergänzen erinnerung ersatz export fahrer fahrplan fehlerfall filiale formulare fortschritt freigegeben gebühren
gemeinsam genehmigung genehmigen geplant gesetz gesetzlich gespeicherten gewicht historie import kalender kapazität
kasse kennung klasse kommentar kontakt kontingent kopieren kunden leistungen lager lehrer lieferanten mandant
markierung maßnahme maßnahmen material mitglied mitglieder nachweis nummern oberfläche öffentlich patient patienten
pflege pflicht pflichtfeld pflichtfelder pixel plattform portal preis preise priorität produkt produkte profil
programm projekt projekte prozent prüfer rabatt raum räume rechner rechnungen referenz region registrieren
registrierung reservierung rückgabe sachgebiet schüler sitzung software sperre standort station statistik stellvertreter
störung störungen student studenten stufe summe support tarif team techniker temperatur terminal typ überwachung
umsatz unternehmen unterschrift urlaub verantwortlich verbrauch verfahren verkauf verlauf vertrag verträge vorgesetzte
wagen ware waren warenkorb webseite werkzeug zahlungen zertifikat zertifikate ziffer zone zugangsdaten zulässig
zustimmung zuverlässig zuverlässigkeit können könnte fähig etc zuordnen auskunft verknüpfung rohdaten
aber allerdings also anstatt auch ausschließlich bereits besonders bzw dabei dadurch daher damit dann dennoch deshalb
doch ebenso eher eigentlich einschließlich erst etwa etwas falls ferner folglich ganz gegebenenfalls gern hierbei
hierfür insbesondere insgesamt jedoch jeweils kaum lediglich mehrfach meist mindestens nachdem nämlich nie niemals
nun obwohl sobald sodass sogar sonst sowie sowohl stets trotz überall ungefähr unter usw vielleicht vorab weder
weil weiterhin wenigstens weshalb wobei wodurch womit zudem zugleich zunächst zuvor zwar
null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig hundert tausend million
montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september
oktober november dezember morgens abends nachts kilometer meter sekunde millisekunden grad prozent
`
  .trim()
  .split(/\s+/);

export const GERMAN_SUFFIXES = ["e", "en", "n", "s", "es", "er", "ern", "em", "st", "t", "te", "ten", "ung", "ungen"];
