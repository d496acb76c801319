/**
 * footer/footer (the spec names no fields; its props schema defines them): the demo site's footer on every page (slot `footer`), its page, and the legal
 * pages its bottom line links to. The footer's content is editorial (German, like every prop the CMS
 * writes): the product column follows the brand (theme 01 the whole range, 02 the motorcycle and consumer
 * brand, 03 the industry brand, as the main navigation does), the contact block the market (tenant).
 */
import { CATEGORIES, categoryUrl, type CategorySeed } from '@/test/mocks/db/categories'
import { SITE_PAGES, type SitePath } from '@/test/mocks/db/navigation'
import type { Theme } from '@/store/session'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { ChromePart } from '../chrome'
import type { CmsContext, Tenant } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { SHOP_URLS } from '../page-data'
import { germanLang, translator, type Text } from '../texts'
import type { PageDefinition } from './types'

type FooterProps = WidgetInputs['footer/footer']
type Link = NonNullable<FooterProps['legalLinks']>[number]

/** A category's link by its slugs, named as the catalogue names it (so footer and catalogue never disagree). */
function categoryLink(slugs: string[]): Link {
  let level: readonly CategorySeed[] = CATEGORIES
  let found: CategorySeed | undefined
  for (const slug of slugs) {
    found = level.find((category) => category.slug === slug)
    if (!found) throw new Error(`footer.ts: no category ${slugs.join('/')}`)
    level = found.children ?? []
  }
  return { label: found?.name ?? '', href: categoryUrl(slugs) }
}

const sitePage = (path: SitePath, target?: '_blank'): Link => ({ label: SITE_PAGES[path].title, href: path, ...(target ? { target } : {}) })

const PRODUCTS: Record<Theme, Link[]> = {
  '01': [['motorenoele'], ['getriebeoele'], ['hydraulikoele'], ['schmierfette'], ['kuehlmittel'], ['industrieoele']].map(categoryLink),
  '02': [['motorenoele', 'motorrad'], ['motorenoele', 'pkw'], ['kuehlmittel'], ['schmierfette']].map(categoryLink),
  '03': [['hydraulikoele'], ['getriebeoele', 'industriegetriebe'], ['schmierfette'], ['metallbearbeitung'], ['industrieoele']].map(categoryLink),
}

const SERVICE: Record<Theme, Link[]> = {
  '01': [{ label: 'Ölfinder', href: SHOP_URLS.oilFinderUrl }, sitePage('/service/haendlersuche'), sitePage('/service/technische-beratung'), sitePage('/downloads'), sitePage('/wissen')],
  '02': [{ label: 'Ölfinder', href: SHOP_URLS.oilFinderUrl }, sitePage('/service/haendlersuche'), sitePage('/wissen'), sitePage('/rennsport')],
  '03': [sitePage('/service/technische-beratung'), sitePage('/service/oelanalyse'), sitePage('/service/haendlersuche'), sitePage('/downloads'), sitePage('/wissen')],
}

const ACCOUNT: Link[] = [
  { label: 'Mein Konto', href: SHOP_URLS.dashboardUrl },
  { label: 'Bestellungen', href: SHOP_URLS.orderHistoryUrl },
  { label: 'Warenkorb', href: SHOP_URLS.b2BCartUrl },
  { label: 'Registrieren', href: SHOP_URLS.registerUrl },
]

const COMPANY: Link[] = [
  sitePage('/unternehmen/ueber-uns'),
  { label: 'News', href: '/news' },
  { label: 'Messen', href: '/unternehmen/messen' },
  sitePage('/unternehmen/standorte'),
  sitePage('/unternehmen/nachhaltigkeit'),
  sitePage('/karriere/offene-stellen'),
  // spec 2 §5: a link that opens in a new tab (rel="noopener noreferrer").
  sitePage('/karriere/stellenportal', '_blank'),
  { label: 'Kontakt', href: SHOP_URLS.contactPageUrl },
]

/** The maker's company in each market: the contact block. Addresses and numbers are made up. */
const CONTACTS: Record<Tenant, NonNullable<FooterProps['contact']>> = {
  'lubricants-ch': {
    company: 'Schmierstoffe AG',
    addressLines: ['Industriestrasse 12', '8404 Winterthur', 'Schweiz'],
    phone: '+41 52 208 30 00',
    email: 'info@schmierstoffe.example',
    openingHours: ['Mo–Fr 7.30–12.00 und 13.15–17.00 Uhr'],
  },
  'lubricants-de': {
    company: 'Schmierstoffe Deutschland GmbH',
    addressLines: ['Daimlerstraße 24', '70771 Leinfelden-Echterdingen', 'Deutschland'],
    phone: '+49 711 794 20 00',
    email: 'info@schmierstoffe-de.example',
    openingHours: ['Mo–Fr 8.00–17.00 Uhr'],
  },
  'lubricants-at': {
    company: 'Schmierstoffe Austria GmbH',
    addressLines: ['Industriezeile 36', '4020 Linz', 'Österreich'],
    phone: '+43 732 77 50 20',
    email: 'info@schmierstoffe-at.example',
    openingHours: ['Mo–Do 7.30–16.30 Uhr', 'Fr 7.30–12.00 Uhr'],
  },
}

/** The legal pages of the bottom line; «Cookie-Einstellungen» is a section of the privacy page. */
const LEGAL_PATHS = { imprint: '/impressum', privacy: '/datenschutz', terms: '/agb' } as const
const COOKIES_ID = 'cookie-einstellungen'

/** The footer's props on a page of this context. */
export function footerContent(context: Pick<CmsContext, 'theme' | 'tenant'>): FooterProps {
  const contact = CONTACTS[context.tenant]
  return {
    columns: [
      { title: 'Produkte', links: PRODUCTS[context.theme] },
      { title: 'Service', links: SERVICE[context.theme] },
      { title: 'Mein Konto', links: ACCOUNT },
      { title: 'Unternehmen', links: COMPANY },
    ],
    contact: { title: 'Kontakt', ...contact },
    socialTitle: 'Folgen Sie uns',
    socialLinks: [
      { network: 'linkedin', href: 'https://www.linkedin.com/company/schmierstoffe-ag' },
      { network: 'xing', href: 'https://www.xing.com/pages/schmierstoffe-ag' },
      { network: 'youtube', href: 'https://www.youtube.com/@schmierstoffe-ag' },
      { network: 'instagram', href: 'https://www.instagram.com/schmierstoffe.ag' },
    ],
    legalLinks: [
      { label: 'Impressum', href: LEGAL_PATHS.imprint },
      { label: 'Datenschutz', href: LEGAL_PATHS.privacy },
      { label: 'AGB', href: LEGAL_PATHS.terms },
      { label: 'Cookie-Einstellungen', href: `${LEGAL_PATHS.privacy}#${COOKIES_ID}` },
    ],
    copyright: `© 2026 ${contact.company}`,
  }
}

/**
 * The footer on every page (slot `footer`, inside the template's `<footer>`): below the fold, so hydrated
 * when it comes near the viewport; until then its fallback is the footer itself, links working.
 */
export const footerChrome: ChromePart = {
  slot: 'footer',
  render: (context, page) => {
    const props = footerContent(context)
    return marker('footer/footer', props, { hydrate: 'visible', fallback: fallbackHtml('footer/footer', props, context.locale, { session: page.session }) })
  },
}

// A second footer in the page's content, as a template might place a compact one: no columns and no
// switcher, so it repeats no heading region or control of the page's own footer.
const COMPACT: FooterProps = {
  socialTitle: 'Schmierstoffe AG im Netz',
  socialLinks: [
    { network: 'linkedin', href: 'https://www.linkedin.com/company/schmierstoffe-ag' },
    { network: 'facebook', href: 'https://www.facebook.com/schmierstoffe.ag' },
    { network: 'x', href: 'https://x.com/schmierstoffe_ag' },
  ],
  legalLinks: [
    { label: 'Impressum', href: LEGAL_PATHS.imprint },
    { label: 'Datenschutz', href: LEGAL_PATHS.privacy },
  ],
  copyright: '© 2026 Schmierstoffe AG',
  languageSwitcher: false,
}

export const footerPage: PageDefinition = {
  path: '/footer',
  title: { de: 'Fusszeile', fr: 'Pied de page', it: 'Piè di pagina', en: 'Footer' },
  description: {
    de: 'footer/footer: Linkspalten (auf dem Telefon aufklappbar), Kontakt, Social-Media-Links, rechtliche Links, Copyright und die Sprach- und Länderwahl.',
    fr: 'footer/footer\u00a0: colonnes de liens (dépliables sur téléphone), contact, réseaux sociaux, mentions légales, copyright et choix de la langue et du pays.',
    it: 'footer/footer: colonne di link (apribili sul telefono), contatto, social media, note legali, copyright e scelta di lingua e paese.',
    en: 'footer/footer: link columns (collapsible on phones), contact, social links, legal links, the copyright line and the language and country switcher.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Unten auf jeder Seite steht die Fusszeile des Shops. Auf dem Telefon und dem Tablet klappen ihre Spalten auf, ab 1024 px stehen sie nebeneinander. Ihre Inhalte folgen der Marke (?theme=02, ?theme=03) und dem Markt (?tenant=lubricants-de). Bis das Widget geladen ist, zeigt das CMS dieselben Links als einfaches HTML.',
      fr: 'En bas de chaque page se trouve le pied de page de la boutique. Sur téléphone et tablette, ses colonnes se déplient\u00a0; à partir de 1024\u00a0px, elles sont côte à côte. Son contenu suit la marque (?theme=02, ?theme=03) et le marché (?tenant=lubricants-de). Tant que le widget n’est pas chargé, le CMS affiche les mêmes liens en HTML simple.',
      it: 'In fondo a ogni pagina c’è il piè di pagina del negozio. Sul telefono e sul tablet le sue colonne si aprono, da 1024 px stanno una accanto all’altra. I contenuti seguono il marchio (?theme=02, ?theme=03) e il mercato (?tenant=lubricants-de). Finché il widget non è caricato, il CMS mostra gli stessi link in HTML semplice.',
      en: 'At the bottom of every page is the shop’s footer. On phones and tablets its columns open and close; from 1024 px they stand side by side. Its content follows the brand (?theme=02, ?theme=03) and the market (?tenant=lubricants-de). Until the widget has loaded, the CMS shows the same links as plain HTML.',
    })
    const heading = t({ de: 'Kompakte Fusszeile', fr: 'Pied de page compact', it: 'Piè di pagina compatto', en: 'Compact footer' })
    return `<p>${escapeHtml(intro)}</p>${section(heading, marker('footer/footer', COMPACT, { fallback: fallbackHtml('footer/footer', COMPACT, context.locale) }))}`
  },
}

// Editorial content is German in every language of the site (texts.ts), so its titles are too.
const german = (text: string): Text => ({ de: text, fr: text, it: text, en: text })

const legalPage = (path: string, title: string, paragraphs: string[], sections: { id: string; heading: string; text: string }[] = []): PageDefinition => ({
  path,
  title: german(title),
  description: german(paragraphs[0] ?? title),
  body: (context) =>
    paragraphs.map((text) => `<p${germanLang(context)}>${escapeHtml(text)}</p>`).join('') +
    sections.map(({ id, heading, text }) => `<section class="cms-section" id="${escapeHtml(id)}"${germanLang(context)}><h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p></section>`).join(''),
})

/** The pages of the footer's legal links (unlisted on the start page, like the site's content pages). */
export const legalPages: PageDefinition[] = [
  legalPage(LEGAL_PATHS.imprint, 'Impressum', [
    'Schmierstoffe AG, Industriestrasse 12, 8404 Winterthur, Schweiz. Handelsregister des Kantons Zürich, UID CHE-000.000.000 (erfunden).',
    'Verantwortlich für den Inhalt: Geschäftsleitung der Schmierstoffe AG. Alle Angaben dieser Demo sind erfunden.',
  ]),
  legalPage(
    LEGAL_PATHS.privacy,
    'Datenschutz',
    [
      'Wir bearbeiten Personendaten nach dem Schweizer Datenschutzgesetz (DSG) und, wo anwendbar, der DSGVO: nur so weit, wie es für Bestellungen, Beratung und den Betrieb dieser Website nötig ist.',
      'Auskunft, Berichtigung und Löschung Ihrer Daten können Sie jederzeit bei der Schmierstoffe AG verlangen.',
    ],
    [
      {
        id: COOKIES_ID,
        heading: 'Cookie-Einstellungen',
        text: 'Diese Demo setzt nur Cookies, die für ihren Betrieb nötig sind (Sprache, Marke, Anmeldung, ausgeblendete Hinweise). Statistik- oder Marketing-Cookies gibt es nicht, daher auch nichts einzustellen.',
      },
    ],
  ),
  legalPage(LEGAL_PATHS.terms, 'Allgemeine Geschäftsbedingungen', [
    'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Bestellungen im Webshop der Schmierstoffe AG. Preise in CHF, zuzüglich Mehrwertsteuer für Geschäftskunden.',
    'Lieferung innert 24 Stunden in der ganzen Schweiz; Gerichtsstand ist Winterthur.',
  ]),
]
