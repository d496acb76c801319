import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { customerTableData, customerTableProps } from './customer-list'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

const customerOverview = (path: string, group?: PageDefinition['group']): PageDefinition => ({
  path,
  title: { de: 'Kundenübersicht', fr: 'Aperçu des clients', it: 'Panoramica clienti', en: 'Customer overview' },
  description: {
    de: 'shopuser/customer-overview: die Kunden des Mitarbeiters mit ihren Kontakten, durchsuchbar, sortierbar und in Seiten; ein Kontakt gewählt, handelt der Mitarbeiter in seinem Namen, wie nach dem Menü der Kopfzeile (angemeldet als mitarbeiter@example.ch: 40 Kunden).',
    fr: 'shopuser/customer-overview\u00a0: les clients du collaborateur avec leurs contacts, avec recherche, tri et pages\u00a0; un contact choisi, le collaborateur agit en son nom, comme par le menu de l’en-tête (connecté en tant que mitarbeiter@example.ch\u00a0: 40 clients).',
    it: 'shopuser/customer-overview: i clienti del collaboratore con i loro contatti, con ricerca, ordinamento e pagine; scelto un contatto, il collaboratore agisce a suo nome, come dal menu dell’intestazione (connesso come mitarbeiter@example.ch: 40 clienti).',
    en: 'shopuser/customer-overview: the employee’s customers with their contacts, searchable, sortable and paged; once a contact is chosen the employee acts on their behalf, as with the header’s menu (signed in as mitarbeiter@example.ch: 40 customers).',
  },
  ...(group ? { group } : {}),
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => {
    const data = customerTableData(context)
    const props = customerTableProps(data)
    return marker('shopuser/customer-overview', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/customer-overview', props, context.locale, data) })
  },
})

/** shopuser/customer-overview at session.urls.customerOverviewUrl, where the header's menu, the banner and the dashboard link. */
export const customerOverviewPage = customerOverview(SHOP_URLS.customerOverviewUrl, 'widgets')

/** The same page at the address of the user menu's entry «Kundenübersicht»; not listed twice on the start page. */
export const customerOverviewMenuPage = customerOverview(ACCOUNT_PAGES.customerOverview.link)
