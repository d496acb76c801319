import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { RichText } from './rich-text'

/** spec 2 §2.10, §5: rich text widths. */
export const RICH_TEXT_WIDTHS = ['default', '66', '50', '33'] as const

const table = `<h3>Technische Daten</h3>
<table><thead><tr><th scope="col">Kennwert</th><th scope="col">Wert</th><th scope="col">Norm</th></tr></thead>
<tbody><tr><td>Dichte bei 15 °C</td><td>0.852 g/cm³</td><td>DIN 51757</td></tr>
<tr><td>Viskosität bei 40 °C</td><td>68.4 mm²/s</td><td>DIN 51562</td></tr></tbody></table>`

const props = v.object({
  html: v.pipe(v.string(), v.maxLength(200_000), v.description('HTML aus dem CMS; wird vor dem Anzeigen mit DOMPurify bereinigt.')),
  width: v.optional(
    v.pipe(v.picklist(RICH_TEXT_WIDTHS), v.description('Anteil an der Inhaltsspalte ab 1024 px; auf dem Telefon volle Breite.')),
    'default',
  ),
})

/** Props of the rich-text widget: what its component receives, checked and with defaults. */
export type RichTextProps = PropsOf<typeof props>

export default defineWidget({
  description: 'Formatierter Text aus dem CMS, bereinigt: keine Skripte, Formulare oder Styles (Dokument 2 §2.10).',
  props,
  component: RichText,
  examples: {
    paragraph: {
      html: '<p>Unsere <strong>vollsynthetischen Motorenöle</strong> schützen moderne Benzin- und Dieselmotoren. Mehr im <a href="/oelfinder">Ölfinder</a>.</p>',
    },
    table: { html: table, width: '66' },
    narrow: { html: '<p>Kühlerschutz bis −38 °C, silikat- und nitritfrei.</p>', width: '33' },
  },
  budgetKb: 14,
})
