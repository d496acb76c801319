import * as v from 'valibot'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { FavoritesList } from './favorites-list'

const props = v.object({
  headingLevel: v.optional(
    v.pipe(v.picklist([2, 3, 4]), v.description('Gliederungsstufe der Produkttitel (2 bis 4); der Seitentitel des CMS ist Stufe 1.')),
    2,
  ),
  shopUrl: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(ADDRESS_MAX_LENGTH),
      v.description('Wohin der Link «Produkte entdecken» führt, solange es keine Favoriten gibt; ohne Angabe die Startseite der Sitzung (homepageUrl).'),
    ),
  ),
})

/** Props of the favorites-list widget: what its component receives, checked and with defaults. */
export type FavoritesListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Favoritenliste (Dokument 1 §2, Dokument 2 §4, §7): die als Favoriten gemerkten Produkte als Kacheln, jede mit dem Favoriten-Knopf, der nach einer Bestätigung entfernt; ohne Favoriten ein Link in den Shop. Nur für aktive Shop-Kunden, alle anderen sehen einen Hinweis.',
  props,
  component: FavoritesList,
  examples: {
    standard: {},
    belowASection: { headingLevel: 3, shopUrl: '/produkte' },
  },
  // 32.6 KB measured: axios and the request helper (~23 KB, shared by every widget that calls the backend),
  // the product tile and the favourite button; the confirmation with react-modal loads on first use.
  budgetKb: 38,
})
