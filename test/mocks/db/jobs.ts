/**
 * The open positions of the demo site (spec 1 §1 jobs, §2 job list and job detail; the spec shows neither their
 * fields nor their calls): the 25 jobs of job-seeds.ts in Winterthur, Lausanne, Lugano, Mannheim and Linz, each with
 * its department, workload (e.g. 80–100 %), kind of employment, start, publication day (within the twelve weeks
 * before the demo's «today», demo-day.ts), the facts a detail page lists, its description as HTML and whom to ask
 * (spec 2 §3 contact person). Constant data and pure functions.
 */
import { escapeHtml } from '@/src/widget/fallback'
import { slugOf } from './catalogue'
import { dayFromToday } from './demo-day'
import { JOB_DEPARTMENTS, JOB_LOCATIONS, JOB_SEEDS, type Employment, type JobDepartment, type JobLocation, type JobSeed } from './job-seeds'

/** spec 2 §3 contact person: name, department, role, phone, email (the image is left out: no portraits in the demo media). */
export type ContactPerson = { name: string; department: string; role: string; phone: string; email: string }

// Who answers the applications of each location.
const CONTACTS: Record<JobLocation, ContactPerson> = {
  winterthur: { name: 'Sandra Keller', department: 'Personal', role: 'HR Business Partner', phone: '+41 52 208 31 20', email: 'jobs@example.ch' },
  lausanne: { name: 'Nathalie Favre', department: 'Personal', role: 'Personalverantwortliche Westschweiz', phone: '+41 21 612 40 10', email: 'jobs.lausanne@example.ch' },
  lugano: { name: 'Chiara Bernasconi', department: 'Personal', role: 'Personalverantwortliche Tessin', phone: '+41 91 960 22 30', email: 'jobs.lugano@example.ch' },
  mannheim: { name: 'Jens Hoffmann', department: 'Personal', role: 'Personalreferent Deutschland', phone: '+49 621 4398 210', email: 'jobs.mannheim@example.ch' },
  linz: { name: 'Katharina Gruber', department: 'Personal', role: 'Personalreferentin Österreich', phone: '+43 732 77 12 40', email: 'jobs.linz@example.ch' },
}

// What every job of a country offers.
const OFFERS: Record<'CH' | 'DE' | 'AT', readonly string[]> = {
  CH: ['Fünf Wochen Ferien, ab 50 sechs', 'Pensionskasse mit überdurchschnittlichen Beiträgen des Arbeitgebers', 'Halbtax oder Beitrag an das Generalabonnement', 'Weiterbildung in unserem Labor und an Fachkursen'],
  DE: ['30 Tage Urlaub', 'Betriebliche Altersvorsorge und Jobrad', 'Firmenwagen auch zur privaten Nutzung (im Aussendienst)', 'Schulungen im Stammhaus in Winterthur'],
  AT: ['Überzahlung des Kollektivvertrags je nach Erfahrung', 'Flexible Arbeitszeiten und Homeoffice nach Absprache', 'Firmenwagen auch zur privaten Nutzung (im Aussendienst)', 'Schulungen im Stammhaus in Winterthur'],
}

export type Job = {
  /** `job-101` to `job-125`. */
  id: string
  slug: string
  title: string
  location: JobLocation
  department: JobDepartment
  workload: { min: number; max: number }
  employment: Employment
  start: string
  /** The day it was published, YYYY-MM-DD. */
  publishedAt: string
  tasks: readonly string[]
  profile: readonly string[]
}

export const JOBS: readonly Job[] = JOB_SEEDS.map(([location, department, title, [min, max], employment, start, daysAgo, tasks, profile]: JobSeed, index) => ({
  id: `job-${101 + index}`,
  slug: slugOf(`${title} ${JOB_LOCATIONS[location].name}`),
  title,
  location,
  department,
  workload: { min, max },
  employment,
  start,
  publishedAt: dayFromToday(-daysAgo),
  tasks,
  profile,
}))

const byId = new Map(JOBS.map((job) => [job.id, job]))
/** One job by its id, if it is open. */
export const findJob = (id: string): Job | undefined => byId.get(id)

/** The workload as a job ad writes it: `100 %`, `80–100 %`. */
export const workloadText = ({ workload: { min, max } }: Job): string => (min === max ? `${max} %` : `${min}–${max} %`)

/** The workloads the list filters by: a job can be both (80–100 %). */
export const WORKLOADS = {
  vollzeit: { label: 'Vollzeit (100 %)', matches: (job: Job) => job.workload.max === 100 },
  teilzeit: { label: 'Teilzeit möglich', matches: (job: Job) => job.workload.min < 100 },
} as const
export type Workload = keyof typeof WORKLOADS

/** A job as the job list shows it (a row of the list, with the link to its page). */
export const jobEntry = (job: Job) => ({
  id: job.id,
  title: job.title,
  location: JOB_LOCATIONS[job.location].name,
  department: JOB_DEPARTMENTS[job.department],
  workload: workloadText(job),
  employment: job.employment,
  publishedAt: job.publishedAt,
  link: { href: `/karriere/offene-stellen/${job.slug}`, text: job.title },
})

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

/** A job's description (HTML, for the detail page's rich text): where, what, whom we look for, what we offer. */
function descriptionOf(job: Job): string {
  const location = JOB_LOCATIONS[job.location]
  return [
    `<p>${escapeHtml(`Für unseren Standort ${location.name} (${location.site}) suchen wir im Bereich ${JOB_DEPARTMENTS[job.department]} eine engagierte Persönlichkeit.`)}</p>`,
    `<h3>Ihre Aufgaben</h3>${list(job.tasks)}`,
    `<h3>Ihr Profil</h3>${list(job.profile)}`,
    `<h3>Wir bieten</h3>${list(OFFERS[location.country])}`,
  ].join('')
}

/** A job as its detail page shows it: the list's fields, the facts, the description, whom to ask and where to apply. */
export function jobDetail(job: Job) {
  const location = JOB_LOCATIONS[job.location]
  return {
    ...jobEntry(job),
    facts: [
      { label: 'Arbeitsort', value: `${location.name}, ${location.address}` },
      { label: 'Bereich', value: JOB_DEPARTMENTS[job.department] },
      { label: 'Pensum', value: workloadText(job) },
      { label: 'Anstellung', value: job.employment },
      { label: 'Stellenantritt', value: job.start },
    ],
    description: descriptionOf(job),
    contact: CONTACTS[job.location],
    // spec 1 §5: an application carries PDF documents; the job portal (a page of the site) takes it.
    applicationLink: { href: `/karriere/stellenportal?stelle=${job.id}`, text: 'Jetzt bewerben' },
  }
}
