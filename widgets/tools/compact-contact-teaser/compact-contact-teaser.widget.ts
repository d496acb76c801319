import * as v from 'valibot'
import { BUTTON_COMPLETE, contactTeaserEntries, isButtonComplete } from '@/src/ui/contact-teaser/contact-teaser-props'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { CompactContactTeaser } from './compact-contact-teaser'

// The same fields as the contact teaser (spec 2 §3); a portrait needs no phone's cut nor a landscape layout.
const props = v.pipe(v.omit(v.object(contactTeaserEntries), ['mobileImage', 'isLandscape']), v.check((teaser) => isButtonComplete(teaser), BUTTON_COMPLETE))

/** Props of the compact contact teaser: what its component receives, checked and with defaults. */
export type CompactContactTeaserProps = PropsOf<typeof props>

const portrait = (name: string, alt: string) => ({
  fallback: `/media/${name}-480.jpg`,
  srcset: `/media/${name}-480.jpg 480w, /media/${name}-960.jpg 960w`,
  alt,
  width: 480,
  height: 320,
})

/** The catalogue's examples, also the tests' props. */
export const COMPACT_CONTACT_TEASER_EXAMPLES = {
  sales: {
    title: 'Ihr Kundendienst',
    teaserContent: 'Bestellungen, Lieferungen und Rechnungen.',
    phoneLink: { value: '+41 52 208 30 10', label: '052 208 30 10' },
    image: portrait('team', 'Das Team des Kundendienstes'),
  },
  // The longest realistic texts, without a picture, with a button and the footer text.
  longest: {
    title: 'Notfall-Hotline für Hydraulik und Getriebe in der Landwirtschaft',
    level: 3,
    teaserContent: ['Ölverlust oder Überhitzung während der Ernte', 'Falsches Öl nachgefüllt', 'Fragen zur Ölanalyse'],
    phoneLink: { value: '+41 52 208 30 99', label: 'Notfall: 052 208 30 99' },
    buttonText: 'Rückruf anfordern',
    link: { href: '/service/technische-beratung' },
    footerText: 'Von Juni bis Oktober auch samstags von 8.00 bis 12.00 Uhr erreichbar.',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Kompakter Kontakt-Teaser: rundes Bild neben Titel, Text oder Liste, Telefonnummer, Knopf und Fusstext (Dokument 2 §2.10, §3).',
  props,
  component: CompactContactTeaser,
  examples: COMPACT_CONTACT_TEASER_EXAMPLES,
  budgetKb: 7,
})
