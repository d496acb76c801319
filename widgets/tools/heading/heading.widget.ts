import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { Heading } from './heading'

const props = v.object({
  text: v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(300), v.description('Der Text der Überschrift, reiner Text ohne HTML.')),
  level: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6), v.description('Gliederungsstufe 1 bis 6; der Seitentitel des CMS ist Stufe 1.')),
    2,
  ),
  anchor: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z][\w-]*$/, 'must start with a letter and hold only letters, digits, - and _'),
      v.maxLength(100),
      v.description('Id für Sprunglinks (#anker): ein Buchstabe, dann Buchstaben, Ziffern, - und _.'),
    ),
  ),
})

/** Props of the heading widget: what its component receives, checked and with defaults. */
export type HeadingProps = PropsOf<typeof props>

export default defineWidget({
  description: 'Überschrift der Stufe 1 bis 6, optional mit Sprungmarke für Links innerhalb der Seite (Dokument 2 §2.10).',
  props,
  component: Heading,
  examples: {
    section: { text: 'Motorenöle für jede Anforderung' },
    subsection: { text: 'Leichtlauföle für Personenwagen', level: 3, anchor: 'leichtlaufoele' },
  },
  budgetKb: 2,
})
