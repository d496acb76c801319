import { demoImage } from '../media'
import { section } from '../html'
import { translator } from '../texts'
import { blockMarker } from '../widget-markup'
import type { PageDefinition } from './types'

// The page's own content (the simulated CMS never loads a widget's code): products of the mock catalogue
// (test/mocks/db/catalogue.ts), so an active shop user's price labels resolve. 10-4414 and 40-1126 are on sale.
const packs = (product: string) => ({ ...demoImage('kanister'), alt: `Flasche, Kanister und Fass ${product}` })

const workshop = {
  image: demoImage('werkstatt'),
  hotspots: [
    {
      top: 38,
      left: 61,
      data: [
        {
          type: 'product' as const,
          title: 'Motoröl Synth 5W-30 C3',
          text: '<p>Vollsynthetisches Leichtlauföl für Benzin- und Dieselmotoren mit Partikelfilter, freigegeben nach ACEA C3.</p>',
          image: packs('Motoröl Synth 5W-30 C3'),
          url: '/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-c3',
          productNumber: '10-4414',
          productTags: [
            { type: 'sale' as const, label: 'Aktion' },
            { type: 'bestseller' as const, label: 'Bestseller' },
          ],
        },
      ],
    },
    {
      top: 47,
      left: 45,
      data: [
        {
          type: 'product' as const,
          title: 'Getriebeöl 75W-90 GL-5 Synth',
          text: '<p>Für Schaltgetriebe und Achsen unter hoher Last: scherstabil und mit Freigabe nach API GL-5.</p>',
          image: packs('Getriebeöl 75W-90 GL-5 Synth'),
          url: '/produkte/getriebeoele/fahrzeuggetriebe/schaltgetriebe/getriebeoel-75w-90-gl-5-synth',
          productNumber: '20-2111',
          productTags: [{ type: 'bestseller' as const, label: 'Bestseller' }],
        },
      ],
    },
    {
      top: 48,
      left: 32,
      data: [
        {
          type: 'product' as const,
          title: 'Lithiumfett MP 2',
          text: '<p>Mehrzweckfett für Radlager, Gelenke und Fahrgestell, wasserbeständig von −30 bis +120 °C.</p>',
          image: packs('Lithiumfett MP 2'),
          url: '/produkte/schmierfette/lithium/lithiumfett-mp-2',
          productNumber: '40-1126',
          productTags: [{ type: 'sale' as const, label: 'Aktion' }],
        },
      ],
    },
    {
      top: 73,
      left: 54.5,
      data: [
        {
          type: 'other' as const,
          title: 'Altöl fachgerecht entsorgen',
          text: '<p>Wir holen Altöl ab 200 Litern kostenlos in Ihrer Werkstatt ab und führen es der <strong>Zweitraffination</strong> zu. Leere Gebinde nehmen wir gleich mit.</p>',
          url: '/unternehmen/nachhaltigkeit/umwelt',
        },
      ],
    },
  ],
}

const warehouse = {
  image: { ...demoImage('lager'), caption: 'Fässer, Container und Stapler: was im Lager geschmiert und richtig gelagert sein will.' },
  enableMobileVersion: true,
  hotspots: [
    {
      top: 62,
      left: 54,
      data: [
        {
          type: 'product' as const,
          title: 'Hydrauliköl HLP 46',
          text: '<p>Für Hubmast, Neigezylinder und Lenkung des Staplers: zinkhaltiges Hydrauliköl nach DIN 51524-2.</p>',
          image: packs('Hydrauliköl HLP 46'),
          url: '/produkte/hydraulikoele/hlp/zinkhaltig/hydraulikoel-hlp-46',
          productNumber: '30-1123',
          productTags: [{ type: 'bestseller' as const, label: 'Bestseller' }],
        },
      ],
    },
    {
      top: 30,
      left: 19,
      data: [
        {
          type: 'other' as const,
          title: 'Leere Gebinde zurückgeben',
          text: '<p>Leere Fässer und IBC-Container nehmen wir bei der nächsten Lieferung zurück, reinigen sie und füllen sie wieder ab.</p>',
          url: '/unternehmen/nachhaltigkeit/umwelt',
        },
      ],
    },
    {
      top: 28,
      left: 72,
      data: [
        {
          type: 'other' as const,
          title: 'Fässer richtig lagern',
          text: '<p>Fässer liegend lagern, die Spunde auf 3 und 9 Uhr: So bleibt die Dichtung benetzt und es dringt kein Wasser ein.</p>',
          url: '/wissen',
        },
      ],
    },
  ],
}

/** tools/image-hotspots (spec 2 §2.10): a workshop shown from 1024 px only, and a warehouse also on the phone. */
export const imageHotspotsPage: PageDefinition = {
  path: '/bildpunkte',
  title: { de: 'Bild mit Hotspots', fr: 'Image avec points d’intérêt', it: 'Immagine con punti di interesse', en: 'Image with hotspots' },
  description: {
    de: 'tools/image-hotspots: Punkte auf einem Bild öffnen je eine Kachel mit einem Produkt oder einem Text; auf dem Telefon nur, wo freigegeben.',
    fr: 'tools/image-hotspots\u00a0: des points sur une image ouvrent chacun une vignette avec un produit ou un texte\u00a0; sur le téléphone seulement si activé.',
    it: 'tools/image-hotspots: punti su un’immagine aprono ciascuno una scheda con un prodotto o un testo; sul telefono solo se abilitato.',
    en: 'tools/image-hotspots: points on an image each open a tile with a product or a text; on the phone only where enabled.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    return (
      section(
        t({ de: 'Werkstatt (ab 1024 px)', fr: 'Atelier (dès 1024 px)', it: 'Officina (da 1024 px)', en: 'Workshop (from 1024 px)' }),
        blockMarker('tools/image-hotspots', workshop, context.locale, { hydrate: 'load' }),
      ) +
      section(
        t({ de: 'Lager (auch auf dem Telefon)', fr: 'Entrepôt (aussi sur le téléphone)', it: 'Magazzino (anche sul telefono)', en: 'Warehouse (also on the phone)' }),
        blockMarker('tools/image-hotspots', warehouse, context.locale),
      )
    )
  },
}
