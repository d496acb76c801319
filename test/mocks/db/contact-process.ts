/**
 * The FAQ's communication process of the mock backend (spec 2 §3 communicationProcess and step configuration, §4 the
 * step types iconButton, formConfig, formSubmit, button, Overview; docs/cms-integration.md "Communication process"):
 * one process, `kontakt-b2b`, whose first step chooses the product line; each line then has its own steps, asked
 * with that line, and its own paths of four to six steps to the contact details. The steps are written as a server
 * sends them (api/contact-manager.ts reads them). Constant data, and the references the submit hands out per shop.
 */
import type { FormFieldInput } from '@/api/form-config'
import type { ContentIconName } from '@/src/ui/content-icons/content-icons'
import type { Db } from '../shops'

/** The one process's id. */
export const CONTACT_PROCESS_ID = 'kontakt-b2b'

/** The product lines the first step offers, in its order. */
export const PRODUCT_LINES = ['fahrzeuge', 'industrie', 'landwirtschaft'] as const
export type ProductLine = (typeof PRODUCT_LINES)[number]

/** A choice of an iconButton or button step as the server writes it. */
export type MockChoice = { id: string; label: string; icon?: ContentIconName; text?: string; nextStepId: string }

type StepBase = { stepId: string; title: string; text?: string }
type ChoiceStep<T extends 'iconButton' | 'button'> = StepBase & { type: T; fieldName: string; choices: MockChoice[] }

/** A step as the server writes it (api/contact-manager.ts: the five types of spec 2 §4). */
export type MockStep =
  | ChoiceStep<'iconButton'>
  | ChoiceStep<'button'>
  | (StepBase & { type: 'formConfig'; fields: FormFieldInput[]; nextStepId: string })
  | (StepBase & { type: 'Overview'; nextStepId: string })
  | (StepBase & { type: 'formSubmit'; fields: FormFieldInput[] })

/** The process as GET process answers it. */
export const communicationProcess = { processId: CONTACT_PROCESS_ID, title: 'Wie können wir Ihnen helfen?', firstStepId: 'produktlinie' }

const FIRST_STEP: MockStep = {
  type: 'iconButton',
  stepId: 'produktlinie',
  title: 'Für welchen Bereich?',
  text: 'Wählen Sie den Bereich, in dem Sie unsere Schmierstoffe einsetzen. So kommt Ihre Anfrage direkt zu den richtigen Fachleuten.',
  // The answer's name matches the submit's `productLine`: the first step is what chooses it.
  fieldName: 'productLine',
  choices: [
    { id: 'fahrzeuge', label: 'Fahrzeuge und Motoren', icon: 'truck', text: 'Personenwagen, Lieferwagen und Lastwagen, Motorräder, Baumaschinen', nextStepId: 'anliegen' },
    { id: 'industrie', label: 'Industrie und Fertigung', icon: 'factory', text: 'Hydraulik, Getriebe, Kompressoren, Metallbearbeitung', nextStepId: 'einsatz' },
    { id: 'landwirtschaft', label: 'Landwirtschaft und Forst', icon: 'leaf', text: 'Traktoren, Erntemaschinen, Forstmaschinen, Motorsägen', nextStepId: 'anliegen' },
  ],
}

/** «Beschreiben Sie Ihr Anliegen»: on every details form, with the length a useful description needs. */
const description = (placeholder: string): FormFieldInput => ({
  type: 'textarea',
  name: 'description',
  label: 'Beschreiben Sie Ihr Anliegen',
  required: true,
  placeholder,
  maxLength: 2000,
  constraints: [{ kind: 'MinLength', limit: 20, message: 'Bitte beschreiben Sie Ihr Anliegen mit mindestens {{ limit }} Zeichen.' }],
})

/** A date from the demo's today (2026-11-24) to the end of next year. */
const COMING_DATES = { kind: 'Range', min: '2026-11-24', max: '2027-12-31' } as const

const TOPIC_STEP: MockStep = {
  type: 'button',
  stepId: 'anliegen',
  title: 'Worum geht es?',
  text: 'Damit Ihre Anfrage gleich bei der richtigen Stelle landet.',
  fieldName: 'topic',
  choices: [
    { id: 'produktberatung', label: 'Produktberatung', text: 'Welches Produkt passt, Freigaben, Umstellung auf ein anderes Öl', nextStepId: 'details' },
    { id: 'reklamation', label: 'Reklamation', text: 'Ein Produkt oder eine Lieferung entspricht nicht Ihren Erwartungen', nextStepId: 'reklamation' },
    { id: 'bestellung', label: 'Bestellung und Lieferung', text: 'Offerten, Liefertermine, Gebinde und Mengen', nextStepId: 'bestellung' },
    // Documents need no details: the area and the contact details say which ones to send.
    { id: 'dokumente', label: 'Dokumente und Zertifikate', text: 'Sicherheitsdatenblätter, technische Datenblätter, Freigaben und Zertifikate', nextStepId: 'ueberblick' },
  ],
}

/** Industry asks first where the lubricant works: the application engineers are organised that way. */
const APPLICATION_STEP: MockStep = {
  type: 'button',
  stepId: 'einsatz',
  title: 'Wo setzen Sie den Schmierstoff ein?',
  fieldName: 'application',
  choices: [
    { id: 'hydraulik', label: 'Hydraulik', nextStepId: 'anliegen' },
    { id: 'getriebe', label: 'Getriebe und Lager', nextStepId: 'anliegen' },
    { id: 'kompressor', label: 'Kompressoren und Vakuumpumpen', nextStepId: 'anliegen' },
    { id: 'metallbearbeitung', label: 'Metallbearbeitung und Kühlschmierstoffe', nextStepId: 'anliegen' },
  ],
}

const VEHICLE_DETAILS: MockStep = {
  type: 'formConfig',
  stepId: 'details',
  title: 'Ihr Fahrzeug',
  text: 'Mit diesen Angaben finden unsere Fachleute das passende Öl und die nötigen Freigaben.',
  nextStepId: 'ueberblick',
  fields: [
    {
      type: 'select.single',
      name: 'vehicleType',
      label: 'Fahrzeugart',
      required: true,
      placeholder: 'Bitte wählen',
      options: [
        { value: 'personenwagen', label: 'Personenwagen' },
        { value: 'nutzfahrzeug', label: 'Lieferwagen oder Lastwagen' },
        { value: 'motorrad', label: 'Motorrad' },
        { value: 'baumaschine', label: 'Baumaschine' },
      ],
    },
    { type: 'text', name: 'vehicle', label: 'Marke, Modell und Motor', required: true, placeholder: 'z. B. VW Golf 2.0 TDI', maxLength: 80 },
    { type: 'number', name: 'modelYear', label: 'Baujahr', constraints: [{ kind: 'Range', min: 1950, max: 2027 }] },
    { type: 'number', name: 'mileage', label: 'Kilometerstand', help: 'Ungefähr genügt.', constraints: [{ kind: 'Range', min: 0, max: 2000000 }] },
    { type: 'text', name: 'currentProduct', label: 'Aktuell verwendetes Öl', placeholder: 'z. B. 5W-30 nach VW 504 00', maxLength: 80 },
    { type: 'number', name: 'fleetSize', label: 'Anzahl Fahrzeuge', help: 'Bei einer Flotte: wie viele Fahrzeuge dieser Art.', value: '1', constraints: [{ kind: 'Range', min: 1, max: 5000 }] },
    { type: 'date', name: 'serviceDate', label: 'Nächster Service am', constraints: [COMING_DATES] },
    description('Zum Beispiel: Welches Öl ist für unseren Motor freigegeben, und in welchem Gebinde?'),
  ],
}

const MACHINE_DETAILS: MockStep = {
  type: 'formConfig',
  stepId: 'details',
  title: 'Ihre Maschine oder Anlage',
  text: 'Je genauer wir die Anlage kennen, desto besser passt unsere Empfehlung.',
  nextStepId: 'ueberblick',
  fields: [
    { type: 'text', name: 'machine', label: 'Maschine oder Anlage', required: true, placeholder: 'z. B. Spritzgiessmaschine Engel victory 200', maxLength: 100 },
    { type: 'text', name: 'currentProduct', label: 'Aktuell verwendetes Produkt', placeholder: 'z. B. HLP 46', maxLength: 80 },
    {
      type: 'number',
      name: 'oilVolume',
      label: 'Ölfüllmenge in Litern',
      required: true,
      help: 'Die Füllmenge des Systems, etwa des Hydrauliktanks oder des Getriebes.',
      constraints: [{ kind: 'Range', min: 1, max: 50000 }],
    },
    { type: 'number', name: 'operatingHours', label: 'Betriebsstunden seit dem letzten Ölwechsel', constraints: [{ kind: 'Range', min: 0, max: 100000 }] },
    {
      type: 'select.single',
      name: 'operatingTemperature',
      label: 'Betriebstemperatur',
      placeholder: 'Bitte wählen',
      options: [
        { value: 'unter-40', label: 'unter 40 °C' },
        { value: '40-80', label: '40 bis 80 °C' },
        { value: 'ueber-80', label: 'über 80 °C' },
      ],
    },
    { type: 'date', name: 'shutdownDate', label: 'Nächster Stillstand', help: 'Wann ein Ölwechsel oder eine Probenahme möglich wäre.', constraints: [COMING_DATES] },
    description('Zum Beispiel: Die Hydraulik schäumt seit der Umstellung auf ein neues Öl.'),
  ],
}

const FARM_DETAILS: MockStep = {
  type: 'formConfig',
  stepId: 'details',
  title: 'Ihre Maschine',
  text: 'So empfehlen wir Ihnen Öle und Fette, die Ihr Hersteller freigibt.',
  nextStepId: 'ueberblick',
  fields: [
    {
      type: 'radio',
      name: 'machineType',
      label: 'Maschinenart',
      required: true,
      options: [
        { value: 'traktor', label: 'Traktor' },
        { value: 'erntemaschine', label: 'Mähdrescher oder Feldhäcksler' },
        { value: 'forstmaschine', label: 'Forstmaschine oder Seilwinde' },
        { value: 'motorgeraet', label: 'Motorsäge oder Freischneider' },
      ],
    },
    { type: 'text', name: 'machine', label: 'Marke und Modell', required: true, placeholder: 'z. B. Fendt 724 Vario', maxLength: 80 },
    { type: 'number', name: 'workingHours', label: 'Betriebsstunden pro Jahr', constraints: [{ kind: 'Range', min: 1, max: 5000 }] },
    {
      type: 'checkboxes',
      name: 'lubricationPoints',
      label: 'Was soll geschmiert werden?',
      options: [
        { value: 'motor', label: 'Motor' },
        { value: 'utto', label: 'Getriebe, Hydraulik und Nassbremsen (UTTO)' },
        { value: 'fett', label: 'Abschmierstellen' },
        { value: 'kette', label: 'Sägekette' },
      ],
    },
    { type: 'number', name: 'annualNeed', label: 'Ungefährer Bedarf in Litern pro Jahr', constraints: [{ kind: 'Range', min: 1, max: 100000 }] },
    description('Zum Beispiel: Welches Öl passt in Getriebe und Hydraulik unseres Traktors?'),
  ],
}

const COMPLAINT_STEP: MockStep = {
  type: 'formConfig',
  stepId: 'reklamation',
  title: 'Angaben zur Reklamation',
  text: 'Halten Sie wenn möglich das Gebinde und den Lieferschein bereit.',
  nextStepId: 'ueberblick',
  fields: [
    { type: 'text', name: 'product', label: 'Produkt', required: true, placeholder: 'Name oder Artikelnummer', maxLength: 100 },
    {
      type: 'text',
      name: 'batchNumber',
      label: 'Chargennummer',
      help: 'Steht auf dem Etikett des Gebindes, etwa L240815.',
      constraints: [{ kind: 'Regex', pattern: '^[A-Za-z0-9-]{4,20}$', message: 'Die Chargennummer besteht aus 4 bis 20 Buchstaben und Ziffern.' }],
    },
    { type: 'date', name: 'deliveryDate', label: 'Geliefert am', constraints: [{ kind: 'Range', min: '2020-01-01', max: '2026-11-24' }] },
    { type: 'number', name: 'affectedQuantity', label: 'Betroffene Menge in Litern', constraints: [{ kind: 'Range', min: 1, max: 100000 }] },
    description('Zum Beispiel: Das Öl ist trüb, das Fass kam beschädigt an.'),
  ],
}

const ORDER_STEP: MockStep = {
  type: 'formConfig',
  stepId: 'bestellung',
  title: 'Ihre Bestellung',
  nextStepId: 'ueberblick',
  fields: [
    {
      type: 'radio',
      name: 'orderQuestion',
      label: 'Was möchten Sie wissen?',
      required: true,
      options: [
        { value: 'offerte', label: 'Ich möchte eine Offerte.' },
        { value: 'liefertermin', label: 'Wann kommt meine Bestellung?' },
        { value: 'gebinde', label: 'Welche Gebinde und Mengen gibt es?' },
        { value: 'lieferadresse', label: 'Ich möchte die Lieferadresse ändern.' },
      ],
    },
    {
      type: 'text',
      name: 'orderNumber',
      label: 'Bestellnummer',
      help: 'Steht auf der Auftragsbestätigung, etwa 4500123456.',
      constraints: [{ kind: 'Regex', pattern: '^[0-9]{6,10}$', message: 'Bitte geben Sie die Bestellnummer ohne Leerzeichen an: 6 bis 10 Ziffern.' }],
    },
    {
      type: 'select.single',
      name: 'container',
      label: 'Gebinde',
      placeholder: 'Bitte wählen',
      options: [
        { value: 'kanister', label: 'Kanister 20 l' },
        { value: 'fass', label: 'Fass 208 l' },
        { value: 'ibc', label: 'IBC-Container 1000 l' },
        { value: 'tankwagen', label: 'Lose im Tankwagen' },
      ],
    },
    { type: 'number', name: 'containerCount', label: 'Anzahl Gebinde', constraints: [{ kind: 'Range', min: 1, max: 500 }] },
    { type: 'date', name: 'desiredDate', label: 'Gewünschter Liefertermin', constraints: [COMING_DATES] },
    description('Zum Beispiel: Wir brauchen vier Fass Hydrauliköl bis Ende Monat.'),
  ],
}

const OVERVIEW_STEP: MockStep = {
  type: 'Overview',
  stepId: 'ueberblick',
  title: 'Ihre Angaben im Überblick',
  text: 'Bitte prüfen Sie Ihre Angaben. Jeden Schritt können Sie noch ändern.',
  nextStepId: 'kontakt',
}

const CONTACT_STEP: MockStep = {
  type: 'formSubmit',
  stepId: 'kontakt',
  title: 'Wie erreichen wir Sie?',
  text: 'Wir antworten Ihnen innert zwei Arbeitstagen.',
  fields: [
    { type: 'text', name: 'name', label: 'Vor- und Nachname', required: true, autocomplete: 'name', constraints: [{ kind: 'MinLength', limit: 2 }, { kind: 'MaxLength', limit: 80 }] },
    { type: 'text', name: 'company', label: 'Firma', required: true, autocomplete: 'organization', maxLength: 80 },
    { type: 'email', name: 'email', label: 'E-Mail', required: true, autocomplete: 'email' },
    {
      type: 'tel',
      name: 'phone',
      label: 'Telefon',
      help: 'Für Rückfragen, etwa +41 52 208 30 00',
      autocomplete: 'tel',
      constraints: [{ kind: 'Regex', pattern: '^\\+?[0-9 ()/.-]{6,30}$', message: 'Bitte geben Sie eine Telefonnummer an, etwa +41 52 208 30 00.' }],
    },
    {
      type: 'text',
      name: 'customerNumber',
      label: 'Kundennummer',
      help: 'Falls Sie schon bei uns bestellen: die zehnstellige Nummer oben rechts auf Ihrer Rechnung.',
      constraints: [{ kind: 'Length', min: 10, max: 10 }],
    },
    { type: 'checkbox', name: 'privacy', label: 'Ich bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage gespeichert werden.', required: true },
    { type: 'score', name: 'score' },
    { type: 'button.submit', label: 'Anfrage senden' },
  ],
}

const byId = (steps: MockStep[]): ReadonlyMap<string, MockStep> => new Map(steps.map((step) => [step.stepId, step]))

/**
 * Every step a product line can be asked for, by id (a Map: a step id such as `constructor` finds nothing). The first
 * step is on every line; the same id may answer differently per line (`details`), as the step query's productLine says.
 */
export const LINE_STEPS: Record<ProductLine, ReadonlyMap<string, MockStep>> = {
  fahrzeuge: byId([FIRST_STEP, TOPIC_STEP, VEHICLE_DETAILS, COMPLAINT_STEP, ORDER_STEP, OVERVIEW_STEP, CONTACT_STEP]),
  industrie: byId([FIRST_STEP, APPLICATION_STEP, TOPIC_STEP, MACHINE_DETAILS, COMPLAINT_STEP, ORDER_STEP, OVERVIEW_STEP, CONTACT_STEP]),
  landwirtschaft: byId([FIRST_STEP, TOPIC_STEP, FARM_DETAILS, COMPLAINT_STEP, ORDER_STEP, OVERVIEW_STEP, CONTACT_STEP]),
}

/** Whether `id` names a product line. */
export const isProductLine = (id: string): id is ProductLine => (PRODUCT_LINES as readonly string[]).includes(id)

/** The first step, the same for every line: it chooses the line, so it is asked without one. */
export const firstStep: MockStep = FIRST_STEP

/** Whether any line has a step of this id. */
export const isProcessStep = (stepId: string): boolean => PRODUCT_LINES.some((line) => LINE_STEPS[line].has(stepId))

/** A step of a line, or undefined when the line has none of that id. */
export const stepOf = (line: ProductLine, stepId: string): MockStep | undefined => LINE_STEPS[line].get(stepId)

/** The steps a step can lead to on `line`: a choice's next steps (the first step's only to the line's own), or its one next step. */
export function nextStepIds(line: ProductLine, step: MockStep): string[] {
  switch (step.type) {
    case 'iconButton':
    case 'button':
      return step.choices.filter((choice) => step.stepId !== communicationProcess.firstStepId || choice.id === line).map((choice) => choice.nextStepId)
    case 'formConfig':
    case 'Overview':
      return [step.nextStepId]
    case 'formSubmit':
      return []
  }
}

/**
 * Every path of a line from the first step to its formSubmit step, as step ids in order. A path that loops or leads to
 * a step the line lacks throws: the data is wrong, and the tests say so.
 */
export function linePaths(line: ProductLine): string[][] {
  const paths: string[][] = []
  const walk = (path: string[]) => {
    const stepId = path.at(-1) ?? communicationProcess.firstStepId
    const step = stepOf(line, stepId)
    if (!step) throw new Error(`Step ${stepId} of ${path.join(' → ')} is not on the line ${line}.`)
    if (path.indexOf(stepId) !== path.length - 1) throw new Error(`The line ${line} loops: ${path.join(' → ')}.`)
    if (step.type === 'formSubmit') paths.push(path)
    for (const next of new Set(nextStepIds(line, step))) walk([...path, next])
  }
  walk([communicationProcess.firstStepId])
  return paths
}

/** A line's last step, the contact details: every path of the line ends in it. */
export const submitStepOf = (line: ProductLine): Extract<MockStep, { type: 'formSubmit' }> | undefined =>
  [...LINE_STEPS[line].values()].find((step): step is Extract<MockStep, { type: 'formSubmit' }> => step.type === 'formSubmit')

/** The ids of the steps on some path of a line: what the line may be asked for. */
export const lineStepIds = (line: ProductLine): Set<string> => new Set(linePaths(line).flat())

/** The first reference a shop hands out; each submit then counts up. */
export const FIRST_REFERENCE_NUMBER = 42

const issued = new WeakMap<Db, { next: number }>()

/**
 * The reference of a new submit in a shop's Db (`KM-2026-00042`, then 00043 …): counted, so tests and the demo can
 * follow it; a reset shop starts again.
 */
export function issueReference(db: Db): string {
  const counter = issued.get(db) ?? { next: FIRST_REFERENCE_NUMBER }
  issued.set(db, { next: counter.next + 1 })
  return `KM-2026-${String(counter.next).padStart(5, '0')}`
}
