/**
 * news/job-list and news/job-detail (spec 1 §1, §2 job list and job detail) in the simulated CMS: the list at the
 * navigation's «Offene Stellen» (`/karriere/offene-stellen`, which this page takes over from the plain site page of
 * test/mocks/db/navigation.ts SITE_PAGES: pages/index.ts asks its own pages first, and the navigation keeps its label
 * from there), a job at `/karriere/offene-stellen/stelle?job=job-101`. Like a real CMS that renders the table's first
 * page on the server, the list's page knows how many rows that page has for the view in the address: the fallback shows
 * as many (and the island as many placeholder rows, the `expectedRows` prop), so nothing shifts when its rows arrive.
 */
import { JOBS } from '@/test/mocks/db/jobs'
import { SITE_PAGES } from '@/test/mocks/db/navigation'
import { JOB_TABLE } from '@/test/mocks/handlers/jobs'
import { answerTable } from '@/test/mocks/table-query'
import { storedTableQuery } from '../account-access'
import type { CmsContext } from '../context'
import { marker } from '../html'
import type { Text } from '../texts'
import { fallbackHtml } from '../widget-markup'
import { footerContent } from './footer'
import { JOB_APPLICATION_PATH } from './forms'
import type { PageDefinition } from './types'

const PAGE_SIZE = 20
// Editorial content is German in every language of the site (site-pages.ts), so the career page's title is too.
const CAREER_TITLE = SITE_PAGES['/karriere'].title
const CAREER_CRUMB = { label: { de: CAREER_TITLE, fr: CAREER_TITLE, it: CAREER_TITLE, en: CAREER_TITLE }, path: '/karriere' }
const LIST_TITLE: Text = { de: 'Offene Stellen', fr: 'Postes vacants', it: 'Posti vacanti', en: 'Open positions' }
const LIST_PATH = '/karriere/offene-stellen'
const DETAIL_PATH = '/karriere/offene-stellen/stelle'

/** How many rows the first page of the job list has for the view in the address (undefined for a view the server refuses). */
function jobListRows(context: Pick<CmsContext, 'url'>): number | undefined {
  const query = storedTableQuery(context.url, 'stored', PAGE_SIZE)
  return query ? answerTable(JOBS, query, JOB_TABLE).results.entries.length : undefined
}

/** news/job-list at the navigation's «Offene Stellen»: each title links to the job's page. */
export const jobListPage: PageDefinition = {
  path: LIST_PATH,
  title: LIST_TITLE,
  description: {
    de: 'news/job-list: die 25 offenen Stellen an fünf Standorten als Tabelle mit Filtern nach Arbeitsort, Bereich und Pensum, Sortierung und Seiten in der Adresse; jeder Titel führt zur Stelle.',
    fr: 'news/job-list\u00a0: les 25 postes vacants sur cinq sites dans un tableau avec filtres par lieu, domaine et taux d’occupation, tri et pages dans l’adresse\u00a0; chaque titre mène au poste.',
    it: 'news/job-list: i 25 posti vacanti in cinque sedi in una tabella con filtri per luogo, settore e grado di occupazione, ordinamento e pagine nell’indirizzo; ogni titolo porta al posto.',
    en: 'news/job-list: the 25 open positions at five locations as a table with filters by location, department and workload, sorting and pages kept in the address; each title leads to its position.',
  },
  group: 'widgets',
  breadcrumbs: [CAREER_CRUMB],
  body: (context) => {
    const rows = jobListRows(context)
    // The detail page's URL written out (the widget's default is the same), so that it follows the page's language.
    const props = { jobDetailUrl: DETAIL_PATH, ...(rows === undefined ? {} : { expectedRows: Math.min(rows, PAGE_SIZE) }) }
    return marker('news/job-list', props, { hydrate: 'load', fallback: fallbackHtml('news/job-list', props, context.locale, rows === undefined ? {} : { rows }) })
  },
}

/**
 * news/job-detail at the address the job list links each job to (`?job=job-101`). «Jetzt bewerben» leads to the job
 * application's page (./forms.ts, form/cms-form) with the job's id, named in the `applicationUrl` prop.
 */
export const jobDetailPage: PageDefinition = {
  path: DETAIL_PATH,
  title: { de: 'Stelle', fr: 'Poste', it: 'Posto', en: 'Position' },
  description: {
    de: 'news/job-detail: eine offene Stelle mit Eckdaten, Beschreibung, Ansprechperson, «Jetzt bewerben» und strukturierten Daten (JobPosting); der Link zurück führt zur Liste in ihrer Ansicht (aus der Stellenliste geöffnet, z. B. ?job=job-101).',
    fr: 'news/job-detail\u00a0: un poste vacant avec ses données clés, sa description, l’interlocuteur, «\u00a0Jetzt bewerben\u00a0» et des données structurées (JobPosting)\u00a0; le lien de retour mène à la liste dans sa vue (ouvert depuis la liste, p. ex. ?job=job-101).',
    it: 'news/job-detail: un posto vacante con dati principali, descrizione, persona di contatto, «Jetzt bewerben» e dati strutturati (JobPosting); il link di ritorno porta alla lista nella sua vista (aperto dalla lista, p. es. ?job=job-101).',
    en: 'news/job-detail: one open position with its facts, description, contact person, ‘Jetzt bewerben’ and structured data (JobPosting); the back link returns to the list in its view (opened from the job list, e.g. ?job=job-101).',
  },
  group: 'widgets',
  breadcrumbs: [CAREER_CRUMB, { label: LIST_TITLE, path: LIST_PATH }],
  body: (context) => {
    const props = { jobListUrl: LIST_PATH, applicationUrl: JOB_APPLICATION_PATH, employer: footerContent(context).contact?.company ?? 'Schmierstoffe AG' }
    return marker('news/job-detail', props, { hydrate: 'load', fallback: fallbackHtml('news/job-detail', props, context.locale) })
  },
}
