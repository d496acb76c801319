/**
 * The oil finder's texts in the four languages of the CMS: component names, conditions, capacities, intervals, notes
 * and the placeholder's title (docs/simulated-cms.md "The oil finder's data").
 */
import type { Language, Text } from '@/test/cms/texts'

const text = (de: string, fr: string, it: string, en: string): Text => ({ de, fr, it, en })

export const COMPONENT_NAMES = {
  engine: text('Motor', 'Moteur', 'Motore', 'Engine'),
  'gearbox-manual': text('Schaltgetriebe', 'Boîte de vitesses manuelle', 'Cambio manuale', 'Manual gearbox'),
  'gearbox-automatic': text('Automatikgetriebe', 'Boîte de vitesses automatique', 'Cambio automatico', 'Automatic gearbox'),
  'gearbox-reduction': text('Untersetzungsgetriebe', 'Réducteur', 'Riduttore', 'Reduction gearbox'),
  'axle-front': text('Vorderachse', 'Essieu avant', 'Assale anteriore', 'Front axle'),
  'axle-rear': text('Hinterachsdifferential', 'Différentiel arrière', 'Differenziale posteriore', 'Rear axle differential'),
  'power-steering': text('Servolenkung', 'Direction assistée', 'Servosterzo', 'Power steering'),
  coolant: text('Kühlsystem', 'Circuit de refroidissement', 'Impianto di raffreddamento', 'Cooling system'),
  'brake-fluid': text('Bremsanlage', 'Système de freinage', 'Impianto frenante', 'Brake system'),
  fork: text('Telegabel', 'Fourche télescopique', 'Forcella telescopica', 'Telescopic fork'),
  'final-drive': text('Kardanantrieb', 'Transmission par cardan', 'Trasmissione cardanica', 'Shaft drive'),
  'transmission-hydraulics': text('Getriebe und Hydraulik (UTTO)', 'Transmission et hydraulique (UTTO)', 'Trasmissione e idraulica (UTTO)', 'Transmission and hydraulics (UTTO)'),
  hydraulics: text('Hydraulikanlage', 'Circuit hydraulique', 'Impianto idraulico', 'Hydraulic system'),
  'travel-drives': text('Fahrantriebe', 'Réducteurs de translation', 'Riduttori di traslazione', 'Travel drives'),
  grease: text('Schmierstellen', 'Points de graissage', 'Punti di ingrassaggio', 'Grease points'),
  'gear-case': text('Getriebe (Unterwasserteil)', 'Embase', 'Piede', 'Gear case'),
  sterndrive: text('Z-Antrieb', 'Embase Z-drive', 'Piede poppiero', 'Sterndrive'),
  'marine-gearbox': text('Wendegetriebe', 'Inverseur', 'Invertitore', 'Marine gearbox'),
  'power-trim': text('Power-Trim', 'Power trim', 'Power trim', 'Power trim'),
} as const satisfies Record<string, Text>
export type ComponentId = keyof typeof COMPONENT_NAMES

export const USAGE_LABELS = {
  normal: text('Normale Bedingungen', 'Conditions normales', 'Condizioni normali', 'Normal conditions'),
  severe: text('Erschwerte Bedingungen', 'Conditions difficiles', 'Condizioni gravose', 'Severe conditions'),
  winter: text('Winterbetrieb', 'Utilisation hivernale', 'Uso invernale', 'Winter operation'),
  racing: text('Rennstrecke', 'Circuit', 'Pista', 'Racing'),
} as const satisfies Record<string, Text>

/** The maker has no product for the component (spec 1 §2): the finder says «ask us». */
export const PLACEHOLDER_TITLE = text(
  'Spezialprodukt nach Herstellervorgabe',
  'Produit spécial selon prescription du constructeur',
  'Prodotto speciale secondo le prescrizioni del costruttore',
  'Special product to the maker’s specification',
)
export const BRAKE_FLUID_TITLE = text('Bremsflüssigkeit DOT 4', 'Liquide de frein DOT 4', 'Liquido freni DOT 4', 'Brake fluid DOT 4')
export const TWO_STROKE_TITLE = text('Zweitaktöl TC-W3', 'Huile deux temps TC-W3', 'Olio per motori a due tempi TC-W3', 'Two-stroke oil TC-W3')

/** 4,7 in German, French and Italian, 4.7 in English; thousands apart with a space (30 000), in English a comma. */
function number(value: number, language: Language): string {
  const [whole = '', fraction] = String(Math.round(value * 10) / 10).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : ' ')
  return fraction === undefined ? grouped : `${grouped}${language === 'en' ? '.' : ','}${fraction}`
}

/** A capacity: '4,7 l mit Filter', '0,5 l je Holm', or just '12 l'. */
export function capacity(litres: number, language: Language, extra?: 'withFilter' | 'withoutFilter' | 'perLeg'): string {
  const amount = `${number(litres, language)} l`
  if (extra === undefined) return amount
  const words = {
    withFilter: text('mit Filter', 'avec filtre', 'con filtro', 'with filter'),
    withoutFilter: text('ohne Filter', 'sans filtre', 'senza filtro', 'without filter'),
    perLeg: text('je Holm', 'par tube de fourche', 'per stelo', 'per fork leg'),
  }[extra]
  return `${amount} ${words[language]}`
}

export type Interval =
  | { km: number; months: number; severe?: boolean }
  | { hours: number; months?: number; severe?: boolean }
  | { years: number }
  | { check: true }
  | { lifetime: true }

/** An interval as text: 'Wechsel alle 30 000 km oder 24 Monate', 'Bei erschwerten Bedingungen: alle 250 Betriebsstunden'. */
export function interval(entry: Interval, language: Language): string {
  const n = (value: number) => number(value, language)
  if ('check' in entry) return text('Prüfen bei jedem Service', 'Contrôle à chaque service', 'Controllo a ogni tagliando', 'Check at every service')[language]
  if ('lifetime' in entry)
    return text('Lebensdauerfüllung, Wechsel nur bei Reparatur', 'Remplissage à vie, vidange seulement en cas de réparation', 'Riempimento a vita, cambio solo in caso di riparazione', 'Filled for life, changed only on repair')[language]
  if ('years' in entry) return text(`Wechsel alle ${entry.years} Jahre`, `Remplacement tous les ${entry.years} ans`, `Sostituzione ogni ${entry.years} anni`, `Change every ${entry.years} years`)[language]
  const when =
    'km' in entry
      ? text(`${n(entry.km)} km oder ${entry.months} Monate`, `${n(entry.km)} km ou ${entry.months} mois`, `${n(entry.km)} km o ${entry.months} mesi`, `${n(entry.km)} km or ${entry.months} months`)
      : entry.months === undefined
        ? text(`${n(entry.hours)} Betriebsstunden`, `${n(entry.hours)} heures de service`, `${n(entry.hours)} ore di esercizio`, `${n(entry.hours)} operating hours`)
        : text(
            `${n(entry.hours)} Betriebsstunden oder ${entry.months} Monate`,
            `${n(entry.hours)} heures de service ou ${entry.months} mois`,
            `${n(entry.hours)} ore di esercizio o ${entry.months} mesi`,
            `${n(entry.hours)} operating hours or ${entry.months} months`,
          )
  const lead = entry.severe
    ? text('Bei erschwerten Bedingungen: alle', 'En conditions difficiles : tous les', 'In condizioni gravose: ogni', 'Under severe conditions: every')
    : text('Wechsel alle', 'Vidange tous les', 'Cambio ogni', 'Change every')
  // French says «toutes les» before hours (feminine).
  const french = 'hours' in entry ? lead.fr.replace('tous les', 'toutes les') : lead.fr
  return `${{ ...lead, fr: french }[language]} ${when[language]}`
}

export const NOTES = {
  particleFilter: text(
    'Bei Fahrzeugen mit Partikelfilter nur Low-SAPS-Öle verwenden.',
    'Pour les véhicules avec filtre à particules, n’utiliser que des huiles Low-SAPS.',
    'Per i veicoli con filtro antiparticolato usare solo oli Low-SAPS.',
    'Vehicles with a particulate filter need low-SAPS oils only.',
  ),
  longLife: text(
    'Flexibler Wartungsintervall (LongLife): Wechsel nach Service-Anzeige, spätestens nach 2 Jahren.',
    'Intervalle de maintenance flexible (LongLife) : vidange selon l’indicateur de service, au plus tard après 2 ans.',
    'Intervallo di manutenzione flessibile (LongLife): cambio secondo l’indicatore di servizio, al più tardi dopo 2 anni.',
    'Flexible service interval (LongLife): change as the service indicator says, after 2 years at the latest.',
  ),
  hybrid: text(
    'Hybridfahrzeug: Der Verbrennungsmotor läuft oft nur kurz. Niedrigviskose Öle schützen beim häufigen Kaltstart.',
    'Véhicule hybride : le moteur thermique ne tourne souvent que brièvement. Les huiles de faible viscosité protègent lors des démarrages à froid fréquents.',
    'Veicolo ibrido: il motore termico gira spesso solo brevemente. Gli oli a bassa viscosità proteggono nei frequenti avviamenti a freddo.',
    'Hybrid vehicle: the combustion engine often runs only briefly. Low-viscosity oils protect it through frequent cold starts.',
  ),
  electric: text(
    'Elektrofahrzeug: kein Motorenöl. Getriebe und Batteriekühlung brauchen die freigegebenen Flüssigkeiten.',
    'Véhicule électrique : pas d’huile moteur. Le réducteur et le refroidissement de la batterie exigent les fluides homologués.',
    'Veicolo elettrico: nessun olio motore. Riduttore e raffreddamento della batteria richiedono i fluidi omologati.',
    'Electric vehicle: no engine oil. The gearbox and the battery cooling need the approved fluids.',
  ),
  gas: text(
    'Gasbetrieb: Ein für Gasmotoren geeignetes Öl verwenden.',
    'Fonctionnement au gaz : utiliser une huile adaptée aux moteurs à gaz.',
    'Funzionamento a gas: usare un olio adatto ai motori a gas.',
    'Gas operation: use an oil suited to gas engines.',
  ),
  wetClutch: text(
    'Nur Öle nach JASO MA/MA2 verwenden: Die Kupplung läuft im Motoröl.',
    'N’utiliser que des huiles JASO MA/MA2 : l’embrayage baigne dans l’huile moteur.',
    'Usare solo oli JASO MA/MA2: la frizione lavora nell’olio motore.',
    'Use JASO MA/MA2 oils only: the clutch runs in the engine oil.',
  ),
  operatingHours: text(
    'Intervalle in Betriebsstunden: Bei viel Staub oder Biodiesel die Intervalle halbieren.',
    'Intervalles en heures de service : les diviser par deux en cas de forte poussière ou de biodiesel.',
    'Intervalli in ore di esercizio: dimezzarli in presenza di molta polvere o di biodiesel.',
    'Intervals in operating hours: halve them in heavy dust or with biodiesel.',
  ),
  saltWater: text(
    'Nach Fahrten in Salzwasser den Motor mit Süsswasser spülen.',
    'Après une sortie en eau salée, rincer le moteur à l’eau douce.',
    'Dopo l’uso in acqua salata sciacquare il motore con acqua dolce.',
    'After running in salt water, flush the engine with fresh water.',
  ),
} as const satisfies Record<string, Text>
