import * as v from 'valibot'
import { formFieldSchema, type FormField } from '@/api/form-config'
import { linesOf } from './answer-lines'

const fields: FormField[] = [
  { type: 'hidden', name: 'source', value: 'faq' },
  { type: 'select.single', name: 'kind', label: 'Fahrzeugart', placeholder: 'Bitte wählen', options: [{ value: 'pkw', label: 'Personenwagen' }] },
  { type: 'checkboxes', name: 'points', label: 'Was soll geschmiert werden?', options: [{ value: 'motor', label: 'Motor' }, { value: 'kette', label: 'Sägekette' }] },
  { type: 'password', name: 'code', label: 'Kundencode' },
  { type: 'text', name: 'company', label: 'Firma' },
  { type: 'checkbox', name: 'privacy', label: 'Einverstanden' },
].map((field) => v.parse(formFieldSchema, field))

describe('linesOf', () => {
  it('words each filled answer by its label: options by their labels, a consent as yes or no, a password hidden', () => {
    const values = { source: 'faq', kind: 'pkw', points: ['motor', 'kette'], code: 'K-4711', company: '', privacy: true }
    expect(linesOf(fields, values, 'Ja', 'Nein')).toEqual([
      { label: 'Fahrzeugart', text: 'Personenwagen' },
      { label: 'Was soll geschmiert werden?', text: 'Motor, Sägekette' },
      { label: 'Kundencode', text: '••••••' },
      { label: 'Einverstanden', text: 'Ja' },
    ])
  })

  it('leaves out what was not filled, an empty password too', () => {
    expect(linesOf(fields, { points: [], code: '', privacy: false }, 'Ja', 'Nein')).toEqual([{ label: 'Einverstanden', text: 'Nein' }])
  })
})
