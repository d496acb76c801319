import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ErrorBlock } from './error-block'

const props = v.object({
  title: blockText(200, 'Was geschehen ist, z. B. «Seite nicht gefunden».'),
  subtitle: v.optional(blockText(400, 'Ein Satz darunter: warum, und was die Besucherin jetzt tun kann.')),
  level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3), v.description('Gliederungsstufe des Titels; 1 auf der Fehlerseite, wo er die Seite benennt.')), 1),
})

/** Props of the error block: what its component receives, checked and with defaults. */
export type ErrorBlockProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const ERROR_BLOCK_EXAMPLES = {
  notFound: { title: 'Seite nicht gefunden', subtitle: 'Die Adresse ist veraltet oder falsch geschrieben. Über die Suche oder die Navigation finden Sie weiter.', level: 2 },
  // The longest realistic texts.
  longest: {
    title: 'Der Webshop ist wegen Wartungsarbeiten an der Auftragsabwicklung vorübergehend nicht erreichbar',
    subtitle:
      'Wir stellen heute zwischen 22.00 und 23.30 Uhr unser Warenwirtschaftssystem um. Bestellungen, Preise und Lieferdaten sind danach wieder wie gewohnt verfügbar. Dringende Bestellungen nimmt unser Kundendienst telefonisch unter +41 52 208 30 00 entgegen.',
    level: 2,
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Fehlermeldung der Fehlerseite: Titel und Untertitel (Dokument 2 §2.7, §2.10).',
  props,
  component: ErrorBlock,
  examples: ERROR_BLOCK_EXAMPLES,
  budgetKb: 2,
})
