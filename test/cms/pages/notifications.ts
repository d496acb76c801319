import { fallbackHtml } from '../widget-markup'
import { marker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

const NOTE = '<p>Die Benachrichtigungen dieser Seite stammen aus <code>#page-data</code>.</p>'

/** Notifications that come with the page (spec 1 §4: they expire after 6 s). */
export const notificationsPage: PageDefinition = {
  path: '/test/notifications',
  title: { de: 'Benachrichtigungen', fr: 'Notifications', it: 'Notifiche', en: 'Notifications' },
  description: {
    de: 'Benachrichtigungen aus den Seitendaten: erscheinen beim Laden und verschwinden nach 6 Sekunden; Fehler bleiben bis zum Schliessen.',
    fr: 'Notifications des données de page\u00a0: elles apparaissent au chargement et disparaissent après 6 secondes\u00a0; les erreurs restent jusqu’à ce qu’on les ferme.',
    it: 'Notifiche dai dati della pagina: compaiono al caricamento e scompaiono dopo 6 secondi; gli errori restano finché non vengono chiusi.',
    en: 'Notifications from the page data: they appear on load and disappear after 6 seconds; errors stay until closed.',
  },
  group: 'runtime',
  // The notifications and the rich text are editorial content (page data, props): German.
  body: (context) => section(translator(context)({ de: 'Inhalt', fr: 'Contenu', it: 'Contenuto', en: 'Content' }), marker('tools/rich-text', { html: NOTE }, { fallback: fallbackHtml('tools/rich-text', { html: NOTE }, context.locale) })),
  pageData: () => ({
    notifications: [
      { type: 'success', message: 'Ihre Bestellung wurde erfolgreich übermittelt.' },
      { type: 'info', message: 'Am 1. August bleibt unser Kundendienst geschlossen.' },
      { type: 'error', message: 'Die Lieferadresse konnte nicht gespeichert werden.' },
    ],
  }),
}
