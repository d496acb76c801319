import { sessionFor } from '@/test/mocks/db/index'
import { getShop } from '@/test/mocks/shops'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/** The cart id the CMS writes into the widget: the signed-in user's own B2C cart (test/mocks/handlers/cart.ts); none for others. */
const cartIdOf = (context: CmsContext): string | undefined =>
  context.username === null ? undefined : [...getShop(context.shop).db.commerce.b2cCarts.values()].find((cart) => cart.owner === context.username)?.id

/** shopuser/b2c-cart (spec 2 §3) at the consumers' cart URL of the session (session.urls.b2CCartUrl). */
export const b2cCartPage: PageDefinition = {
  path: SHOP_URLS.b2CCartUrl,
  title: { de: 'Warenkorb Privatkunden', fr: 'Panier des clients privés', it: 'Carrello dei clienti privati', en: 'Private customers’ basket' },
  description: {
    de: 'shopuser/b2c-cart: die Artikel des Privatkunden, Mengen ändern und entfernen, Summen und Total vom Server. Als konsument@example.ch anmelden.',
    fr: 'shopuser/b2c-cart\u00a0: les articles du client privé, modifier les quantités et retirer, montants et total du serveur. Se connecter en tant que konsument@example.ch.',
    it: 'shopuser/b2c-cart: gli articoli del cliente privato, modificare le quantità e rimuovere, importi e totale dal server. Accedere come konsument@example.ch.',
    en: 'shopuser/b2c-cart: the private customer’s items, changing quantities and removing, sums and total from the server. Sign in as konsument@example.ch.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const cartId = cartIdOf(context)
    const count = sessionFor(context.username, context.shop).cartCounts.b2c
    const note =
      context.username === null
        ? `<p class="cms-note">${escapeHtml(
            t({
              de: 'Als Privatkunde konsument@example.ch anmelden, um den gefüllten Warenkorb zu sehen.',
              fr: 'Se connecter en tant que client privé konsument@example.ch pour voir le panier rempli.',
              it: 'Accedere come cliente privato konsument@example.ch per vedere il carrello pieno.',
              en: 'Sign in as the private customer konsument@example.ch to see the filled basket.',
            }),
          )}</p>`
        : ''
    const props = { ...(cartId === undefined ? {} : { cartId }), shopUrl: '/' }
    return note + marker('shopuser/b2c-cart', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/b2c-cart', props, context.locale, { count }) })
  },
}
