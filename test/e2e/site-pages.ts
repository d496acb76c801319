import { pages } from '@/test/cms/pages/index'

/** The start page and every page of the simulated CMS. */
export const SITE_PAGES = [...new Set(['/', ...pages.map((page) => page.path)])]

/**
 * The pages whose islands render differently for a signed-in user (the rest show the same content, and the
 * chrome around it is the same on every page): the crawls see these a second time, signed in.
 */
export const SIGNED_IN_DIFFERS = ['/login-form', '/katalog', '/test/hostile-input', '/konto/favoriten', '/konto/einkaufslisten', '/konto/einkaufslisten/liste', '/produktdetail', '/warenkorb', '/schnellbestellung', '/konto/benachrichtigungen', '/konto/bestellhistorie', '/konto/bestellung', '/konto/bestellte-artikel', '/konto/sicherheitsdatenblaetter', '/konto', '/konto/adressen', '/konto/rechnungsempfaenger']
