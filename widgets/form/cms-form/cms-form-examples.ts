import type { FormFieldInput } from '@/api/form-config'

// The forms of the block catalogue and of the simulated CMS's pages; the mock server checks what arrives against the
// same configurations (test/mocks/handlers/forms.ts), as a real server checks against its own.

/** Where the demo's forms are sent: the mock server's form post path, one per form. */
export const formAction = (formId: string) => `/api/forms/${formId}`

/** The contact form: every field type of spec 2 §5 and every constraint kind at least once. */
export const CONTACT_FORM: FormFieldInput[] = [
  { type: 'hidden', name: 'source', value: 'kontakt' },
  { type: 'subheader', label: 'Ihr Anliegen' },
  {
    type: 'radio',
    name: 'topic',
    label: 'Worum geht es?',
    required: true,
    options: [
      { value: 'product', label: 'Eine Frage zu einem Produkt' },
      { value: 'order', label: 'Eine Bestellung oder Lieferung' },
      { value: 'other', label: 'Etwas anderes' },
    ],
  },
  {
    type: 'checkboxes',
    name: 'areas',
    label: 'Welche Einsatzgebiete betrifft es?',
    options: [
      { value: 'auto', label: 'Fahrzeuge' },
      { value: 'industry', label: 'Industrie' },
      { value: 'agriculture', label: 'Landwirtschaft' },
    ],
  },
  {
    type: 'textarea',
    name: 'message',
    label: 'Ihre Nachricht',
    required: true,
    constraints: [{ kind: 'Length', min: 20, max: 2000, minMessage: 'Bitte beschreiben Sie Ihr Anliegen mit mindestens {{ limit }} Zeichen.' }],
  },
  { type: 'subheader', label: 'Ihre Angaben' },
  {
    type: 'select.single',
    name: 'salutation',
    label: 'Anrede',
    placeholder: false,
    options: [
      { value: 'none', label: 'Keine Angabe' },
      { value: 'ms', label: 'Frau' },
      { value: 'mr', label: 'Herr' },
    ],
  },
  { type: 'text', name: 'name', label: 'Vor- und Nachname', required: true, autocomplete: 'name', constraints: [{ kind: 'MinLength', limit: 2 }, { kind: 'MaxLength', limit: 80 }] },
  { type: 'text', name: 'company', label: 'Firma', autocomplete: 'organization', maxLength: 80 },
  { type: 'email', name: 'email', label: 'E-Mail', required: true, autocomplete: 'email' },
  { type: 'email', name: 'emailRepeat', label: 'E-Mail wiederholen', required: true, autocomplete: 'email', constraints: [{ kind: 'IdenticalTo', field: 'email' }] },
  {
    type: 'tel',
    name: 'phone',
    label: 'Telefon',
    help: 'Für Rückfragen, etwa +41 52 208 30 00',
    autocomplete: 'tel',
    constraints: [{ kind: 'Regex', pattern: '^\\+?[0-9 ()/.-]{6,30}$', message: 'Bitte geben Sie eine Telefonnummer an, etwa +41 52 208 30 00.' }],
  },
  { type: 'text', name: 'postalCode', label: 'Postleitzahl', autocomplete: 'postal-code', constraints: [{ kind: 'Length', min: 4, max: 4 }] },
  { type: 'number', name: 'quantity', label: 'Ungefährer Bedarf in Litern pro Jahr', constraints: [{ kind: 'Range', min: 1, max: 100000 }] },
  { type: 'date', name: 'callback', label: 'Rückruf erwünscht am', constraints: [{ kind: 'Range', min: '2026-01-01', max: '2027-12-31' }] },
  { type: 'password', name: 'customerCode', label: 'Kundencode', help: 'Steht auf Ihrer Rechnung; nur für bestehende Kunden.', maxLength: 12 },
  {
    type: 'file',
    name: 'attachments',
    label: 'Anhänge',
    help: 'Fotos oder Datenblätter',
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    maxSize: 5 * 1024 * 1024,
    multiple: true,
    maxFiles: 3,
  },
  { type: 'checkbox', name: 'privacy', label: 'Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden.', required: true },
  { type: 'score', name: 'score' },
  { type: 'button.submit', label: 'Nachricht senden' },
]

/** A job application (spec 1 §5: documents as PDF, at most 10 MB each). */
export const JOB_APPLICATION_FORM: FormFieldInput[] = [
  { type: 'subheader', label: 'Angaben zur Person' },
  { type: 'text', name: 'firstName', label: 'Vorname', required: true, autocomplete: 'given-name', maxLength: 60 },
  { type: 'text', name: 'lastName', label: 'Nachname', required: true, autocomplete: 'family-name', maxLength: 60 },
  { type: 'email', name: 'email', label: 'E-Mail', required: true, autocomplete: 'email' },
  { type: 'tel', name: 'phone', label: 'Telefon', autocomplete: 'tel', maxLength: 30 },
  { type: 'date', name: 'start', label: 'Frühester Eintritt' },
  { type: 'textarea', name: 'message', label: 'Ihre Nachricht an uns', constraints: [{ kind: 'MaxLength', limit: 3000 }] },
  { type: 'subheader', label: 'Unterlagen' },
  {
    type: 'file',
    name: 'documents',
    label: 'Lebenslauf, Zeugnisse und Diplome',
    required: true,
    accept: ['application/pdf', '.pdf'],
    maxSize: 10 * 1024 * 1024,
    multiple: true,
    maxFiles: 5,
  },
  { type: 'checkbox', name: 'privacy', label: 'Ich bin einverstanden, dass meine Unterlagen für diese Bewerbung gespeichert werden.', required: true },
  { type: 'score', name: 'score' },
  { type: 'button.submit', label: 'Bewerbung senden' },
]

/** An event registration: a fair visit with the number of people. */
export const EVENT_REGISTRATION_FORM: FormFieldInput[] = [
  {
    type: 'select.single',
    name: 'day',
    label: 'Besuchstag',
    required: true,
    placeholder: 'Bitte wählen Sie einen Tag',
    options: [
      { value: '2027-03-09', label: 'Dienstag, 9. März 2027' },
      { value: '2027-03-10', label: 'Mittwoch, 10. März 2027' },
      { value: '2027-03-11', label: 'Donnerstag, 11. März 2027' },
    ],
  },
  { type: 'number', name: 'people', label: 'Anzahl Personen', required: true, value: '1', constraints: [{ kind: 'Range', min: 1, max: 8 }] },
  { type: 'text', name: 'name', label: 'Vor- und Nachname', required: true, autocomplete: 'name', maxLength: 80 },
  { type: 'text', name: 'company', label: 'Firma', required: true, autocomplete: 'organization', maxLength: 80 },
  { type: 'email', name: 'email', label: 'E-Mail', required: true, autocomplete: 'email' },
  { type: 'checkbox', name: 'newsletter', label: 'Ich möchte den Newsletter erhalten.' },
  { type: 'button.submit', label: 'Anmelden' },
]
