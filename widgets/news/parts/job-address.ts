/**
 * The address of a job's detail page, shared by the job list that links to it and the job detail that reads it
 * (`/karriere/offene-stellen/stelle?job=job-101`), on the pattern of src/lib/address-param.ts.
 */
import { jobIdSchema } from '@/api/jobs'
import { readParam, withParam } from '@/src/lib/address-param'

/** The query parameter that names a job in the detail page's address. */
export const JOB_PARAM = 'job'

/** The address of a job's detail page: the page's address with the job's id as `job`, its own parameters and fragment kept. */
export const jobDetailHref = (detailUrl: string, jobId: string): string => withParam(detailUrl, JOB_PARAM, jobId)

/**
 * The job the current address (or `search`) names, or what is wrong with it: `missing` without one, `invalid` for a
 * value that is no job id (a typo, an injected value: dropped with a console warning and an error report, never sent
 * nor shown).
 */
export function readJobId(search: string = window.location.search): { jobId: string } | { problem: 'missing' | 'invalid' } {
  const read = readParam(JOB_PARAM, jobIdSchema, search)
  return read.ok ? { jobId: read.value } : { problem: read.problem }
}
