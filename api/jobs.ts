/**
 * The job list and job detail (spec 1 §1 jobs, §2 "job list, job detail"; the spec shows neither their fields nor their
 * calls, so api/addresses.ts names them): GET `/api/jobs/` answers the open positions as a server-side table
 * (`data.results`, api/table-schemas.ts: filters location, department and workload, sort by title, location or
 * publication day); GET `/api/jobs/{jobId}` answers `data.job`, one open position with its facts, its description as
 * HTML, whom to ask (spec 2 §3 contact person) and where to apply, or 404 with a message for a job that is not (or no
 * longer) open. Public, like the rest of the corporate site.
 *
 * Texts are capped for display; a malformed row of the list, fact, contact person or application link is dropped on its
 * own with a console warning and an error report (src/lib/schema-check.ts), the rest is shown.
 */
import * as v from 'valibot'
import { imageUrl } from '@/src/lib/content-schemas'
import { isoDay } from '@/src/lib/iso-day'
import { checkList, checkOne, reportDropped, schemaCheck } from '@/src/lib/schema-check'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'
import type { TableQuery } from '@/src/lib/table-query'
import { callData, type CallContext } from './client'
import { getTablePage } from './table-schemas'

/** A job's id as it may travel in an address (`?job=job-101`): letters, digits, `_` and `-`, at most 40; nothing to escape. */
export const jobIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/, 'expected a job id'))

/** One open position as the job list shows it (a row of `data.results.entries`). */
export const jobEntrySchema = v.object({
  id: jobIdSchema,
  title: shown(150),
  /** Where the job is: the town (`Winterthur`). */
  location: shown(60),
  department: shown(80),
  /** The workload as the ad writes it: `100 %`, `80–100 %`. */
  workload: shown(30),
  /** The day it was published, YYYY-MM-DD (a real day). */
  publishedAt: isoDay,
})
export type JobEntry = v.InferOutput<typeof jobEntrySchema>

/** spec 1 §1, §2: GET /api/jobs/ with the table's query parameters; answers data.results. */
export const getJobs = (query: TableQuery, context: CallContext) => getTablePage('jobs', query, context)

/** At most this many facts are read; a detail page lists a handful. */
const FACTS_MAX = 12
/** The description (HTML) is cut at this length before it is sanitised; a job ad is a few thousand characters. */
export const DESCRIPTION_MAX = 30_000

/** One fact of the job as the server words it: `{ label: 'Stellenantritt', value: 'Nach Vereinbarung' }`. */
const factSchema = v.object({ label: shown(40), value: shown(200) })
export type JobFact = v.InferOutput<typeof factSchema>

/** spec 2 §3 contact person: name, department, role, phone, email, image (spec 1 §3 image: fallback, srcset, alt). */
const contactSchema = v.object({
  name: shown(80),
  department: maybe(shown(80)),
  role: maybe(shown(80)),
  phone: maybe(shown(40)),
  email: maybe(shown(254)),
  image: maybe(v.object({ fallback: imageUrl, srcset: maybe(v.pipe(v.string(), v.maxLength(2000))), alt: maybe(shown(200)) })),
})
export type JobContact = v.InferOutput<typeof contactSchema>

/** Where to apply: an address (checked again as a safe link where it is shown) and the link's text. */
const applicationLinkSchema = v.object({ href: address, text: maybe(shown(60)) })

// An optional part of the job: absent or null is none; a malformed one is dropped with a warning, not the job.
const optionalPart = <S extends v.GenericSchema>(schema: S, where: string) =>
  v.pipe(
    v.optional(v.unknown()),
    v.transform((value): v.InferOutput<S> | undefined => (value === undefined || value === null ? undefined : (checkOne(value, schema, where) ?? undefined))),
  )

/** One open position with what its detail page shows (`data.job`). */
export const jobDetailSchema = v.object({
  ...jobEntrySchema.entries,
  /** The kind of employment as the server words it (`Festanstellung`, `Befristet`, `Lehrstelle`). */
  employment: maybe(shown(40)),
  /** The facts the ad lists (where, which department, workload, employment, start), each checked on its own. */
  facts: v.pipe(
    v.optional(v.array(v.unknown()), []),
    v.transform((facts) => checkList(facts, factSchema, 'data.job.facts', FACTS_MAX)),
  ),
  /** The ad's text as HTML: sanitised where it is shown (src/lib/sanitize.ts). */
  description: v.optional(shown(DESCRIPTION_MAX), ''),
  contact: optionalPart(contactSchema, 'data.job.contact'),
  applicationLink: optionalPart(applicationLinkSchema, 'data.job.applicationLink'),
  /** The last day applications are taken, YYYY-MM-DD, if the ad has one (JobPosting.validThrough). */
  validThrough: v.pipe(
    v.optional(v.unknown()),
    v.transform((value): string | undefined => {
      if (value === undefined || value === null || v.is(isoDay, value)) return value ?? undefined
      reportDropped('Dropped data.job.validThrough: expected a day as YYYY-MM-DD')
      return undefined
    }),
  ),
})
export type JobDetail = v.InferOutput<typeof jobDetailSchema>

/** The answer of GET /api/jobs/{jobId}: `data.job`. */
export const jobAnswer = schemaCheck(v.pipe(v.object({ job: jobDetailSchema }), v.transform(({ job }) => job)))

/** GET one open position: `data.job`; 404 with a message for a job that is not (or no longer) open. */
export const getJob = ({ jobId }: { jobId: string }, context: CallContext) => callData('get', 'job', { path: { jobId }, ...context })
