import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { Dashboard } from './dashboard'

const link = (text: string) => v.optional(v.pipe(address, v.description(text)))

const props = v.object({
  ordersUrl: link('Adresse der Bestellhistorie für die Kachel «Offene Bestellungen»; ohne Angabe die Adresse der Sitzung (session.urls.orderHistoryUrl).'),
  notificationsUrl: link('Adresse des Benachrichtigungszentrums für die Kachel «Ungelesene Benachrichtigungen»; ohne Angabe der Eintrag des Benutzermenüs mit Zähler (hasBadge).'),
  shoppingListsUrl: link('Adresse der Einkaufslisten für die Kachel «Einkaufslisten»; ohne Angabe zeigt die Kachel nur die Anzahl.'),
  favoritesUrl: link('Adresse der Favoritenliste für die Kachel «Favoriten»; ohne Angabe zeigt die Kachel nur die Anzahl.'),
  headingLevel: v.optional(
    v.pipe(v.picklist([2, 3]), v.description('Gliederungsstufe der Überschriften «Auf einen Blick», «Weitere Bereiche» und «Kein Kunde gewählt» (2 oder 3); der Seitentitel des CMS ist Stufe 1.')),
    2,
  ),
})

/** Props of the dashboard widget: what its component receives, checked and with defaults. */
export type DashboardProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Kontoübersicht (Dokument 1 §1, §2): Kacheln mit den Zahlen der Kontobereiche (offene Bestellungen, ungelesene Benachrichtigungen, Einkaufslisten, Favoriten), je mit Link auf den Bereich, und die übrigen Bereiche des Benutzermenüs. Jede Rolle sieht, was für sie gilt: Privatkunden nur die Benachrichtigungen, Mitarbeiter ohne gewählten Kunden einen Hinweis mit Link zur Kundenübersicht.',
  props,
  component: Dashboard,
  examples: {
    standard: { ordersUrl: '/konto/bestellhistorie', notificationsUrl: '/konto/benachrichtigungen', shoppingListsUrl: '/konto/einkaufslisten', favoritesUrl: '/konto/favoriten' },
    fromSession: { headingLevel: 3 },
  },
  // Measured 32.0 KB: axios and the request helper (22), the favourites family whose ids the tile counts (1.7, with
  // the product schemas and spec 2 §1's tag order, src/lib/product-tags.ts, a chunk of 0.14 KB shared with the tags'
  // display), the account summary family, the view and its schemas.
  budgetKb: 33,
})
