import * as v from 'valibot'
import { DEALER_TYPES } from '@/api/dealer-locations'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { DealerFinder } from './dealer-finder'
import { MAP } from './map-constants'

const props = v.object({
  headingLevel: v.optional(v.pipe(v.picklist([2, 3]), v.description('Gliederungsstufe der Überschriften «Händler» und «Online-Händler», 2 oder 3.')), 2),
  centre: v.optional(
    v.pipe(
      v.object({
        lat: v.pipe(v.number(), v.minValue(MAP.latitude.min), v.maxValue(MAP.latitude.max)),
        lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      }),
      v.description('Die Mitte der Karte, bevor jemand sucht (Breite, Länge); Vorgabe: Zürich.'),
    ),
    { lat: 47.3769, lng: 8.5417 },
  ),
  zoom: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(MAP.minZoom), v.maxValue(MAP.maxZoom), v.description('Die Zoomstufe der Karte, bevor jemand sucht (Dokument 1 §9: 12).')),
    MAP.zoom,
  ),
  types: v.optional(
    v.pipe(
      v.array(v.picklist(DEALER_TYPES)),
      v.minLength(1),
      v.maxLength(DEALER_TYPES.length),
      v.description('Die Händlertypen, die zu Beginn gezeigt werden (ZBM004 Händler, ZBM005 Distributor, ZBM019 Servicestelle, ZBM018 Online-Händler); die Besucher können sie ändern.'),
    ),
    [...DEALER_TYPES],
  ),
  listSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(100), v.description('Wie viele Händler die Liste zuerst zeigt; «Weitere Händler anzeigen» zeigt so viele mehr.')), 20),
})

/** Props of the dealer finder: what its component receives, checked and with defaults. */
export type DealerFinderProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Händlersuche (Dokument 1 §1, §2, §3, §9): die Händler, Distributoren und Servicestellen auf einer Karte mit Gruppen und in einer Liste daneben, nach Entfernung sortiert; Suche nach Postleitzahl oder Ort und «In meiner Nähe», Filter nach Händlertyp, die Online-Händler getrennt. Die Liste funktioniert auch ohne Karte; die Ansicht (Ort, Zoom, Filter) steht in der Adresse.',
  props,
  component: DealerFinder,
  // One example: each finder loads the ten thousand dealers and a map, and the block catalogue shows every example on
  // one page (its own page, /service/haendlersuche, shows the finder with the address's view).
  examples: {
    standard: {},
  },
  // Leaflet, its stylesheet and supercluster (in the worker) are chunks of their own, loaded after the list.
  budgetKb: 45,
})
