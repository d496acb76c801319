/**
 * The shop's home page content (docs/simulated-cms.md: the start page is a home page of the shop): what the maker
 * offers, its product lines from the mock catalogue's category tree, the service entry points and the latest news. The
 * developer pages follow it on the start page, in a section of their own (index.ts).
 */
import { CATEGORIES, categoryUrl } from '@/test/mocks/db/categories'
import { SHOP_URLS } from '../page-data'
import type { CmsContext } from '../context'
import { escapeHtml } from '../html'
import { germanLang, translator, type Text } from '../texts'
import { blockMarker } from '../widget-markup'
import { newsTilesArticles } from './news'

export const HOME_TITLE: Text = {
  de: 'Schmierstoffe für Fahrzeuge und Industrie',
  fr: 'Lubrifiants pour véhicules et industrie',
  it: 'Lubrificanti per veicoli e industria',
  en: 'Lubricants for vehicles and industry',
}

export const HOME_DESCRIPTION: Text = {
  de: 'Motorenöle, Getriebeöle, Hydrauliköle, Schmierfette und Kühlmittel aus der Schweiz, dazu Ölfinder, Händlersuche und Webshop.',
  fr: 'Huiles moteur, huiles pour engrenages, huiles hydrauliques, graisses et liquides de refroidissement de Suisse, avec recherche d’huile, recherche de revendeurs et boutique en ligne.',
  it: 'Oli motore, oli per ingranaggi, oli idraulici, grassi e refrigeranti dalla Svizzera, con ricerca olio, ricerca rivenditori e negozio online.',
  en: 'Engine oils, gear oils, hydraulic oils, greases and coolants from Switzerland, with the oil finder, the dealer finder and the web shop.',
}

/** Where the developer's index of the simulated CMS lives (pages/index.ts developerPage): the home page's last line and every placeholder page link to it. */
export const DEVELOPER_PATH = '/entwicklung'

/** A visitor's way home, from the not-found page. */
export const TO_HOME: Text = { de: 'Zur Startseite', fr: 'Vers la page d’accueil', it: 'Alla pagina iniziale', en: 'To the home page' }

/** The developer's index (pages/index.ts developerPage), linked at the foot of the home page. */
export const DEVELOPER_TITLE: Text = {
  de: 'Für die Entwicklung: alle Seiten des simulierten CMS',
  fr: 'Pour le développement\u00a0: toutes les pages du CMS simulé',
  it: 'Per lo sviluppo: tutte le pagine del CMS simulato',
  en: 'For development: every page of the simulated CMS',
}

export const HOME_HEADINGS = {
  range: { de: 'Unser Sortiment', fr: 'Notre gamme', it: 'La nostra gamma', en: 'Our range' },
  service: { de: 'Service', fr: 'Service', it: 'Servizio', en: 'Service' },
  news: { de: 'News', fr: 'Actualités', it: 'Notizie', en: 'News' },
} as const satisfies Record<string, Text>


const action = (href: string, label: string, primary = false) => `<li><a${primary ? ' class="home-primary"' : ''} href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`

/** The shop's sections of the start page. */
export function homeContent(context: CmsContext): string {
  const t = translator(context)
  const de = germanLang(context)
  const lead = t({
    de: 'Motorenöle, Getriebeöle, Hydrauliköle, Schmierfette, Kühlmittel und Metallbearbeitungsflüssigkeiten aus der Schweiz: für Werkstatt, Flotte und Industrie.',
    fr: 'Huiles moteur, huiles pour engrenages, huiles hydrauliques, graisses, liquides de refroidissement et fluides d’usinage de Suisse\u00a0: pour l’atelier, la flotte et l’industrie.',
    it: 'Oli motore, oli per ingranaggi, oli idraulici, grassi, refrigeranti e fluidi per la lavorazione dei metalli dalla Svizzera: per officina, flotta e industria.',
    en: 'Engine oils, gear oils, hydraulic oils, greases, coolants and metalworking fluids from Switzerland: for the workshop, the fleet and industry.',
  })
  const lines = CATEGORIES.map(
    (line) =>
      `<li class="home-line"><h3><a href="${escapeHtml(categoryUrl([line.slug]))}"${de}>${escapeHtml(line.name)}</a></h3><ul>${(line.children ?? [])
        .map((child) => `<li><a href="${escapeHtml(categoryUrl([line.slug, child.slug]))}"${de}>${escapeHtml(child.name)}</a></li>`)
        .join('')}</ul></li>`,
  ).join('')
  return `<p class="home-lead">${escapeHtml(lead)}</p>
<ul class="home-actions">${action(SHOP_URLS.searchDetailLink, t({ de: 'Sortiment durchsuchen', fr: 'Rechercher dans la gamme', it: 'Cerca nella gamma', en: 'Search the range' }), true)}${action(
    SHOP_URLS.oilFinderUrl,
    t({ de: 'Das richtige Öl finden', fr: 'Trouver la bonne huile', it: 'Trovare l’olio giusto', en: 'Find the right oil' }),
  )}${action(SHOP_URLS.contactPageUrl, t({ de: 'Beratung anfragen', fr: 'Demander un conseil', it: 'Richiedere una consulenza', en: 'Ask for advice' }))}</ul>
<section class="cms-section"><h2>${escapeHtml(t(HOME_HEADINGS.range))}</h2><ul class="home-lines">${lines}</ul></section>
${blockMarker('news/news-tiles', { title: t(HOME_HEADINGS.news), allNews: { href: '/news', text: t({ de: 'Alle News', fr: 'Toutes les actualités', it: 'Tutte le notizie', en: 'All news' }) }, articles: newsTilesArticles(context, 3) }, context.locale)}`
}
