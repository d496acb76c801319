import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { EXAMPLE_VIDEO_POSTER, examplePicture } from '@/src/widget/example-picture'
import { GallerySlider } from './gallery-slider'
import { galleryItem } from './gallery-item'

const props = v.object({
  title: v.optional(blockText(120, 'Überschrift über der Galerie; zugleich ihr Name für Screenreader (ohne: «Galerie»).')),
  items: v.pipe(
    v.array(galleryItem),
    v.minLength(1),
    v.maxLength(30),
    v.description('Die Folien, 1 bis 30: Bilder (type image), eigene Videos (type video) und YouTube-Videos (type embed); mehr als 7 zeigen verkleinerte Punkte.'),
  ),
  autoplay: v.optional(
    v.pipe(v.boolean(), v.description('Wechselt alle 3 Sekunden zur nächsten Folie, mit Knopf zum Anhalten; nie bei «Bewegung reduzieren», unter der Maus oder mit dem Fokus im Slider (Dokument 2 §4).')),
    false,
  ),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the gallery slider: what its component receives, checked and with defaults. */
export type GallerySliderProps = PropsOf<typeof props>

const picture = (name: string, alt: string, caption: string, height = 640) => ({ kind: 'image' as const, image: { ...examplePicture(name, alt, height), caption } })
const oilChange = { kind: 'video' as const, id: 'oelwechsel', src: '/media/oelwechsel.webm', type: 'video/webm' as const, title: 'Ölwechsel in vier Schritten', poster: EXAMPLE_VIDEO_POSTER, width: 960, height: 540 }

/** The catalogue's examples, also the tests' props. */
export const GALLERY_SLIDER_EXAMPLES = {
  // A tour of the plant: pictures, our own film and one on YouTube.
  plantTour: {
    items: [
      picture('werk', 'Das Werk mit Tanklager, Produktionshalle und Bürogebäude vor den Alpen', 'Unser Werk in Winterthur: 38 Tanks und 12 Mischkessel.'),
      oilChange,
      picture('labor', 'Eine Laborantin prüft eine Ölprobe am Viskosimeter', 'Im Labor prüfen wir jede Charge, bevor sie das Werk verlässt.'),
      { kind: 'embed', id: 'werk-film', youtubeId: 'M7lc1UVf-VE', title: 'Ein Tag im Werk Winterthur', poster: examplePicture('werk', 'Das Werk in Winterthur mit Tanklager und Abfüllhalle', 640) },
    ],
  },
  // The longest: nine slides (the bullets shrink around the active one), autoplay with its pause button, long captions.
  longest: {
    title: 'Ein Rundgang durch Werk, Labor und Lager',
    autoplay: true,
    items: [
      picture('werk', 'Das Werk mit Tanklager, Produktionshalle und Bürogebäude vor den Alpen', 'Seit 1924 in Winterthur: Aus dem Ölhandel der Gründerfamilie wurde ein Werk mit 38 Tanks, 12 Mischkesseln und einer Abfüllung für 40 000 Gebinde am Tag.'),
      picture('labor', 'Eine Laborantin prüft eine Ölprobe am Viskosimeter', 'Viskosität bei 40 und 100 °C, Flammpunkt, Wassergehalt und Partikelzahl: Erst wenn alle Werte im Band liegen, gibt das Labor eine Charge frei.'),
      picture('lager', 'Lagerhalle mit blauen Fässern und Containern in Regalen und einem Gabelstapler', 'Im Hochregallager warten 6000 Paletten auf ihre Tour zu Werkstätten, Landwirtschaft und Industrie.'),
      oilChange,
      picture('kanister', 'Ein 5-Liter-Kanister Motorenöl Synth 5W-30', 'Unser meistverkauftes Produkt: Synth 5W-30 im 5-Liter-Kanister mit Ausgiesser.'),
      picture('werkstatt', 'Ein Auto auf der Hebebühne beim Ölwechsel', 'Für Werkstätten: Fassware, Schmierplan und technische Beratung aus einer Hand.'),
      picture('traktor', 'Ein blauer Traktor auf einem gepflügten Feld vor den Alpen', 'Hydrauliköle und Universal-Traktorenöle für die Landwirtschaft, auch biologisch abbaubar.'),
      { kind: 'embed', youtubeId: 'dQw4w9WgXcQ', title: 'Viskosität, Additive, Freigaben: Wie unser Labor ein neues Motorenöl prüft, bevor es in Flasche, Kanister und Fass geht' },
      picture('team', 'Vier Mitarbeitende in Schutzhelm und Overall, Laborkittel, Warnweste und Jacke', 'Rund 240 Mitarbeitende in Winterthur, Lausanne, Mannheim und Linz.'),
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Galerie-Slider (Dokument 2 §2.10, §4): Bilder, eigene Videos und YouTube-Videos in 16:9, mit Zähler und Bildunterschrift; ein Video spielt nur auf der sichtbaren Folie. Tempo und Punkte nach dem allgemeinen Slider, Autoplay (3 s) mit Pausenknopf wählbar.',
  props,
  component: GallerySlider,
  examples: GALLERY_SLIDER_EXAMPLES,
  // The slider, the picture, our video player, the embed facade and their schemas: 9.7 KB measured; Swiper is a
  // chunk of its own (src/ui/slider/attach-swiper.ts), loaded only for several slides.
  budgetKb: 11,
})
