import { SITE_PAGES } from '@/test/mocks/db/navigation'
import { escapeHtml, marker } from '../html'
import { translator } from '../texts'
import { fallbackHtml } from '../widget-markup'
import type { PageDefinition } from './types'

// The service page above this one; its title is the CMS's German in every language, as site-pages.ts writes it.
const SERVICE = SITE_PAGES['/service'].title

/**
 * tools/dealer-finder (spec 1 §1, §2 dealer finder, §9 the map): the 10 000 dealers of test/mocks/db/dealers on the map
 * of the simulated CMS's own tiles (/map-tiles/), around Zürich at zoom 12 until the visitor searches. Above the fold,
 * so it hydrates on load; its fallback holds the controls', the list's and the map's places meanwhile.
 */
export const dealerFinderPage: PageDefinition = {
  path: '/service/haendlersuche',
  title: { de: 'Händlersuche', fr: 'Trouver un revendeur', it: 'Trova rivenditore', en: 'Find a dealer' },
  description: {
    de: 'tools/dealer-finder: Händler, Distributoren und Servicestellen auf der Karte und in der Liste, nach Postleitzahl, Ort oder Standort; die Online-Händler getrennt.',
    fr: 'tools/dealer-finder\u00a0: revendeurs, distributeurs et points de service sur la carte et dans la liste, par code postal, localité ou position\u00a0; les revendeurs en ligne à part.',
    it: 'tools/dealer-finder: rivenditori, distributori e punti di assistenza sulla mappa e nell’elenco, per NPA, località o posizione; i rivenditori online a parte.',
    en: 'tools/dealer-finder: dealers, distributors and service points on the map and in the list, by postcode, town or location; the online dealers apart.',
  },
  group: 'widgets',
  breadcrumbs: [{ label: { de: SERVICE, fr: SERVICE, it: SERVICE, en: SERVICE }, path: '/service' }],
  body: (context) => {
    const intro = translator(context)({
      de: 'Unsere Schmierstoffe erhalten Sie bei über 9 000 Händlern und Servicestellen in Europa. Suchen Sie nach Postleitzahl oder Ort, oder lassen Sie sich die Händler in Ihrer Nähe zeigen.',
      fr: 'Nos lubrifiants sont disponibles auprès de plus de 9 000 revendeurs et points de service en Europe. Recherchez par code postal ou localité, ou affichez les revendeurs près de chez vous.',
      it: 'I nostri lubrificanti sono disponibili presso oltre 9 000 rivenditori e punti di assistenza in Europa. Cercate per NPA o località, o visualizzate i rivenditori vicino a voi.',
      en: 'Our lubricants are available from more than 9,000 dealers and service points in Europe. Search by postcode or town, or show the dealers near you.',
    })
    return `<p>${escapeHtml(intro)}</p>${marker('tools/dealer-finder', {}, { hydrate: 'load', fallback: fallbackHtml('tools/dealer-finder', {}, context.locale) })}`
  },
}
