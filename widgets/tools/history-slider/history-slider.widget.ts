import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { blockImage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { HistorySlider } from './history-slider'

/** spec 2 §3 history block: id, title, year, text, image. */
const historyBlock = v.object({
  id: v.optional(blockText(100, 'Die Kennung des Eintrags im CMS.')),
  year: blockText(20, 'Das Jahr (oder die Zeit) des Ereignisses, etwa 1924.'),
  title: blockText(120, 'Was geschah, als Überschrift der Folie.'),
  text: blockText(600, 'Ein, zwei Sätze dazu.'),
  image: v.optional(v.pipe(blockImage, v.description('Ein Bild dazu, in 3:2 zugeschnitten.'))),
})

const props = v.object({
  title: v.optional(blockText(120, 'Überschrift über dem Slider; zugleich sein Name für Screenreader (ohne: «Unsere Geschichte»).')),
  items: v.pipe(v.array(historyBlock), v.minLength(1), v.maxLength(40), v.description('Die Stationen der Geschichte, in ihrer Reihenfolge.')),
  loading: imageLoading,
})

/** Props of the history slider: what its component receives, checked and with defaults. */
export type HistorySliderProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const HISTORY_SLIDER_EXAMPLES = {
  // From the founding to today, with pictures.
  since1924: {
    title: 'Seit 1924 in Winterthur',
    items: [
      { id: 'gruendung', year: '1924', title: 'Gründung als Ölhandel', text: 'Emil Brunner beliefert die Textilfabriken und Giessereien der Region mit Maschinenöl aus Fässern, ausgeliefert mit Pferd und Wagen.', image: examplePicture('lager', 'Fässer im Lager', 640) },
      { id: 'mischwerk', year: '1951', title: 'Das erste eigene Mischwerk', text: 'Statt nur zu handeln, mischen wir unsere Öle selbst: Motorenöle für die ersten Traktoren und Lastwagen im Land.', image: examplePicture('traktor', 'Ein blauer Traktor auf einem gepflügten Feld vor den Alpen', 640) },
      { id: 'labor', year: '1978', title: 'Ein Labor für jede Charge', text: 'Unser Labor prüft seither jede Charge auf Viskosität, Flammpunkt und Reinheit, bevor sie das Werk verlässt.', image: examplePicture('labor', 'Ein Labor mit Kolben, Viskosimeter und einer Ölprobe', 640) },
      { id: 'werk', year: '2009', title: 'Das neue Werk', text: 'Mit 38 Tanks, 12 Mischkesseln und einer Abfüllung für 40 000 Gebinde am Tag ziehen wir an den Stadtrand.', image: examplePicture('werk', 'Das Werk mit Tanklager, Produktionshalle und Bürogebäude vor den Alpen', 640) },
      { id: 'nachhaltigkeit', year: '2023', title: 'Auf dem Weg zu netto null', text: 'Strom vom eigenen Dach, biologisch abbaubare Hydrauliköle und bis 2030 die Hälfte der Lieferungen auf der Schiene.', image: examplePicture('windpark', 'Windräder und Solaranlagen auf grünen Hügeln', 540) },
    ],
  },
  // The longest realistic texts, without pictures and without a title of the block.
  longest: {
    items: [
      { year: '1924', title: 'Gründung als Ölhandel in der Winterthurer Altstadt durch Emil und Rosa Brunner', text: 'Mit einem Fuhrwerk, zwei Pferden und einem gemieteten Keller beliefern die beiden die Textilfabriken, Giessereien und Maschinenbauer der Region mit Maschinen-, Spindel- und Zylinderöl aus Fässern und holen das Altöl wieder ab.' },
      { year: '1939–1945', title: 'Kriegsjahre mit rationiertem Grundöl', text: 'Grundöl ist knapp: Wir bereiten Altöl auf und halten damit die Maschinen unserer Kunden am Laufen.' },
      { year: '1951', title: 'Das erste eigene Mischwerk', text: 'Statt nur zu handeln, mischen wir unsere Öle selbst.' },
      { year: '1978', title: 'Ein Labor für jede Charge', text: 'Unser Labor prüft seither jede Charge.' },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Geschichts-Slider (Dokument 2 §2.10, §3, §4): Stationen mit Jahr, Titel, Text und Bild; 1 Folie, ab 480 px 2, ab 768 px 3 nebeneinander, endlos, wechselt alle 5 Sekunden (mit Pausenknopf; nie bei «Bewegung reduzieren», unter der Maus oder mit dem Fokus im Slider).',
  props,
  component: HistorySlider,
  examples: HISTORY_SLIDER_EXAMPLES,
  // The slider, the picture and the image schema: 6.3 KB measured; Swiper is a chunk of its own, loaded after mount.
  budgetKb: 7,
})
