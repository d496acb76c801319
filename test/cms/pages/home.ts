/**
 * The shop's home page content (docs/simulated-cms.md: the start page is a home page of the shop): what the maker
 * offers, its product lines from the mock catalogue's category tree, the service entry points and the latest news. The
 * developer pages follow it on the start page, in a section of their own (index.ts).
 */
import { CATEGORIES, categoryUrl } from '@/test/mocks/db/categories'
import { OIL_CATEGORIES } from '@/test/mocks/db/oilfinder/categories'
import { SHOP_URLS } from '../page-data'
import type { CmsContext } from '../context'
import { escapeHtml, marker } from '../html'
import { demoImage } from '../media/index'
import { germanLang, languageOf, translator, type Text } from '../texts'
import { blockMarker, fallbackHtml } from '../widget-markup'
import { homeStages } from './home-stages'
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


const SERVICE_TEASERS = [
  {
    image: 'labor',
    title: { de: 'Ölanalyse', fr: 'Analyse d’huile', it: 'Analisi dell’olio', en: 'Oil analysis' },
    text: {
      de: 'Verschleiss und Verschmutzung erkennen, bevor die Maschine stillsteht.',
      fr: 'Détecter l’usure et la contamination avant que la machine ne s’arrête.',
      it: 'Riconoscere usura e contaminazione prima che la macchina si fermi.',
      en: 'Spot wear and contamination before the machine stops.',
    },
    href: '/service/oelanalyse',
    link: { de: 'Zur Ölanalyse', fr: 'Vers l’analyse d’huile', it: 'All’analisi dell’olio', en: 'To oil analysis' },
  },
  {
    image: 'werkstatt',
    title: { de: 'Technische Beratung', fr: 'Conseil technique', it: 'Consulenza tecnica', en: 'Technical advice' },
    text: {
      de: 'Unsere Anwendungstechniker helfen bei der Wahl, Lagerung und Entsorgung Ihrer Schmierstoffe.',
      fr: 'Nos techniciens d’application vous aident à choisir, stocker et éliminer vos lubrifiants.',
      it: 'I nostri tecnici applicativi vi aiutano a scegliere, conservare e smaltire i lubrificanti.',
      en: 'Our application engineers help you choose, store and dispose of your lubricants.',
    },
    href: '/service/technische-beratung',
    link: { de: 'Beratung anfragen', fr: 'Demander un conseil', it: 'Richiedere una consulenza', en: 'Ask for advice' },
  },
  {
    image: 'lager',
    title: { de: 'Datenblätter und Downloads', fr: 'Fiches techniques et téléchargements', it: 'Schede tecniche e download', en: 'Data sheets and downloads' },
    text: {
      de: 'Produktdatenblätter, Sicherheitsdatenblätter und Broschüren zum Herunterladen.',
      fr: 'Fiches produits, fiches de données de sécurité et brochures à télécharger.',
      it: 'Schede prodotto, schede di dati di sicurezza e opuscoli da scaricare.',
      en: 'Product data sheets, safety data sheets and brochures to download.',
    },
    href: '/downloads',
    link: { de: 'Zu den Downloads', fr: 'Vers les téléchargements', it: 'Ai download', en: 'To the downloads' },
  },
] as const

/**
 * spec 2 §2.5: the oil finder's tile, only where the session names an oil finder: its categories lead straight to the
 * finder's brand step. The CMS asks getCategories as it renders (here: the mock's categories in the page's language),
 * so the tile is whole in the page, without a call of its own; its fallback knows the session's page of the finder.
 */
function oilFinderTile(context: CmsContext): string {
  if (!SHOP_URLS.oilFinderUrl) return ''
  const t = translator(context)
  const props = {
    title: t({ de: 'Das richtige Öl finden', fr: 'Trouver la bonne huile', it: 'Trovare l’olio giusto', en: 'Find the right oil' }),
    text: t({
      de: 'Wählen Sie Ihr Fahrzeug: Der Ölfinder nennt die passenden Öle für Auto, Motorrad, Lastwagen und Traktor in wenigen Schritten.',
      fr: 'Choisissez votre véhicule\u00a0: le guide des huiles indique les huiles adaptées à votre voiture, moto, camion ou tracteur en quelques étapes.',
      it: 'Scegliete il vostro veicolo: la ricerca olio indica gli oli adatti per auto, moto, camion e trattore in pochi passi.',
      en: 'Choose your vehicle: the oil finder names the right oils for car, motorcycle, lorry and tractor in a few steps.',
    }),
    linkText: t({ de: 'Zum Ölfinder', fr: 'Vers le guide des huiles', it: 'Alla ricerca olio', en: 'To the oil finder' }),
    categories: OIL_CATEGORIES.map(({ id, name, icon }) => ({ id, name: t(name), icon })),
  }
  return marker('oilfinder/oil-finder-tile', props, { fallback: fallbackHtml('oilfinder/oil-finder-tile', props, context.locale, { oilFinderUrl: SHOP_URLS.oilFinderUrl }) })
}

/**
 * The home page (spec 2 §2.5): the stage, whose intro title is the page's <h1>; the news tiles; the free content
 * area (the product lines from the mock catalogue's category tree); the oil finder's tile; the content teasers.
 */
export function homeContent(context: CmsContext): string {
  const t = translator(context)
  const de = germanLang(context)
  const lines = CATEGORIES.map(
    (line) =>
      `<li class="home-line"><h3><a href="${escapeHtml(categoryUrl([line.slug]))}"${de}>${escapeHtml(line.name)}</a></h3><ul>${(line.children ?? [])
        .map((child) => `<li><a href="${escapeHtml(categoryUrl([line.slug, child.slug]))}"${de}>${escapeHtml(child.name)}</a></li>`)
        .join('')}</ul></li>`,
  ).join('')
  const language = languageOf(context.locale)
  return [
    blockMarker('tools/home-stage', { items: homeStages(context.locale, HOME_TITLE), level: 1 }, context.locale, { hydrate: 'load' }),
    blockMarker('news/news-tiles', { title: t(HOME_HEADINGS.news), allNews: { href: '/news', text: t({ de: 'Alle News', fr: 'Toutes les actualités', it: 'Tutte le notizie', en: 'All news' }) }, articles: newsTilesArticles(context, 3) }, context.locale),
    `<section class="cms-section"><h2>${escapeHtml(t(HOME_HEADINGS.range))}</h2><ul class="home-lines">${lines}</ul></section>`,
    oilFinderTile(context),
    blockMarker(
      'tools/teaser-list',
      {
        title: t(HOME_HEADINGS.service),
        items: SERVICE_TEASERS.map((teaser) => ({ image: demoImage(teaser.image, language), title: t(teaser.title), text: t(teaser.text), link: { href: teaser.href, text: t(teaser.link) } })),
      },
      context.locale,
    ),
  ].join('\n')
}
