/**
 * The job list and job detail (spec 1 §1, §2; the spec names no call for them, so these are the mock's, declared in
 * api/addresses.ts beside the others): public, German.
 *
 * - `GET /api/jobs/`: the open positions as a server-side table through the one table helper (../table-query.ts,
 *   docs/cms-integration.md "Tables"): filters location, department and workload (select; `vollzeit` keeps the jobs
 *   that can be full time, `teilzeit` those that can be less), sort by title, location or publishedAt, without a
 *   sort the newest first; 20 a page;
 * - `GET /api/jobs/{jobId}`: `{ job }` with the facts, the description (HTML), the contact person and where to
 *   apply; 404 with a message for a job that is not (or no longer) open.
 */
import { http } from 'msw'
import { JOB_DEPARTMENTS, JOB_LOCATIONS, type JobDepartment, type JobLocation } from '../db/job-seeds'
import { findJob, jobDetail, jobEntry, JOBS, WORKLOADS, type Job, type Workload } from '../db/jobs'
import { errorMessage, fail, ok } from '../envelope'
import { route } from '../route'
import { answerTable, withTableQuery, type TableSpec } from '../table-query'

export const UNKNOWN_JOB_MESSAGE = 'Diese Stelle gibt es nicht (mehr). Alle offenen Stellen finden Sie in der Stellenliste.'

const options = <K extends string>(labels: Record<K, string>) => Object.entries<string>(labels).map(([value, label]) => ({ value, label }))
const byTitle = (a: Job, b: Job) => a.title.localeCompare(b.title, 'de')
const newestFirst = (a: Job, b: Job) => b.publishedAt.localeCompare(a.publishedAt) || byTitle(a, b)

/** The job list's table (../table-query.ts). */
export const JOB_TABLE: TableSpec<Job, ReturnType<typeof jobEntry>> = {
  sortColumns: {
    title: byTitle,
    location: (a, b) => JOB_LOCATIONS[a.location].name.localeCompare(JOB_LOCATIONS[b.location].name, 'de'),
    publishedAt: (a, b) => a.publishedAt.localeCompare(b.publishedAt),
  },
  naturalOrder: newestFirst,
  filters: [
    {
      type: 'select',
      name: 'location',
      label: 'Arbeitsort',
      options: options(Object.fromEntries(Object.entries(JOB_LOCATIONS).map(([id, location]) => [id, location.name]))),
      matches: (job, value) => job.location === (value as JobLocation),
    },
    { type: 'select', name: 'department', label: 'Bereich', options: options(JOB_DEPARTMENTS), matches: (job, value) => job.department === (value as JobDepartment) },
    {
      type: 'select',
      name: 'workload',
      label: 'Pensum',
      options: options(Object.fromEntries(Object.entries(WORKLOADS).map(([id, workload]) => [id, workload.label]))),
      matches: (job, value) => WORKLOADS[value as Workload].matches(job),
    },
  ],
  entry: jobEntry,
}

export const jobHandlers = [
  http.get(
    route('jobs'),
    withTableQuery(({ query }) => ok(answerTable(JOBS, query, JOB_TABLE))),
  ),
  http.get(route('job'), ({ params }) => {
    const job = findJob(String(params.jobId))
    return job ? ok({ job: jobDetail(job) }) : fail(404, [errorMessage(UNKNOWN_JOB_MESSAGE)])
  }),
]
