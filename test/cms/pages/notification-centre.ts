import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

/**
 * shopuser/notification-centre (spec 1 §7) at the address of the user menu's entry «Benachrichtigungen», the
 * one with the unread badge: marking read changes the header's count at once, and a reload keeps it.
 */
export const notificationCentrePage: PageDefinition = {
  path: ACCOUNT_PAGES.notifications.link,
  title: { de: 'Benachrichtigungen', fr: 'Notifications', it: 'Notifiche', en: 'Notifications' },
  description: {
    de: 'shopuser/notification-centre: die Benachrichtigungen des Kunden mit Zeitpunkt, ungelesene hervorgehoben, eine oder alle als gelesen markieren; die Zahl in der Kopfzeile folgt (angemeldet als kunde@example.ch).',
    fr: 'shopuser/notification-centre\u00a0: les notifications du client avec leur date, les non lues mises en évidence, en marquer une ou toutes comme lues\u00a0; le nombre dans l’en-tête suit (connecté en tant que kunde@example.ch).',
    it: 'shopuser/notification-centre: le notifiche del cliente con data e ora, quelle non lette in evidenza, segnarne una o tutte come lette; il numero nell’intestazione si aggiorna (connesso come kunde@example.ch).',
    en: 'shopuser/notification-centre: the customer’s notifications with their time, unread ones highlighted, mark one or all as read; the count in the header follows (signed in as kunde@example.ch).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => marker('shopuser/notification-centre', {}, { hydrate: 'load', fallback: fallbackHtml('shopuser/notification-centre', {}, context.locale, { signedIn: context.username !== null }) }),
}
