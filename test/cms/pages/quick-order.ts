import type { FeatureFlag } from '@/store/session'
import type { Locale } from '@/i18n/locales'
import { findAccount } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import type { CmsContext } from '../context'
import { escapeHtml, marker } from '../html'
import { translator } from '../texts'
import { widgetString } from '../widget-strings'
import type { PageDefinition } from './types'

/** Who the page is for, as the island will tell them apart. */
export type QuickOrderAccess = 'signed-out' | 'not-shop-user' | 'shop-user'

/**
 * product/quick-order before it mounts, in the state the page already knows (README "Fallback markup"):
 * the note for visitors (with the sign-in hint unless sign-in is off) and for users without shop access,
 * otherwise the entry form's box (quick-order.module.css sizes both like the island).
 */
export function quickOrderFallback(access: QuickOrderAccess, locale: Locale, features: readonly FeatureFlag[] = []): string {
  const text = (key: string) => `<p>${escapeHtml(widgetString(locale, 'product', `quickOrder.${key}`))}</p>`
  if (access === 'signed-out') return `<div data-fallback="note">${text('signIn')}${features.includes('disableLogin') ? '' : text('signInHint')}</div>`
  if (access === 'not-shop-user') return `<div data-fallback="note">${text('notShopUser')}</div>`
  return '<div data-fallback="form"></div>'
}

const accessOf = ({ username, shop }: CmsContext): QuickOrderAccess => {
  const account = username === null ? undefined : findAccount(username, shop)
  if (!account) return 'signed-out'
  return account.isActiveShopUser ? 'shop-user' : 'not-shop-user'
}

/** product/quick-order (issue 9 §11) at the address of the user menu's «Schnellbestellung». */
export const quickOrderPage: PageDefinition = {
  path: ACCOUNT_PAGES.quickOrder.link,
  title: { de: 'Schnellbestellung', fr: 'Commande rapide', it: 'Ordine rapido', en: 'Quick order' },
  description: {
    de: 'product/quick-order: Artikelnummern mit Mengen eintippen, aus Excel einfügen oder als CSV hochladen, jede Position geprüft und korrigierbar, alle gültigen in einem Schritt in den B2B-Warenkorb.',
    fr: 'product/quick-order\u00a0: saisir des numéros d’article avec quantités, les coller depuis Excel ou téléverser un CSV, chaque position vérifiée et corrigeable, toutes les valides dans le panier B2B en une étape.',
    it: 'product/quick-order: inserire numeri d’articolo con quantità, incollarli da Excel o caricare un CSV, ogni posizione verificata e correggibile, tutte quelle valide nel carrello B2B in un passo.',
    en: 'product/quick-order: type article numbers with quantities, paste them from Excel or upload a CSV, every line checked and correctable, all valid ones into the B2B basket in one step.',
  },
  group: 'widgets',
  body: (context: CmsContext) => {
    const t = translator(context)
    const note =
      context.username === null
        ? `<p class="cms-note">${escapeHtml(
            t({
              de: 'Als Geschäftskunde kunde@example.ch anmelden, um die Schnellbestellung zu nutzen.',
              fr: 'Se connecter en tant que client professionnel kunde@example.ch pour utiliser la commande rapide.',
              it: 'Accedere come cliente commerciale kunde@example.ch per usare l’ordine rapido.',
              en: 'Sign in as the business customer kunde@example.ch to use the quick order.',
            }),
          )}</p>`
        : ''
    return (
      note +
      marker('product/quick-order', {}, {
        hydrate: 'load',
        fallback: quickOrderFallback(accessOf(context), context.locale, context.features),
      })
    )
  },
}
