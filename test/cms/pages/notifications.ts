import { marker, section } from '../html'
import type { PageDefinition } from './types'

/** Notifications that come with the page (spec 1 §4: they expire after 6 s). */
export const notificationsPage: PageDefinition = {
  path: '/test/notifications',
  title: 'Benachrichtigungen',
  description: 'Benachrichtigungen aus den Seitendaten: erscheinen beim Laden und verschwinden nach 6 Sekunden; Fehler bleiben bis zum Schliessen.',
  group: 'Laufzeit und Fehlerfälle',
  body: () => section('Inhalt', marker('tools/rich-text', { html: '<p>Die Benachrichtigungen dieser Seite stammen aus <code>#page-data</code>.</p>' })),
  pageData: () => ({
    notifications: [
      { type: 'success', message: 'Ihre Bestellung wurde erfolgreich übermittelt.' },
      { type: 'info', message: 'Am 1. August bleibt unser Kundendienst geschlossen.' },
      { type: 'error', message: 'Die Lieferadresse konnte nicht gespeichert werden.' },
    ],
  }),
}
