import { isRecord } from '@/src/lib/guards'
import { userDataFor } from '@/test/mocks/db/index'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { ChromePage, ChromePart } from '../chrome'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { pageDataFor } from '../page-data'
import { translator, type Text } from '../texts'
import type { PageDefinition } from './types'

const PATH = '/header'

/**
 * The header's marker for this request, with what decides its buttons as its page data will say it (the session the
 * page carries, and the signed-in user as the mock shop knows them now): its fallback draws a box per button
 * (header.fallback.ts), so nothing in the bar moves when the island mounts.
 */
function headerMarker(context: CmsContext, session: Record<string, unknown>, props: WidgetInputs['tools/header'] = {}): string {
  const user = userDataFor(context.username, context.shop)
  const urls = isRecord(session.urls) ? session.urls : {}
  const features = Array.isArray(session.features) ? session.features : []
  const counts = isRecord(session.cartCounts) ? session.cartCounts : {}
  const bar = {
    signedIn: user !== null,
    loginDisabled: features.includes('disableLogin'),
    urls,
    showContactSelector: user?.user.options.showContactSelector ?? false,
    actingForContact: user?.selectedContact != null,
    hasContactPerson: user?.contactPerson != null,
    b2cCartCount: typeof counts.b2c === 'number' ? counts.b2c : 0,
  }
  return marker('tools/header', props, { hydrate: 'load', fallback: fallbackHtml('tools/header', props, context.locale, { bar }) })
}

const sessionOf = (context: CmsContext, page: ChromePage): Record<string, unknown> => page.session ?? pageDataFor(context).session

/**
 * The header's end of the bar on every page (slot `header`), above the fold: hydrated at load. Left out on
 * its own demo page, which places it in its content.
 */
export const headerChrome: ChromePart = {
  slot: 'header',
  render: (context, page) => (page.path === PATH ? '' : headerMarker(context, sessionOf(context, page))),
}

const USERS: { query: string; label: Text }[] = [
  { query: 'user=anonymous', label: { de: 'Nicht angemeldet: Anmelden-Knopf und -Menü', fr: 'Non connecté\u00a0: bouton et menu de connexion', it: 'Non connesso: pulsante e menu di accesso', en: 'Not signed in: the sign-in button and menu' } },
  { query: 'user=anonymous&login=open', label: { de: 'Nicht angemeldet, Anmeldemenü beim Laden offen (openLoginMenu)', fr: 'Non connecté, menu de connexion ouvert au chargement (openLoginMenu)', it: 'Non connesso, menu di accesso aperto al caricamento (openLoginMenu)', en: 'Not signed in, the sign-in menu open on load (openLoginMenu)' } },
  { query: 'user=kunde@example.ch', label: { de: 'Geschäftskunde: Profil, Ansprechperson, Warenkorb mit B2B-Anzahl', fr: 'Client professionnel\u00a0: profil, interlocuteur, panier avec le nombre B2B', it: 'Cliente commerciale: profilo, referente, carrello con il numero B2B', en: 'Business customer: profile, contact person, basket with the B2B count' } },
  { query: 'user=mitarbeiter@example.ch', label: { de: 'Mitarbeiter: Bestellen im Namen von Kunden (Kontaktauswahl)', fr: 'Collaborateur\u00a0: commander pour le compte de clients (choix du contact)', it: 'Collaboratore: ordinare per conto di clienti (scelta del contatto)', en: 'Employee: ordering on behalf of customers (contact selector)' } },
  { query: 'user=konsument@example.ch', label: { de: 'Privatkunde: Warenkorb mit B2C-Anzahl', fr: 'Client privé\u00a0: panier avec le nombre B2C', it: 'Cliente privato: carrello con il numero B2C', en: 'Private customer: basket with the B2C count' } },
  { query: 'user=haendler@example.ch', label: { de: 'Händler: Kundenmodus im Profilmenü', fr: 'Revendeur\u00a0: mode client dans le menu du profil', it: 'Rivenditore: modalità cliente nel menu del profilo', en: 'Retailer: customer mode in the profile menu' } },
  { query: 'features=disableLogin', label: { de: 'Anmeldung abgeschaltet (disableLogin)', fr: 'Connexion désactivée (disableLogin)', it: 'Accesso disattivato (disableLogin)', en: 'Sign-in switched off (disableLogin)' } },
  { query: 'features=&theme=02', label: { de: 'Marke 02: Menüs schliessen unter 1364 px nicht beim Verlassen', fr: 'Marque 02\u00a0: sous 1364 px, les menus ne se ferment pas en les quittant', it: 'Marchio 02: sotto 1364 px i menu non si chiudono uscendone', en: 'Brand 02: below 1364 px menus do not close when the pointer leaves' } },
]

/** tools/header (spec 2 §2.4, §4, §6): the header's end of the bar in a bar of its own, and links to its states. */
export const headerPage: PageDefinition = {
  path: PATH,
  title: { de: 'Kopfzeile', fr: 'En-tête', it: 'Intestazione', en: 'Header' },
  description: {
    de: 'tools/header: Anmelden, Profil- und Benutzermenü, Bestellen im Namen von Kunden, Ansprechperson, Warenkorb, Ölfinder und Kontakt; unter 1024 px ein mobiles Menü.',
    fr: 'tools/header\u00a0: connexion, menus du profil et de l’utilisateur, commande pour le compte de clients, interlocuteur, panier, recherche d’huile et contact\u00a0; sous 1024 px, un menu mobile.',
    it: 'tools/header: accesso, menu del profilo e dell’utente, ordini per conto di clienti, referente, carrello, ricerca olio e contatto; sotto 1024 px un menu mobile.',
    en: 'tools/header: sign-in, profile and user menu, ordering on behalf of customers, contact person, basket, oil finder and contact; below 1024 px a mobile menu.',
  },
  group: 'widgets',
  // spec 2 §4: ?login=open asks the session to open the login menu on load.
  pageData: (context) => ({ session: { openLoginMenu: context.url.searchParams.get('login') === 'open' } }),
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Das Ende der Kopfzeile ist dieses Widget; auf jeder anderen Seite steht es in der Kopfzeile oben. Auf dem Desktop öffnen die Menüs beim Darüberfahren und schliessen 300 ms nach dem Verlassen; mit der Tastatur öffnen und schliessen Enter und Leertaste, Escape schliesst und bringt den Fokus zurück. Unter 1024 px liegen die Menüs eines angemeldeten Benutzers in einem mobilen Menü.',
      fr: 'La fin de l’en-tête est ce widget\u00a0; sur toutes les autres pages, il se trouve dans l’en-tête en haut. Sur ordinateur, les menus s’ouvrent au survol et se ferment 300 ms après l’avoir quitté\u00a0; au clavier, Entrée et Espace ouvrent et ferment, Échap ferme et rend le focus. Sous 1024 px, les menus d’un utilisateur connecté sont réunis dans un menu mobile.',
      it: 'La fine dell’intestazione è questo widget; in tutte le altre pagine si trova nell’intestazione in alto. Su desktop i menu si aprono al passaggio del mouse e si chiudono 300 ms dopo averli lasciati; da tastiera Invio e Spazio aprono e chiudono, Esc chiude e riporta il focus. Sotto 1024 px i menu di un utente connesso sono raccolti in un menu mobile.',
      en: 'The end of the header bar is this widget; on every other page it sits in the header at the top. On a desktop the menus open on hover and close 300 ms after the pointer leaves; with the keyboard Enter and Space open and close them, Escape closes and returns focus. Below 1024 px a signed-in user’s menus are gathered in one mobile menu.',
    })
    const states = `<ul>${USERS.map(({ query, label }) => `<li><a href="${escapeHtml(`${PATH}?${query}`)}">${escapeHtml(t(label))}</a></li>`).join('')}</ul>`
    return (
      `<p>${escapeHtml(intro)}</p>` +
      section(
        t({ de: 'In der Kopfzeile', fr: 'Dans l’en-tête', it: 'Nell’intestazione', en: 'In the header bar' }),
        `<div class="site-header"><div class="site-header-search"></div><div class="site-header-end">${headerMarker(context, pageDataFor(context, headerPage.pageData?.(context)).session)}</div></div>`,
      ) +
      section(t({ de: 'Zustände', fr: 'États', it: 'Stati', en: 'States' }), states)
    )
  },
}
