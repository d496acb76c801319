import { getJobs, jobEntrySchema } from '@/api/jobs'
import { createTableRequest } from './table-request'

// The jobs family (spec 1 §1, §2 job list and job detail): the list is a server-side table, so its page lives with the
// table that shows it (src/features/data-table/use-server-table.ts). The detail's request is store/job-detail.ts, so
// the detail loads none of the table's code.

/**
 * GET /api/jobs/: one page of the open positions. An answer lacking entries, filter fields, sort columns or sort
 * order fails with 'API failure during jobs/fetchJobs request.' (spec 1 §8).
 */
export const fetchJobs = createTableRequest('jobs/fetchJobs', getJobs, jobEntrySchema)
