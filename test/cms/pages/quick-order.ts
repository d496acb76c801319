import { findAccount } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import type { QuickOrderAccess } from '@/widgets/product/quick-order/quick-order.fallback'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/** Who the page is for, as the island will tell them apart. */
const accessOf = ({ username, shop }: CmsContext): QuickOrderAccess => {
  const account = username === null ? undefined : findAccount(username, shop)
  if (!account) return 'signed-out'
  return account.isActiveShopUser ? 'shop-user' : 'not-shop-user'
}

/** product/quick-order (beyond the spec) at the URL of the user menu's «Schnellbestellung». */
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
        fallback: fallbackHtml('product/quick-order', {}, context.locale, { access: accessOf(context), loginDisabled: context.features.includes('disableLogin') }),
      })
    )
  },
}
