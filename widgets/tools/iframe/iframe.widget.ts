import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { IframeBlock } from './iframe'

/** The heights an editor picks for the frame, in px: a class each, as the pages' Content Security Policy allows no style attribute. */
export const IFRAME_HEIGHTS = [300, 400, 500, 600, 800] as const

// https only: an http page would be mixed content, and nothing else belongs in a frame.
const HTTPS_URL = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/

const props = v.object({
  src: v.pipe(v.string(), v.regex(HTTPS_URL, 'must be an https:// address'), v.maxLength(ADDRESS_MAX_LENGTH), v.description('Adresse der eingebetteten Seite, nur https://.')),
  title: blockText(120, 'Was der Rahmen zeigt, für Screenreader und über dem Knopf zum Laden (Pflicht).'),
  height: v.optional(v.pipe(v.picklist(IFRAME_HEIGHTS), v.description(`Höhe des Rahmens in Pixeln: ${IFRAME_HEIGHTS.join(', ')}.`)), 500),
})

/** Props of the iframe block: what its component receives, checked and with defaults. */
export type IframeProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const IFRAME_EXAMPLES = {
  calculator: {
    src: 'https://rechner.schmierstoffe.example/oelwechsel',
    title: 'Ölwechsel-Rechner: Menge und Intervall für Ihren Motor',
  },
  // The longest realistic title, the tallest frame.
  longest: {
    src: 'https://www.bafu.admin.ch/bafu/de/home/themen/abfall/abfallwegweiser-a-z/altoel.html',
    title: 'Bundesamt für Umwelt: Wie Altöl, Ölfilter und ölhaltige Abfälle in der Schweiz richtig entsorgt werden',
    height: 800,
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Eine fremde Seite in einem Rahmen (Dokument 2 §2.10): nur https, mit Titel, eingeschränkt (sandbox) und erst nach einem Klick geladen; bis dahin sagt ein Hinweis, wer die Daten erhält, mit einem Link zur Seite.',
  props,
  component: IframeBlock,
  examples: IFRAME_EXAMPLES,
  // The facade with its reachability check (src/ui/embed-facade/), shared with the video embed and the magazine viewer: 3.1 KB measured.
  budgetKb: 4,
})
