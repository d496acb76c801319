import { SITE_PAGES } from '@/test/mocks/db/navigation'
import { escapeHtml, marker } from '../html'
import { translator } from '../texts'
import { fallbackHtml } from '../widget-markup'
import type { PageDefinition } from './types'

// The service page above this one; its title is the CMS's German in every language, as site-pages.ts writes it.
const SERVICE = SITE_PAGES['/service'].title

/**
 * tools/distribution-partner-list (spec 1 §1, §2 "distribution partner list") on the service area's page for buyers
 * abroad: the 40 partners of test/mocks/db/distribution-partners.ts in 25 countries, with the country select. Above the
 * fold, so it hydrates on load; its fallback holds the list's place meanwhile.
 */
export const distributionPartnersPage: PageDefinition = {
  path: '/service/vertriebspartner',
  title: { de: 'Vertriebspartner', fr: 'Distributeurs', it: 'Distributori', en: 'Distribution partners' },
  description: {
    de: 'tools/distribution-partner-list: die Vertriebspartner im Ausland nach Ländern, mit Adresse, Telefon, E-Mail und Website; eine Auswahl «Land» schränkt die Liste ein.',
    fr: 'tools/distribution-partner-list\u00a0: les distributeurs à l’étranger par pays, avec adresse, téléphone, e-mail et site web\u00a0; une liste «\u00a0Pays\u00a0» restreint la liste.',
    it: 'tools/distribution-partner-list: i distributori all’estero per paese, con indirizzo, telefono, e-mail e sito web; una selezione «Paese» restringe l’elenco.',
    en: 'tools/distribution-partner-list: the distribution partners abroad by country, with address, phone, email and website; a ‘Country’ select narrows the list.',
  },
  group: 'widgets',
  breadcrumbs: [{ label: { de: SERVICE, fr: SERVICE, it: SERVICE, en: SERVICE }, path: '/service' }],
  body: (context) => {
    const intro = translator(context)({
      de: 'Ausserhalb der Schweiz erhalten Sie unsere Schmierstoffe über unsere Vertriebspartner. Sie beraten Sie in Ihrer Sprache und liefern ab ihrem eigenen Lager.',
      fr: 'Hors de Suisse, nos lubrifiants sont disponibles auprès de nos distributeurs. Ils vous conseillent dans votre langue et livrent depuis leur propre entrepôt.',
      it: 'Fuori dalla Svizzera, i nostri lubrificanti sono disponibili presso i nostri distributori. Vi consigliano nella vostra lingua e consegnano dal proprio magazzino.',
      en: 'Outside Switzerland, our lubricants are available from our distribution partners. They advise you in your language and deliver from their own warehouse.',
    })
    return `<p>${escapeHtml(intro)}</p>${marker('tools/distribution-partner-list', {}, { hydrate: 'load', fallback: fallbackHtml('tools/distribution-partner-list', {}, context.locale) })}`
  },
}
