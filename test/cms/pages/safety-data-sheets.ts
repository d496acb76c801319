import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { accountTableData } from '../account-access'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

/** shopuser/safety-data-sheets (spec 2 §3, §7) at the address of the user menu's entry «Sicherheitsdatenblätter». */
export const safetyDataSheetsPage: PageDefinition = {
  path: ACCOUNT_PAGES.safetyDataSheets.link,
  title: { de: 'Sicherheitsdatenblätter', fr: 'Fiches de données de sécurité', it: 'Schede di dati di sicurezza', en: 'Safety data sheets' },
  description: {
    de: 'shopuser/safety-data-sheets: die Sicherheitsdatenblätter der bestellten Produkte in Deutsch, Französisch, Italienisch und Englisch, mit Sprach- und Datumsfilter in der Adresse, Download als PDF und CSV-Export (angemeldet als kunde@example.ch).',
    fr: 'shopuser/safety-data-sheets\u00a0: les fiches de données de sécurité des produits commandés en allemand, français, italien et anglais, avec filtres de langue et de date dans l’adresse, téléchargement en PDF et export CSV (connecté en tant que kunde@example.ch).',
    it: 'shopuser/safety-data-sheets: le schede di dati di sicurezza dei prodotti ordinati in tedesco, francese, italiano e inglese, con filtri di lingua e di data nell’indirizzo, download in PDF ed esportazione CSV (connesso come kunde@example.ch).',
    en: 'shopuser/safety-data-sheets: the safety data sheets of the products ordered, in German, French, Italian and English, with language and date filters kept in the address, PDF download and CSV export (signed in as kunde@example.ch).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => marker('shopuser/safety-data-sheets', {}, { hydrate: 'load', fallback: fallbackHtml('shopuser/safety-data-sheets', {}, context.locale, accountTableData(context.username, context.shop)) }),
}
