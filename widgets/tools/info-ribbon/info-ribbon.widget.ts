import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { InfoRibbon } from './info-ribbon'
import { RIBBON_TEXT_MAX_LENGTH } from './ribbon-text'

const props = v.object({
  text: v.optional(
    v.pipe(
      v.string(),
      v.regex(/\S/, 'must not be blank'),
      v.maxLength(RIBBON_TEXT_MAX_LENGTH),
      v.description('Text des Hinweises, reiner Text; ohne Angabe der Hinweis der Sitzung (session.infoRibbon).'),
    ),
  ),
  link: v.optional(
    v.pipe(
      v.object({
        href: v.pipe(v.string(), v.maxLength(2000)),
        text: v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(100)),
      }),
      v.description('Optionaler Link nach dem Text, z. B. zu den Details (href, text).'),
    ),
  ),
})

/** Props of the info-ribbon widget: what its component receives, checked and with defaults. */
export type InfoRibbonProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Hinweisband über der Kopfzeile mit dem Hinweis der Sitzung; ein Klick blendet es aus, und es bleibt für diesen Text ausgeblendet, auch auf späteren Seiten (Dokument 2 §2.4).',
  props,
  component: InfoRibbon,
  examples: {
    shortNotice: { text: 'Ab 1. März liefern wir Fässer zu 208 l auch an Privatkunden.' },
    withLink: {
      text: 'Über die Feiertage bleibt unser Lager vom 24. Dezember bis 2. Januar geschlossen.',
      link: { href: '/kontakt', text: 'Öffnungszeiten' },
    },
  },
  budgetKb: 2.5,
})
