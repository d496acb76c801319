/**
 * The open positions of the demo site (jobs.ts builds them): 25 in the maker's five locations, with what the job
 * is and asks for, in German like the rest of the site's editorial content (a Lausanne or Lugano ad asks for French or
 * Italian in its profile).
 */

/** The maker's locations (test/cms/pages/corporate/locations.ts, and the Lugano warehouse of the news). */
export const JOB_LOCATIONS = {
  winterthur: { name: 'Winterthur', site: 'Hauptsitz, Werk und Labor', address: 'Industriestrasse 12, 8400 Winterthur', country: 'CH' },
  lausanne: { name: 'Lausanne', site: 'Auslieferungslager Westschweiz', address: 'Route de Genève 88, 1004 Lausanne', country: 'CH' },
  lugano: { name: 'Lugano', site: 'Auslieferungslager Tessin', address: 'Via Industria 7, 6900 Lugano', country: 'CH' },
  mannheim: { name: 'Mannheim', site: 'Verkaufsbüro Deutschland', address: 'Rheinkaistrasse 4, 68159 Mannheim', country: 'DE' },
  linz: { name: 'Linz', site: 'Verkaufsbüro Österreich', address: 'Hafenstrasse 21, 4020 Linz', country: 'AT' },
} as const
export type JobLocation = keyof typeof JOB_LOCATIONS

export const JOB_DEPARTMENTS = {
  labor: 'Labor und Anwendungstechnik',
  produktion: 'Produktion und Technik',
  logistik: 'Logistik',
  verkauf: 'Verkauf und Kundendienst',
  informatik: 'Informatik',
  administration: 'Finanzen und Administration',
} as const
export type JobDepartment = keyof typeof JOB_DEPARTMENTS

export type Employment = 'Festanstellung' | 'Befristet' | 'Lehrstelle'

export type JobSeed = readonly [
  location: JobLocation,
  department: JobDepartment,
  title: string,
  workload: readonly [min: number, max: number],
  employment: Employment,
  start: string,
  /** Days before the demo's «today» it was published. */
  publishedDaysAgo: number,
  tasks: readonly string[],
  profile: readonly string[],
]

export const JOB_SEEDS: readonly JobSeed[] = [
  // Winterthur
  ['winterthur', 'labor', 'Laborantin / Laborant EFZ Fachrichtung Chemie', [80, 100], 'Festanstellung', 'Nach Vereinbarung', 6, ['Rohstoffe und Fertigprodukte nach Norm prüfen (Viskosität, Flammpunkt, Wassergehalt)', 'Ölproben unserer Kundinnen und Kunden analysieren', 'Prüfberichte erstellen und im LIMS erfassen'], ['Abgeschlossene Lehre als Laborantin oder Laborant EFZ', 'Sorgfältige und selbständige Arbeitsweise', 'Gute Deutschkenntnisse, Englisch von Vorteil']],
  ['winterthur', 'labor', 'Chemikerin / Chemiker Schmierstoffentwicklung', [100, 100], 'Festanstellung', 'Per 1. März 2027', 12, ['Neue Motoren- und Industrieöle entwickeln, vom Labormuster bis zur Freigabe', 'Additive und Grundöle mit Lieferanten beurteilen', 'Freigabeverfahren bei Fahrzeug- und Maschinenherstellern begleiten'], ['Master oder Doktorat in Chemie oder Verfahrenstechnik', 'Erfahrung mit Schmierstoffen oder Polymeren', 'Verhandlungssicheres Deutsch und Englisch']],
  ['winterthur', 'labor', 'Anwendungstechnikerin / Anwendungstechniker Industrie', [80, 100], 'Festanstellung', 'Nach Vereinbarung', 19, ['Industriekunden bei Auswahl und Umstellung von Schmierstoffen beraten', 'Schmierpläne erstellen und Anlagen vor Ort beurteilen', 'Schulungen für Instandhaltungsteams durchführen'], ['Ausbildung als Maschinenbautechnikerin, Ingenieur FH oder gleichwertig', 'Erfahrung in der Instandhaltung', 'Führerausweis Kategorie B und Reisebereitschaft in der Deutschschweiz']],
  ['winterthur', 'produktion', 'Anlagenführerin / Anlagenführer Mischanlage', [100, 100], 'Festanstellung', 'Per sofort', 3, ['Mischanlage im Zweischichtbetrieb führen und überwachen', 'Rezepturen nach Auftrag ansetzen und Proben ziehen', 'Kleinere Störungen selbst beheben'], ['Technische Grundbildung, zum Beispiel als Polymechanikerin oder Chemikant', 'Bereitschaft zu Schichtarbeit', 'Staplerausweis von Vorteil']],
  ['winterthur', 'produktion', 'Automatikerin / Automatiker Instandhaltung', [100, 100], 'Festanstellung', 'Nach Vereinbarung', 27, ['Abfülllinien und Mischanlagen warten und instand setzen', 'Steuerungen anpassen und Störungen analysieren', 'Im Pikettdienst mitwirken'], ['Lehre als Automatikerin, Elektroniker oder Polymechanikerin', 'Erfahrung mit Siemens-Steuerungen', 'Teamfähig und lösungsorientiert']],
  ['winterthur', 'labor', 'Lernende / Lernender Laborant/in EFZ Chemie', [100, 100], 'Lehrstelle', 'August 2027', 49, ['Drei Jahre Ausbildung im Prüf- und im Entwicklungslabor', 'Analysen an Ölen, Fetten und Kühlmitteln', 'Berufsschule in Winterthur'], ['Abgeschlossene Sekundarschule A oder B', 'Freude an Chemie und genauem Arbeiten', 'Schnupperlehre bei uns erwünscht']],
  ['winterthur', 'logistik', 'Lernende / Lernender Logistiker/in EFZ', [100, 100], 'Lehrstelle', 'August 2027', 49, ['Waren annehmen, einlagern und für den Versand bereitstellen', 'Stapler fahren und Gefahrgut richtig behandeln', 'Berufsschule in Winterthur'], ['Abgeschlossene Sekundarschule', 'Zuverlässig und körperlich belastbar', 'Schnupperlehre bei uns erwünscht']],
  ['winterthur', 'informatik', 'Business Analyst SAP SD (w/m/d)', [80, 100], 'Festanstellung', 'Nach Vereinbarung', 15, ['Verkaufsprozesse von Angebot bis Faktura in SAP S/4HANA weiterentwickeln', 'Anforderungen aus Verkauf und Webshop aufnehmen und umsetzen', 'Schnittstellen zum Webshop betreuen'], ['Erfahrung mit SAP SD', 'Studium in Wirtschaftsinformatik oder gleichwertig', 'Deutsch und Englisch fliessend']],
  ['winterthur', 'verkauf', 'Sachbearbeiterin / Sachbearbeiter Kundendienst', [50, 60], 'Festanstellung', 'Per 1. Januar 2027', 9, ['Bestellungen per Telefon, E-Mail und Webshop bearbeiten', 'Kundinnen und Kunden zu Lieferungen und Produkten Auskunft geben', 'Reklamationen erfassen und lösen'], ['Kaufmännische Grundbildung', 'Freude am Kontakt mit Kundinnen und Kunden', 'Gute Französischkenntnisse von Vorteil']],
  ['winterthur', 'administration', 'Buchhalterin / Buchhalter', [60, 80], 'Festanstellung', 'Nach Vereinbarung', 33, ['Kreditoren- und Debitorenbuchhaltung führen', 'Monats- und Jahresabschlüsse mitgestalten', 'Mehrwertsteuerabrechnungen vorbereiten'], ['Kaufmännische Grundbildung mit Weiterbildung in Rechnungswesen', 'Erfahrung mit SAP FI', 'Exakte und selbständige Arbeitsweise']],
  // Lausanne
  ['lausanne', 'logistik', 'Logistikerin / Logistiker EFZ', [100, 100], 'Festanstellung', 'Per sofort', 4, ['Kesselwagen entladen und Tanks befüllen', 'Aufträge kommissionieren und Lieferungen bereitstellen', 'Inventuren durchführen'], ['Lehre als Logistikerin oder Logistiker EFZ', 'Französisch als Muttersprache, Deutschkenntnisse von Vorteil', 'Staplerausweis']],
  ['lausanne', 'logistik', 'Chauffeuse / Chauffeur Kategorie C (Tankwagen)', [100, 100], 'Festanstellung', 'Nach Vereinbarung', 21, ['Kundinnen und Kunden in der Westschweiz mit dem Tankwagen beliefern', 'Tanks vor Ort befüllen und Lieferscheine erfassen', 'Fahrzeug pflegen und kleine Wartungen erledigen'], ['Führerausweis Kategorie C und ADR-Bescheinigung', 'Französisch fliessend, Deutsch von Vorteil', 'Freundliches Auftreten']],
  ['lausanne', 'verkauf', 'Aussendienstmitarbeiterin / Aussendienstmitarbeiter Westschweiz', [100, 100], 'Festanstellung', 'Nach Vereinbarung', 11, ['Werkstätten, Landwirtschaft und Industrie in der Romandie betreuen', 'Neue Kundinnen und Kunden gewinnen', 'An Messen und Schulungen mitwirken'], ['Erfahrung im technischen Verkauf', 'Französisch als Muttersprache, gutes Deutsch', 'Führerausweis Kategorie B']],
  ['lausanne', 'logistik', 'Disponentin / Disponent', [40, 60], 'Festanstellung', 'Per 1. Februar 2027', 38, ['Touren der Tankwagen und Lastwagen planen', 'Liefertermine mit Kundinnen und Kunden abstimmen', 'Frachtpapiere erstellen'], ['Erfahrung in der Disposition oder Logistik', 'Französisch und Deutsch', 'Organisationstalent']],
  // Lugano
  ['lugano', 'logistik', 'Lagermitarbeiterin / Lagermitarbeiter', [80, 100], 'Festanstellung', 'Per sofort', 8, ['Waren annehmen, einlagern und kommissionieren', 'Lieferungen ins Tessin und ins Misox bereitstellen', 'Für Ordnung und Sicherheit im Lager sorgen'], ['Erfahrung im Lager', 'Italienisch als Muttersprache, Deutsch von Vorteil', 'Staplerausweis']],
  ['lugano', 'verkauf', 'Aussendienstmitarbeiterin / Aussendienstmitarbeiter Tessin', [100, 100], 'Festanstellung', 'Nach Vereinbarung', 25, ['Kundinnen und Kunden im Tessin beraten und betreuen', 'Werkstätten und Industriebetriebe neu gewinnen', 'Eng mit dem Innendienst in Winterthur zusammenarbeiten'], ['Erfahrung im Verkauf technischer Produkte', 'Italienisch und Deutsch fliessend', 'Führerausweis Kategorie B']],
  ['lugano', 'administration', 'Sachbearbeiterin / Sachbearbeiter Administration', [40, 50], 'Befristet', 'Per 1. Januar 2027', 17, ['Lieferscheine und Rechnungen kontrollieren', 'Telefon und Empfang des Lagers betreuen', 'Das Lagerteam administrativ unterstützen'], ['Kaufmännische Grundbildung', 'Italienisch und Deutsch', 'Befristet auf zwölf Monate (Mutterschaftsvertretung)']],
  // Mannheim
  ['mannheim', 'verkauf', 'Gebietsverkaufsleiterin / Gebietsverkaufsleiter Baden-Württemberg', [100, 100], 'Festanstellung', 'Nach Vereinbarung', 5, ['Werkstätten, Handel und Industrie in Baden-Württemberg betreuen', 'Umsatz im Gebiet ausbauen und Händler entwickeln', 'Jahresgespräche und Konditionen verhandeln'], ['Erfahrung im Aussendienst, gern mit Schmierstoffen oder Kfz-Teilen', 'Kaufmännische oder technische Ausbildung', 'Wohnort im Gebiet']],
  ['mannheim', 'verkauf', 'Key Account Managerin / Key Account Manager Industrie', [100, 100], 'Festanstellung', 'Per 1. April 2027', 14, ['Grosskunden aus Maschinenbau, Energie und Stahl betreuen', 'Rahmenverträge verhandeln und Ausschreibungen bearbeiten', 'Mit der Anwendungstechnik Lösungen entwickeln'], ['Studium in Wirtschaftsingenieurwesen oder gleichwertig', 'Mehrjährige Erfahrung im Key Account Management', 'Verhandlungssicheres Deutsch und Englisch']],
  ['mannheim', 'labor', 'Anwendungstechnikerin / Anwendungstechniker Süddeutschland', [100, 100], 'Festanstellung', 'Nach Vereinbarung', 30, ['Kundinnen und Kunden in Süddeutschland technisch beraten', 'Ölanalysen auswerten und Empfehlungen geben', 'Seminare in Mannheim und Stuttgart halten'], ['Techniker, Meister oder Ingenieur im Maschinenbau', 'Erfahrung mit Hydraulik und Getrieben', 'Reisebereitschaft']],
  ['mannheim', 'administration', 'Vertriebsassistenz', [50, 70], 'Festanstellung', 'Per sofort', 2, ['Angebote und Aufträge im Innendienst bearbeiten', 'Termine und Reisen des Aussendienstes organisieren', 'Messen und Seminare vorbereiten'], ['Kaufmännische Ausbildung', 'Sicherer Umgang mit SAP und Office', 'Freundlich und organisiert']],
  // Linz
  ['linz', 'verkauf', 'Gebietsleiterin / Gebietsleiter Niederösterreich', [100, 100], 'Festanstellung', 'Nach Vereinbarung', 10, ['Kundinnen und Kunden in Niederösterreich und Wien betreuen', 'Landwirtschaft, Werkstätten und Industrie neu gewinnen', 'An der Austro Agrar und an Hausmessen mitwirken'], ['Erfahrung im Aussendienst', 'Landwirtschaftliche oder technische Ausbildung von Vorteil', 'Wohnort im Gebiet']],
  ['linz', 'verkauf', 'Mitarbeiterin / Mitarbeiter Verkaufsinnendienst', [80, 100], 'Festanstellung', 'Per 1. Februar 2027', 22, ['Bestellungen aus Österreich bearbeiten', 'Den Aussendienst mit Angeboten unterstützen', 'Lieferungen mit dem Partnerlager abstimmen'], ['Kaufmännische Ausbildung (HAK, HASCH oder Lehre)', 'Erfahrung im Verkaufsinnendienst', 'Gute Englischkenntnisse']],
  ['linz', 'administration', 'Lehrling Grosshandelskauffrau / Grosshandelskaufmann', [100, 100], 'Lehrstelle', 'September 2027', 41, ['Drei Jahre Ausbildung in Verkauf, Einkauf und Buchhaltung', 'Mitarbeit an Messen und Schulungen', 'Berufsschule in Linz'], ['Abgeschlossene Pflichtschule', 'Interesse an Technik und Handel', 'Freude am Umgang mit Menschen']],
  ['linz', 'logistik', 'Lagermitarbeiterin / Lagermitarbeiter', [50, 50], 'Festanstellung', 'Per sofort', 7, ['Abholungen am Schalter für Werkstätten vorbereiten', 'Waren annehmen und einlagern', 'Retouren und Leergut bearbeiten'], ['Erfahrung im Lager von Vorteil', 'Staplerschein', 'Verfügbar am Vormittag']],
]
