/**
 * The browser-blocker page (spec 2 §2.7: title and text), which the CMS serves instead of any page to a browser the
 * bundle does not run in (src/build/browser-support.ts; docs/cms-integration.md "Old browsers"). It is a page of
 * its own, not the site with a notice: no script, no widget marker, no font or image, so the oldest browser shows it
 * as written. `BLOCKER_PREVIEW_PATH` shows it to any browser, for the developer and the tests.
 */
import type { Locale } from '@/i18n/locales'
import { escapeHtml } from './html'
import { translator, type Text } from './texts'

export const BLOCKER_PREVIEW_PATH = '/test/veralteter-browser'

export const BLOCKER_TITLE: Text = {
  de: 'Ihr Browser ist veraltet',
  fr: 'Votre navigateur est obsolète',
  it: 'Il vostro browser è obsoleto',
  en: 'Your browser is out of date',
}

const BLOCKER_TEXT: Text = {
  de: 'Diese Website nutzt Funktionen, die Ihr Browser nicht kennt. Bitte aktualisieren Sie ihn oder öffnen Sie die Seite mit einem aktuellen Browser, zum Beispiel Chrome, Edge, Firefox oder Safari. Für Bestellungen und Fragen erreichen Sie unseren Kundendienst unter +41 52 208 30 00.',
  fr: 'Ce site utilise des fonctions que votre navigateur ne connaît pas. Veuillez le mettre à jour ou ouvrir la page avec un navigateur récent, par exemple Chrome, Edge, Firefox ou Safari. Pour vos commandes et questions, notre service clientèle est joignable au +41 52 208 30 00.',
  it: 'Questo sito utilizza funzioni che il vostro browser non conosce. Aggiornatelo o aprite la pagina con un browser recente, per esempio Chrome, Edge, Firefox o Safari. Per ordini e domande il nostro servizio clienti risponde al numero +41 52 208 30 00.',
  en: 'This website uses features your browser does not know. Please update it or open the page in a current browser such as Chrome, Edge, Firefox or Safari. For orders and questions, our customer service answers on +41 52 208 30 00.',
}

// The site's colours written out: no stylesheet of the bundle loads here, and the oldest browsers know no custom properties.
const BLOCKER_CSS =
  'body{margin:0;font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a202c;background:#fff}' +
  'main{max-width:40em;margin:0 auto;padding:48px 16px}h1{font-size:28px;line-height:1.25;margin:0 0 16px}p{margin:0;font-size:18px}a{color:#0b3d91}'

/** The whole document, in the requester's language. */
export function browserBlockerDocument(locale: Locale): string {
  const t = translator({ locale })
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t(BLOCKER_TITLE))} · Schmierstoffe AG</title>
<style>${BLOCKER_CSS}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t(BLOCKER_TITLE))}</h1>
<p>${escapeHtml(t(BLOCKER_TEXT)).replace('+41 52 208 30 00', '<a href="tel:+41522083000">+41 52 208 30 00</a>')}</p>
</main>
</body>
</html>
`
}
