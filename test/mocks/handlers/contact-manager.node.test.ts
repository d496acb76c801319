import { processCheck, stepCheck, type ProcessValue } from '@/api/contact-manager'
import { CONTENT_ICON_NAMES } from '@/src/ui/content-icons/content-icons'
import { CONTACT_PROCESS_ID, LINE_STEPS, linePaths, PRODUCT_LINES, stepOf, type MockStep, type ProductLine } from '../db/contact-process'
import { injectFault } from '../faults'
import { confirmationUrl, NO_PRODUCT_LINE, wrongChoice } from './contact-manager'
import { CAPTCHA_MESSAGE } from './forms'

type Answer = { data?: unknown; messages?: { message: string; source?: { field?: string } }[]; redirectUrl?: string }

const call = async (path: string, init?: RequestInit) => {
  const response = await fetch(`http://localhost/api/contact-manager/${path}`, init)
  return { status: response.status, body: (await response.json()) as Answer }
}
const askStep = (stepId: string, productLine?: string, processId = CONTACT_PROCESS_ID) =>
  call(`process-step?${new URLSearchParams({ processId, stepId, ...(productLine === undefined ? {} : { productLine }) }).toString()}`)
const submit = (body: unknown) => call('submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const byField = (answer: Answer) => Object.fromEntries((answer.messages ?? []).map(({ message, source }) => [source?.field ?? '', message]))

const TOKEN = 'test-captcha.cms_form.0123456789abcdef'

/** A value for every field of every form of the process, as a careful user fills it in. */
const FILLED: Record<string, string | boolean | string[]> = {
  vehicleType: 'nutzfahrzeug',
  vehicle: 'Mercedes-Benz Actros 1845',
  modelYear: '2019',
  mileage: '412000',
  currentProduct: '10W-40 nach MB 228.5',
  fleetSize: '12',
  serviceDate: '2027-02-15',
  machine: 'Spritzgiessmaschine Engel victory 200',
  oilVolume: '450',
  operatingHours: '8200',
  operatingTemperature: '40-80',
  shutdownDate: '2027-01-04',
  machineType: 'traktor',
  workingHours: '600',
  lubricationPoints: ['motor', 'utto'],
  annualNeed: '400',
  product: 'Hydrauliköl HVLP 46, Fass 208 l',
  batchNumber: 'L240815',
  deliveryDate: '2026-10-12',
  affectedQuantity: '208',
  orderQuestion: 'liefertermin',
  orderNumber: '4500123456',
  container: 'fass',
  containerCount: '4',
  desiredDate: '2026-12-15',
  description: 'Welches Öl empfehlen Sie uns, und in welchem Gebinde liefern Sie es?',
  name: 'Andrea Muster',
  company: 'Muster Transport AG',
  email: 'andrea.muster@muster-transport.ch',
  phone: '+41 52 208 30 00',
  customerNumber: '1000234567',
  privacy: true,
  score: TOKEN,
}

const stepsOf = (line: ProductLine, path: string[]): MockStep[] => path.map((stepId) => stepOf(line, stepId) as MockStep)
const fieldNames = (step: MockStep) => ('fields' in step ? step.fields.flatMap((field) => ('name' in field ? [field.name] : [])) : [])

/** The answers of one path: each choice that leads along it, each form field filled in. */
function answersOf(line: ProductLine, path: string[]): ProcessValue[] {
  return stepsOf(line, path).flatMap((step, index): ProcessValue[] => {
    if (step.type === 'iconButton' || step.type === 'button') {
      const choice = step.choices.find((offered) => offered.nextStepId === path[index + 1] && (index > 0 || offered.id === line))
      return choice ? [{ fieldName: step.fieldName, selectedFieldId: choice.id }] : []
    }
    return fieldNames(step).map((fieldName) => ({ fieldName, value: FILLED[fieldName] ?? '' }))
  })
}

/** A line's path through «Produktberatung»: the line's own details form. */
const advicePath = (line: ProductLine) => linePaths(line).find((path) => path.includes('details')) as string[]

describe('GET /api/contact-manager/process', () => {
  it('answers the process with its first step', async () => {
    const { status, body } = await call('process')
    expect(status).toBe(200)
    expect(body.data).toEqual({ communicationProcess: { processId: 'kontakt-b2b', title: 'Wie können wir Ihnen helfen?', firstStepId: 'produktlinie' } })
    expect(processCheck.parse(body.data).ok).toBe(true)
  })

  it('fails as a fault says (faults.ts), then answers again', async () => {
    injectFault({ method: 'GET', path: '/api/contact-manager/process', status: 503 })
    expect((await call('process')).status).toBe(503)
    expect((await call('process')).status).toBe(200)
  })
})

describe('GET /api/contact-manager/process-step', () => {
  it('answers the first step without a product line: the three lines, each with a content icon', async () => {
    const { status, body } = await askStep('produktlinie')
    expect(status).toBe(200)
    const checked = stepCheck.parse(body.data)
    if (!checked.ok) throw new Error(checked.problems.join('\n'))
    const { step } = checked.value
    expect(step).toMatchObject({ type: 'iconButton', title: 'Für welchen Bereich?', fieldName: 'productLine' })
    if (step.type !== 'iconButton') throw new Error('expected an iconButton step')
    expect(step.choices.map(({ id, label, icon }) => [id, label, icon])).toEqual([
      ['fahrzeuge', 'Fahrzeuge und Motoren', 'truck'],
      ['industrie', 'Industrie und Fertigung', 'factory'],
      ['landwirtschaft', 'Landwirtschaft und Forst', 'leaf'],
    ])
  })

  it('answers every step of every line as api/contact-manager.ts reads it, nothing dropped', async () => {
    for (const line of PRODUCT_LINES) {
      for (const [stepId, written] of LINE_STEPS[line]) {
        const { status, body } = await askStep(stepId, line)
        expect(status, `${line}/${stepId}`).toBe(200)
        const checked = stepCheck.parse(body.data)
        if (!checked.ok) throw new Error(`${line}/${stepId}: ${checked.problems.join('; ')}`)
        const { step } = checked.value
        expect(step.stepId).toBe(stepId)
        expect(step.type).toBe(written.type)
        if ('fields' in step && 'fields' in written) expect(step.fields).toHaveLength(written.fields.length)
        if ('choices' in step && 'choices' in written) {
          expect(step.choices).toHaveLength(written.choices.length)
          for (const choice of step.choices) if (choice.icon !== undefined) expect(CONTENT_ICON_NAMES).toContain(choice.icon)
        }
        // Swiss German: no ß.
        expect(JSON.stringify(body.data)).not.toContain('ß')
      }
    }
  })

  it('answers each line its own details form', async () => {
    const details = async (line: ProductLine) => {
      const checked = stepCheck.parse((await askStep('details', line)).body.data)
      return checked.ok && checked.value.step.type === 'formConfig' ? checked.value.step : null
    }
    expect((await details('fahrzeuge'))?.title).toBe('Ihr Fahrzeug')
    const industry = await details('industrie')
    expect(industry?.fields.find((field) => 'name' in field && field.name === 'oilVolume')).toMatchObject({ type: 'number', required: true, constraints: [{ kind: 'Range', min: 1, max: 50000 }] })
    const farm = await details('landwirtschaft')
    expect(farm?.fields.find((field) => 'name' in field && field.name === 'machineType')).toMatchObject({ type: 'radio', required: true })
    expect(farm?.fields.find((field) => 'name' in field && field.name === 'workingHours')).toMatchObject({ type: 'number', label: 'Betriebsstunden pro Jahr' })
  })

  it('answers 404 for an unknown process or step, 400 without the product line, 404 for an unknown line or a step not on it', async () => {
    const unknownProcess = await askStep('produktlinie', undefined, 'kontakt-b2c')
    expect(unknownProcess).toEqual({ status: 404, body: { messages: [{ type: 'error', message: 'Diesen Kontaktprozess gibt es nicht (mehr).' }] } })
    expect((await askStep('gibt-es-nicht', 'fahrzeuge')).status).toBe(404)
    expect((await askStep('constructor', 'fahrzeuge')).status).toBe(404)
    expect(await askStep('anliegen')).toEqual({ status: 400, body: { messages: [{ type: 'error', message: NO_PRODUCT_LINE }] } })
    expect((await askStep('anliegen', 'schifffahrt')).status).toBe(404)
    expect((await askStep('anliegen', 'constructor')).status).toBe(404)
    // Only industry asks where the lubricant works.
    expect(await askStep('einsatz', 'fahrzeuge')).toEqual({ status: 404, body: { messages: [{ type: 'error', message: 'Diesen Schritt gibt es im Bereich «Fahrzeuge und Motoren» nicht.' }] } })
    expect((await askStep('einsatz', 'industrie')).status).toBe(200)
  })
})

describe('the process’s paths', () => {
  it('leads every line along paths of four to six steps, through all five step types, to the contact details', () => {
    const types = new Set<string>()
    for (const line of PRODUCT_LINES) {
      const paths = linePaths(line)
      expect(paths.length, line).toBeGreaterThanOrEqual(4)
      // Every step the line answers is on one of its paths.
      expect(new Set(paths.flat())).toEqual(new Set(LINE_STEPS[line].keys()))
      for (const path of paths) {
        expect(path.length, path.join(' → ')).toBeGreaterThanOrEqual(4)
        expect(path.length, path.join(' → ')).toBeLessThanOrEqual(6)
        expect(path[0]).toBe('produktlinie')
        expect(path.slice(-2)).toEqual(['ueberblick', 'kontakt'])
        const steps = stepsOf(line, path)
        for (const step of steps) types.add(step.type)
        // Each answer has its own name on a path: the submit sends them side by side.
        const names = steps.flatMap((step) => ('fieldName' in step ? [step.fieldName] : fieldNames(step)))
        expect(new Set(names).size, path.join(' → ')).toBe(names.length)
      }
    }
    expect([...types].sort()).toEqual(['Overview', 'button', 'formConfig', 'formSubmit', 'iconButton'])
  })

  it('takes «Dokumente und Zertifikate» straight to the overview', () => {
    expect(linePaths('fahrzeuge')).toContainEqual(['produktlinie', 'anliegen', 'ueberblick', 'kontakt'])
    expect(linePaths('industrie')).toContainEqual(['produktlinie', 'einsatz', 'anliegen', 'ueberblick', 'kontakt'])
  })
})

describe('POST /api/contact-manager/submit', () => {
  it('takes a full submit of each line, with a reference counting up and the confirmation as redirect', async () => {
    const references: string[] = []
    for (const line of PRODUCT_LINES) {
      const { status, body } = await submit({ processId: CONTACT_PROCESS_ID, productLine: line, values: answersOf(line, advicePath(line)) })
      expect(status, line).toBe(200)
      const { reference } = body.data as { reference: string }
      expect(body.redirectUrl).toBe(`/service/faq/bestaetigung?referenz=${reference}`)
      expect(body.redirectUrl).toBe(confirmationUrl(reference))
      references.push(reference)
    }
    expect(references).toEqual(['KM-2026-00042', 'KM-2026-00043', 'KM-2026-00044'])
  })

  it('takes every path of every line filled in as the browser allows', async () => {
    for (const line of PRODUCT_LINES) {
      for (const path of linePaths(line)) {
        const { status } = await submit({ processId: CONTACT_PROCESS_ID, productLine: line, values: answersOf(line, path) })
        expect(status, path.join(' → ')).toBe(200)
      }
    }
  })

  it('answers a missing choice at its field, and checks the contact details all the same', async () => {
    const values = answersOf('industrie', advicePath('industrie')).filter((answer) => answer.fieldName !== 'application' && answer.fieldName !== 'customerNumber')
    const { status, body } = await submit({ processId: CONTACT_PROCESS_ID, productLine: 'industrie', values: [...values, { fieldName: 'customerNumber', value: '12345' }] })
    expect(status).toBe(422)
    expect(byField(body)).toEqual({
      application: 'Bitte treffen Sie bei «Wo setzen Sie den Schmierstoff ein?» eine Auswahl.',
      customerNumber: '«Kundennummer» muss genau 10 Zeichen lang sein.',
    })
  })

  it('answers a choice its step does not offer, and a line other than the first step’s, at their fields', async () => {
    const values = answersOf('fahrzeuge', advicePath('fahrzeuge')).map((answer) => (answer.fieldName === 'topic' ? { ...answer, selectedFieldId: 'garantie' } : answer))
    const wrong = await submit({ processId: CONTACT_PROCESS_ID, productLine: 'fahrzeuge', values })
    expect(wrong.status).toBe(422)
    expect(byField(wrong.body)).toEqual({ topic: wrongChoice('Worum geht es?') })
    expect(wrongChoice('Worum geht es?')).toBe('Die Auswahl bei «Worum geht es?» gibt es nicht (mehr). Bitte wählen Sie nochmals.')
    const otherLine = await submit({ processId: CONTACT_PROCESS_ID, productLine: 'landwirtschaft', values: answersOf('fahrzeuge', advicePath('fahrzeuge')) })
    expect(otherLine.status).toBe(422)
    expect(byField(otherLine.body)).toEqual({ productLine: wrongChoice('Für welchen Bereich?') })
  })

  it('answers each rule of the forms at its field in the configured forms’ words, and a wrong captcha', async () => {
    const changed: Record<string, string | boolean> = { description: 'Zu kurz', oilVolume: '80000', phone: 'abc', privacy: false, score: 'test-captcha.login.0123456789abcdef' }
    const values = answersOf('industrie', advicePath('industrie')).map((answer) => (answer.fieldName in changed ? { ...answer, value: changed[answer.fieldName] } : answer))
    const { status, body } = await submit({ processId: CONTACT_PROCESS_ID, productLine: 'industrie', values })
    expect(status).toBe(422)
    expect(byField(body)).toEqual({
      description: 'Bitte beschreiben Sie Ihr Anliegen mit mindestens 20 Zeichen.',
      oilVolume: "«Ölfüllmenge in Litern» muss zwischen 1 und 50'000 liegen.",
      phone: 'Bitte geben Sie eine Telefonnummer an, etwa +41 52 208 30 00.',
      privacy: 'Bitte bestätigen Sie: «Ich bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage gespeichert werden.»',
      score: CAPTCHA_MESSAGE,
    })
  })

  it('answers 400 for a body that is no process submit, 404 for an unknown process', async () => {
    expect((await call('submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'not json' })).status).toBe(400)
    expect((await submit({ processId: CONTACT_PROCESS_ID, productLine: 'fahrzeuge', values: [{ selectedFieldId: 'fahrzeuge' }] })).status).toBe(400)
    expect((await submit({ processId: 'kontakt-b2c', productLine: 'fahrzeuge', values: answersOf('fahrzeuge', advicePath('fahrzeuge')) })).status).toBe(404)
  })
})
