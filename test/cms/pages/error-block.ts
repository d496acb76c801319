import { blockMarker } from '../widget-markup'
import type { PageDefinition } from './types'

// The page's own content (the simulated CMS never loads a widget's code); the 404 page (pages/index.ts) shows the block too.
const maintenance = {
  title: 'Wartungsarbeiten im Webshop',
  subtitle: 'Heute zwischen 22.00 und 23.30 Uhr sind Bestellungen nicht möglich. Dringende Bestellungen nimmt unser Kundendienst telefonisch unter +41 52 208 30 00 entgegen.',
}

/** tools/error-block (spec 2 §2.7, §2.10): the error page's message, which names the page (its `<h1>`). */
export const errorBlockPage: PageDefinition = {
  path: '/error-block',
  title: { de: 'Fehlermeldung', fr: 'Message d’erreur', it: 'Messaggio di errore', en: 'Error message' },
  description: {
    de: 'tools/error-block: Titel und Untertitel der Fehlerseite.',
    fr: 'tools/error-block\u00a0: titre et sous-titre de la page d’erreur.',
    it: 'tools/error-block: titolo e sottotitolo della pagina di errore.',
    en: 'tools/error-block: the error page’s title and subtitle.',
  },
  group: 'widgets',
  ownHeading: true,
  body: (context) => `${blockMarker('tools/error-block', maintenance, context.locale, { hydrate: 'load' })}<p><a href="/">Zur Startseite</a></p>`,
}
