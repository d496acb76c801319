import * as v from 'valibot'
import { NAME_MAX_LENGTH } from '@/src/boot/page-data'
import { capText } from '@/src/lib/cap'
import type { UserData } from '@/store/account'
import { userDataFor } from '@/test/mocks/db/index'
import { fullNameOf, selectedContactSchema } from '@/store/account-data'
import type { ChromePart } from '../chrome'
import type { CmsContext } from '../context'
import { fallbackHtml, type FallbackData } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator } from '../texts'
import type { PageDefinition } from './types'

const PATH = '/acting-for-banner'
const EMPLOYEE = 'mitarbeiter@example.ch'

/**
 * The banner's fallback data for `user`, as the island reads the page data: the contact an employee acts for
 * (checked, a malformed one not at all) and the employee's name (cut at 100 characters); nothing for anyone else,
 * whose banner takes no room.
 */
export function actingForBannerData(user: UserData | null): FallbackData<'shopuser/acting-for-banner'> {
  if (!user || user.user.type === 'customer' || !user.selectedContact) return {}
  const contact = v.safeParse(selectedContactSchema, user.selectedContact)
  if (!contact.success) return {}
  const employeeName = fullNameOf({ ...user.user, firstName: capText(user.user.firstName, NAME_MAX_LENGTH), lastName: capText(user.user.lastName, NAME_MAX_LENGTH), name: capText(user.user.name, NAME_MAX_LENGTH) })
  return { contact: contact.output, employeeName, customerOverviewUrl: SHOP_URLS.customerOverviewUrl }
}

/** The banner's fallback markup for this user, in `locale`. */
export const actingForBannerFallback = (user: UserData | null, locale: CmsContext['locale']): string => fallbackHtml('shopuser/acting-for-banner', {}, locale, actingForBannerData(user))

/** The banner's marker for this request's user: for employees only (the header may start acting for a contact without a page load), its fallback only while they act for one. */
function bannerMarker(context: CmsContext): string {
  const user = userDataFor(context.username, context.shop)
  if (!user || user.user.type !== 'employee') return ''
  return marker('shopuser/acting-for-banner', {}, { hydrate: 'load', fallback: actingForBannerFallback(user, context.locale) })
}

/**
 * The banner under the header on every page of a signed-in employee (slot `acting`), hydrated at
 * load: acting for a contact at load, it is in the page from the first paint (the page data says so); not
 * acting, the marker is empty and takes no room, so a contact chosen in the header's menu shows the banner at
 * once. Left out on its own demo page, which places it in its content.
 */
export const actingForBannerChrome: ChromePart = {
  slot: 'acting',
  render: (context, page) => (page.path === PATH ? '' : bannerMarker(context)),
}

/** shopuser/acting-for-banner: what it shows, and how to see it as the demo's employee. */
export const actingForBannerPage: PageDefinition = {
  path: PATH,
  title: { de: 'Im Namen eines Kunden', fr: 'Pour le compte d’un client', it: 'Per conto di un cliente', en: 'On behalf of a customer' },
  description: {
    de: 'shopuser/acting-for-banner: das Band unter der Kopfzeile, solange ein Mitarbeiter im Namen eines Kunden handelt, mit Kunde, Kundennummer, Kontakt, Mitarbeiter, «Zur Kundenübersicht» und «Vom Kontakt abmelden».',
    fr: 'shopuser/acting-for-banner\u00a0: le bandeau sous l’en-tête tant qu’un collaborateur agit pour le compte d’un client, avec client, numéro de client, contact, collaborateur, lien vers l’aperçu des clients et déconnexion du contact.',
    it: 'shopuser/acting-for-banner: la banda sotto l’intestazione finché un collaboratore agisce per conto di un cliente, con cliente, numero cliente, contatto, collaboratore, link alla panoramica clienti e uscita dal contatto.',
    en: 'shopuser/acting-for-banner: the bar under the header while an employee acts on behalf of a customer, with customer, customer number, contact, employee, a link to the customer overview and the sign-out from the contact.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Solange ein Mitarbeiter im Namen eines Kunden handelt, steht auf jeder Seite unter der Kopfzeile dieses Band. Es folgt der Kundenauswahl der Kopfzeile («Im Namen von Kunden bestellen»): Ein dort gewählter Kontakt zeigt es sofort, und nach dem Abmelden vom Kontakt lädt die Seite neu, ohne Band. Für alle anderen zeigt es nichts und nimmt keinen Platz ein.',
      fr: 'Tant qu’un collaborateur agit pour le compte d’un client, ce bandeau se trouve sous l’en-tête de chaque page. Il suit le choix du client de l’en-tête («\u00a0Commander pour le compte de clients\u00a0»)\u00a0: un contact choisi là l’affiche aussitôt, et après la déconnexion du contact la page se recharge, sans bandeau. Pour tous les autres, il n’affiche rien et ne prend aucune place.',
      it: 'Finché un collaboratore agisce per conto di un cliente, questa banda si trova sotto l’intestazione di ogni pagina. Segue la scelta del cliente dell’intestazione («Ordinare per conto di clienti»): un contatto scelto lì la mostra subito, e dopo l’uscita dal contatto la pagina si ricarica, senza banda. Per tutti gli altri non mostra nulla e non occupa spazio.',
      en: 'While an employee acts on behalf of a customer, this bar sits under the header of every page. It follows the header’s customer choice («Order on behalf of customers»): a contact chosen there shows it at once, and after signing out of the contact the page reloads, without the bar. For everyone else it shows nothing and takes no room.',
    })
    const howTo = t({
      de: 'Als Mitarbeiter anmelden, dann in der Kopfzeile einen Kontakt wählen:',
      fr: 'Se connecter comme collaborateur, puis choisir un contact dans l’en-tête\u00a0:',
      it: 'Accedere come collaboratore, poi scegliere un contatto nell’intestazione:',
      en: 'Sign in as the employee, then choose a contact in the header:',
    })
    return (
      `<p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(howTo)} <a href="${escapeHtml(`${PATH}?user=${encodeURIComponent(EMPLOYEE)}`)}">${escapeHtml(EMPLOYEE)}</a></p>` +
      // Placed for every visitor here, so the page shows what the island renders for each (nothing, but for an employee acting for a contact).
      section(
        t({ de: 'Das Band', fr: 'Le bandeau', it: 'La banda', en: 'The bar' }),
        marker('shopuser/acting-for-banner', {}, { hydrate: 'load', fallback: actingForBannerFallback(userDataFor(context.username, context.shop), context.locale) }),
      )
    )
  },
}
