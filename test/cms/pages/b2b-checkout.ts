import { b2bCartScope } from '@/test/mocks/db/cart-view'
import { findAccount, sessionFor } from '@/test/mocks/db/index'
import { getShop } from '@/test/mocks/shops'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/** shopuser/b2b-checkout (spec 2 §3, §4, §7) at the business customers' cart URL of the session (session.urls.b2BCartUrl). */
export const b2bCheckoutPage: PageDefinition = {
  path: SHOP_URLS.b2BCartUrl,
  title: { de: 'Warenkorb', fr: 'Panier', it: 'Carrello', en: 'Basket' },
  description: {
    de: 'shopuser/b2b-checkout: Warenkorb, Lieferung und Rechnung, Übersicht mit AGB und Absenden, jeder Schritt mit eigener Adresse. Als kunde@example.ch anmelden.',
    fr: 'shopuser/b2b-checkout\u00a0: panier, livraison et facturation, récapitulatif avec CGV et envoi, chaque étape à sa propre adresse. Se connecter en tant que kunde@example.ch.',
    it: 'shopuser/b2b-checkout: carrello, consegna e fatturazione, riepilogo con condizioni generali e invio, ogni passo con il proprio indirizzo. Accedere come kunde@example.ch.',
    en: 'shopuser/b2b-checkout: basket, delivery and invoice, overview with the terms and submission, each step at its own address. Sign in as kunde@example.ch.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const session = sessionFor(context.username, context.shop)
    const count = session.isActiveShopUser ? session.cartCounts.b2b : 0
    // The cart as it stands now, like the live CMS renders its cart page: whether each line has its reference text.
    const account = context.username === null ? undefined : findAccount(context.username, context.shop)
    const itemRefTextsShown = account?.isActiveShopUser === true && b2bCartScope(getShop(context.shop), account).cart.showItemRefTexts
    const note =
      context.username === null
        ? `<p class="cms-note">${escapeHtml(
            t({
              de: 'Als Geschäftskunde kunde@example.ch anmelden, um den gefüllten Warenkorb zu sehen; haendler@example.ch mit eingeschaltetem Kundenmodus kann nicht bestellen.',
              fr: 'Se connecter en tant que client professionnel kunde@example.ch pour voir le panier rempli\u00a0; haendler@example.ch, avec le mode client activé, ne peut pas commander.',
              it: 'Accedere come cliente commerciale kunde@example.ch per vedere il carrello pieno; haendler@example.ch, con la modalità cliente attiva, non può ordinare.',
              en: 'Sign in as the business customer kunde@example.ch to see the filled basket; haendler@example.ch cannot order while customer mode is on.',
            }),
          )}</p>`
        : ''
    const props = { shopUrl: '/', itemRefTextsShown }
    return note + marker('shopuser/b2b-checkout', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/b2b-checkout', props, context.locale, { count }) })
  },
}
