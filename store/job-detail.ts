import { getJob, jobAnswer } from '@/api/jobs'
import { createRequest } from './request'

// The job detail of the jobs family (spec 1 §2): its job lives with the widget that shows it (widgets/news/job-detail).

/**
 * GET /api/jobs/{jobId}: one open position. Quiet, because the page says the outcome in the job's place (an unknown
 * job the server's message with the way to the list, a failure its messages with a retry), and in the background,
 * because the page shows its own loading state rather than the page-wide overlay.
 */
export const fetchJob = createRequest('jobs/fetchJob', getJob, jobAnswer, { quiet: true, background: true })
