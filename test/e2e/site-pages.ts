import { existsSync } from 'node:fs'
import { DEFAULT_LOCALE, readLanguagePath } from '@/test/cms/language-paths'
import { CATALOGUE_AREA_PAGES, CONTENT_BLOCKS_PATH } from '@/test/cms/pages/catalogue'
import { catalogueRouteOf } from '@/test/cms/pages/catalogue-pages'
import { pages } from '@/test/cms/pages/index'

/** The start page and every page of the simulated CMS. */
export const SITE_PAGES = [...new Set(['/', ...pages.map((page) => page.path)])]

/** The block catalogue's area pages that show widgets: an area without a folder of widgets/ has none yet. */
export const CATALOGUE_WITH_WIDGETS = CATALOGUE_AREA_PAGES.filter(({ area }) => existsSync(`widgets/${area}`)).map(({ path }) => path)

/** The catalogue's pages whose examples show nothing of the user: news, fairs, jobs, the footer and the content blocks read no session. */
const SAME_SIGNED_IN = ['/katalog/news', '/katalog/footer', CONTENT_BLOCKS_PATH]

/**
 * The pages whose islands render differently for a signed-in user (the rest show the same content, and the
 * chrome around it is the same on every page): the crawls see these a second time, signed in.
 */
export const SIGNED_IN_DIFFERS = ['/login-form', ...CATALOGUE_WITH_WIDGETS.filter((path) => !SAME_SIGNED_IN.includes(path)), '/test/hostile-input', '/konto/favoriten', '/konto/einkaufslisten', '/konto/einkaufslisten/liste', '/produktdetail', '/warenkorb', '/schnellbestellung', '/konto/benachrichtigungen', '/konto/bestellhistorie', '/konto/bestellung', '/konto/bestellte-artikel', '/konto/sicherheitsdatenblaetter', '/konto', '/konto/adressen', '/konto/rechnungsempfaenger']

/**
 * Whether a page that only links reach renders differently for a signed-in user, so that the signed-in link crawl
 * renders it too: the catalogue's category and product pages (their tiles and offers show the customer's prices)
 * and a page in another language (the user menu in it). The others (knowledge articles, the corporate pages still
 * to come) show what the anonymous crawl rendered, in the same chrome; the signed-in crawl requests them.
 */
export function linkedPageDiffersSignedIn(url: string): boolean {
  const { locale, path } = readLanguagePath(new URL(url).pathname)
  const kind = catalogueRouteOf(path)
  return locale !== DEFAULT_LOCALE || kind === 'category' || kind === 'product'
}
