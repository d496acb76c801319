import { section } from '../html'
import { demoImage, demoVideo } from '../media/index'
import { translator } from '../texts'
import { blockMarker } from '../widget-markup'
import type { PageDefinition } from './types'

// The page's own content (the simulated CMS never loads a widget's code), German like the CMS's editors write it.
const image = (name: string, caption: string) => ({ kind: 'image' as const, image: { ...demoImage(name), caption } })

const gallery = {
  items: [
    image('werk', 'Unser Werk in Winterthur: 38 Tanks, 12 Mischkessel und eine Abfüllung für 40 000 Gebinde am Tag.'),
    { kind: 'video' as const, id: 'oelwechsel', ...demoVideo(), title: 'Ölwechsel in vier Schritten' },
    image('labor', 'Im Labor prüfen wir jede Charge auf Viskosität, Flammpunkt und Reinheit.'),
    { kind: 'embed' as const, id: 'werk-film', youtubeId: 'M7lc1UVf-VE', title: 'Ein Tag im Werk Winterthur', poster: demoImage('werk') },
    image('lager', 'Im Hochregallager warten 6000 Paletten auf ihre Tour.'),
    image('kanister', 'Synth 5W-30, unser meistverkauftes Motorenöl, im 5-Liter-Kanister.'),
    image('werkstatt', 'Für Werkstätten: Fassware, Schmierplan und Beratung aus einer Hand.'),
    image('team', 'Rund 240 Mitarbeitende in Winterthur, Lausanne, Mannheim und Linz.'),
  ],
}

const history = {
  title: 'Seit 1924 in Winterthur',
  items: [
    { id: 'gruendung', year: '1924', title: 'Gründung als Ölhandel', text: 'Emil und Rosa Brunner beliefern die Textilfabriken und Giessereien der Region mit Maschinenöl aus Fässern.', image: demoImage('lager') },
    { id: 'mischwerk', year: '1951', title: 'Das erste eigene Mischwerk', text: 'Statt nur zu handeln, mischen wir unsere Öle selbst: Motorenöle für die ersten Traktoren im Land.', image: demoImage('traktor') },
    { id: 'labor', year: '1978', title: 'Ein Labor für jede Charge', text: 'Seither verlässt keine Charge das Werk, bevor unser Labor sie gemessen hat.', image: demoImage('labor') },
    { id: 'rennsport', year: '1994', title: 'Öl für den Rennsport', text: 'Unsere Teams fahren Motocross und Langstrecke: Was dort hält, kommt in die Serie.', image: demoImage('motorrad') },
    { id: 'werk', year: '2009', title: 'Das neue Werk', text: 'Tanklager, Mischwerk und Abfüllung ziehen unter ein Dach an den Stadtrand.', image: demoImage('werk') },
    { id: 'nachhaltigkeit', year: '2023', title: 'Auf dem Weg zu netto null', text: 'Strom vom eigenen Dach, biologisch abbaubare Hydrauliköle und mehr Lieferungen auf der Schiene.', image: demoImage('windpark') },
  ],
}

const quotes = {
  navigation: 'white' as const,
  items: [
    {
      image: demoImage('werkstatt'),
      text: 'Seit wir Fassware und Schmierplan aus einer Hand beziehen, suchen wir nie mehr das richtige Öl: Es steht beschriftet im Regal.',
      name: 'Marco Bernasconi',
      jobTitle: 'Werkstattleiter, Garage Bernasconi AG, Bellinzona',
    },
    {
      image: demoImage('traktor'),
      text: 'Das biologisch abbaubare Hydrauliköl läuft in allen unseren Maschinen, auch im Winter.',
      name: 'Ruedi Schenk',
      jobTitle: 'Landwirt, Hof Schenk, Emmental',
    },
    { image: demoImage('labor'), text: 'Keine Charge verlässt das Werk, bevor wir sie gemessen haben. Darauf bin ich stolz.', name: 'Sandra Meier', jobTitle: 'Leiterin Qualitätslabor' },
  ],
}

/** tools/gallery-slider, tools/history-slider and tools/quote-slider (spec 2 §2.10, §4): the content blocks' sliders. */
export const slidersPage: PageDefinition = {
  path: '/slider',
  title: { de: 'Slider', fr: 'Carrousels', it: 'Slider', en: 'Sliders' },
  description: {
    de: 'tools/gallery-slider, tools/history-slider, tools/quote-slider: Galerie mit Bildern und Videos, Geschichte mit Autoplay und Zitate.',
    fr: 'tools/gallery-slider, tools/history-slider, tools/quote-slider\u00a0: galerie d’images et de vidéos, histoire en lecture automatique et citations.',
    it: 'tools/gallery-slider, tools/history-slider, tools/quote-slider: galleria di immagini e video, storia in riproduzione automatica e citazioni.',
    en: 'tools/gallery-slider, tools/history-slider, tools/quote-slider: a gallery of pictures and videos, the history playing by itself, and quotes.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    return (
      section(t({ de: 'Galerie: Bilder und Videos', fr: 'Galerie\u00a0: images et vidéos', it: 'Galleria: immagini e video', en: 'Gallery: pictures and videos' }), blockMarker('tools/gallery-slider', gallery, context.locale, { hydrate: 'load' })) +
      section(t({ de: 'Geschichte', fr: 'Histoire', it: 'Storia', en: 'History' }), blockMarker('tools/history-slider', history, context.locale)) +
      section(t({ de: 'Zitate', fr: 'Citations', it: 'Citazioni', en: 'Quotes' }), blockMarker('tools/quote-slider', quotes, context.locale))
    )
  },
}
