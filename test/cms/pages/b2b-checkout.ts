import type { Locale } from '@/i18n/locales'
import { b2bCartScope } from '@/test/mocks/db/cart-view'
import { findAccount, sessionFor } from '@/test/mocks/db/index'
import { getShop } from '@/test/mocks/shops'
import { cartLinesFallback } from '@/widgets/shopuser/parts/cart-lines/fallback'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator } from '../texts'
import { widgetString } from '../widget-strings'
import type { PageDefinition } from './types'

/**
 * shopuser/b2b-checkout's fallback (README "Fallback markup"): for an active shop user with lines in the
 * cart, the steps' box, the heading, the settings' box, a box per line the session's count promises with
 * the totals, and the actions' box; otherwise the heading and the box of the notice (signed out, not a
 * shop user, or an empty cart). b2b-checkout.module.css and cart-lines.module.css size them like the
 * island, which shows the same while the cart loads.
 */
export function b2bCheckoutFallback(locale: Locale, count: number, { itemRefTextsShown = false } = {}): string {
  const heading = `<h2 data-part="heading">${escapeHtml(widgetString(locale, 'shopuser', 'b2bCheckout.steps.cart'))}</h2>`
  const body =
    count > 0
      ? `<div data-part="steps"></div>${heading}<div data-part="settings"></div>${cartLinesFallback(count, { withExtra: itemRefTextsShown })}<div data-part="checkout-actions"></div>`
      : `${heading}<div data-part="notice"></div>`
  return `<div data-fallback="b2b-checkout">${body}</div>`
}

/**
 * The fallback where the CMS places the checkout without knowing whose session it is (the block
 * catalogue, which fallbacks.ts renders from `signedIn` alone): signed in, the places of the lines of the
 * demo's business customer, kunde@example.ch, as whom the catalogue is checked for layout shifts
 * (layout-shift.e2e.ts); signed out, the sign-in notice's box.
 */
export const b2bCheckoutCatalogueFallback = (signedIn: boolean): string => b2bCheckoutFallback('de', signedIn ? sessionFor('kunde@example.ch').cartCounts.b2b : 0)

/** shopuser/b2b-checkout (spec 2 §3, §4, §7; issue 9 §7) at the business customers' cart address of the session (session.urls.b2BCartUrl). */
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
    return note + marker('shopuser/b2b-checkout', { shopUrl: '/', itemRefTextsShown }, { hydrate: 'load', fallback: b2bCheckoutFallback(context.locale, count, { itemRefTextsShown }) })
  },
}
