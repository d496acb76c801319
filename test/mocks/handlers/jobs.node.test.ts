import * as v from 'valibot'
import { tableAnswerSchema } from '@/api/table-schemas'
import { callApi } from '../call-api'
import { jobDetail, jobEntry, JOBS, type Job } from '../db/jobs'
import { UNKNOWN_JOB_MESSAGE } from './jobs'

const entrySchema = v.object({
  id: v.string(),
  title: v.string(),
  location: v.string(),
  department: v.string(),
  workload: v.string(),
  employment: v.string(),
  publishedAt: v.string(),
  link: v.object({ href: v.string(), text: v.string() }),
})
const results = async (query = '') => {
  const { status, json } = await callApi('GET', `/api/jobs/${query}`)
  expect(status).toBe(200)
  return v.parse(tableAnswerSchema(entrySchema), (json as { data: unknown }).data).results
}
const newestFirst = (a: Job, b: Job) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title, 'de')
const idsOf = (jobs: readonly Job[]) => jobs.map((job) => job.id)

describe('GET /api/jobs/', () => {
  it('answers the open positions as a table, the newest first, 20 a page, with its filters', async () => {
    const table = await results()
    const expected = [...JOBS].sort(newestFirst)
    expect(table.entries).toEqual(expected.slice(0, 20).map(jobEntry))
    expect(table.pagination).toEqual({ limit: 20, offset: 0, page: 1, pages: 2, total: 25 })
    expect(table.tableSortColumns).toEqual(['title', 'location', 'publishedAt'])
    expect(table.tableSortOrder).toBeNull()
    expect(table.tableFilterFields.map((field) => [field.type, field.name, field.label])).toEqual([
      ['select', 'location', 'Arbeitsort'],
      ['select', 'department', 'Bereich'],
      ['select', 'workload', 'Pensum'],
    ])
    const location = table.tableFilterFields[0]
    expect(location?.type === 'select' && location.options.map((option) => option.label)).toEqual(['Winterthur', 'Lausanne', 'Lugano', 'Mannheim', 'Linz'])
    expect(table.entries[0]!.link.href).toMatch(/^\/karriere\/offene-stellen\/[a-z0-9-]+$/)
  })

  it('filters by location, department and workload, and says what it applied', async () => {
    const lausanne = await results('?location=lausanne')
    expect(lausanne.entries.map((entry) => entry.id)).toEqual(idsOf(JOBS.filter((job) => job.location === 'lausanne').sort(newestFirst)))
    expect(lausanne.entries.every((entry) => entry.location === 'Lausanne')).toBe(true)
    const sales = await results('?location=linz&department=verkauf')
    expect(sales.pagination.total).toBe(JOBS.filter((job) => job.location === 'linz' && job.department === 'verkauf').length)
    expect(sales.tableFilterFields.map((field) => field.value)).toEqual(['linz', 'verkauf', ''])
    const partTime = await results('?workload=teilzeit&limit=100')
    expect(partTime.entries.map((entry) => entry.id)).toEqual(idsOf(JOBS.filter((job) => job.workload.min < 100).sort(newestFirst)))
    expect(partTime.entries.some((entry) => entry.workload === '80–100 %')).toBe(true)
    const fullTime = await results('?workload=vollzeit&limit=100')
    expect(fullTime.pagination.total).toBe(JOBS.filter((job) => job.workload.max === 100).length)
    expect(fullTime.pagination.total + partTime.pagination.total).toBeGreaterThan(JOBS.length) // 80–100 % is both
  })

  it('sorts by title and pages', async () => {
    const table = await results('?sortField=title&sortOrder=desc&limit=10&page=2')
    const expected = [...JOBS].sort((a, b) => b.title.localeCompare(a.title, 'de') || newestFirst(a, b))
    expect(table.entries.map((entry) => entry.id)).toEqual(idsOf(expected.slice(10, 20)))
    expect(table.tableSortOrder).toEqual({ field: 'title', order: 'desc' })
  })

  it('ignores a location it does not have, as every table does, and refuses a malformed query with 400', async () => {
    const table = await results('?location=zuerich')
    expect(table.pagination.total).toBe(25)
    expect(table.tableFilterFields[0]?.value).toBe('')
    expect(await callApi('GET', '/api/jobs/?sortField=title&sortOrder=up')).toMatchObject({ status: 400, json: { messages: [{ message: 'Das Feld «sortOrder» muss asc oder desc sein.', source: { field: 'sortOrder' } }] } })
    expect(await callApi('GET', '/api/jobs/?limit=0')).toMatchObject({ status: 400, json: { messages: [{ message: 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.', source: { field: 'limit' } }] } })
  })
})

describe('GET /api/jobs/{jobId}', () => {
  it('answers a job with its facts, description, contact and where to apply', async () => {
    const job = JOBS.find((candidate) => candidate.location === 'mannheim')!
    const { status, json } = await callApi('GET', `/api/jobs/${job.id}`)
    expect(status).toBe(200)
    expect(json).toEqual({ data: { job: jobDetail(job) } })
    expect((json as { data: { job: { contact: { name: string }; applicationLink: { href: string } } } }).data.job).toMatchObject({
      contact: { name: 'Jens Hoffmann' },
      applicationLink: { href: `/karriere/stellenportal?stelle=${job.id}` },
    })
  })

  it('answers 404 with a message for a job that is not open', async () => {
    expect(await callApi('GET', '/api/jobs/job-999')).toEqual({ status: 404, headers: expect.any(Headers) as Headers, json: { messages: [{ type: 'error', message: UNKNOWN_JOB_MESSAGE }] } })
  })
})
