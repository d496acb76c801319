import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { readStoredParams } from '@/src/lib/stored-params'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { jobEntry, JOBS, type Job } from '@/test/mocks/db/jobs'
import { ok } from '@/test/mocks/envelope'
import { gate, injectFault } from '@/test/mocks/faults'
import { JOB_TABLE } from '@/test/mocks/handlers/jobs'
import { server } from '@/test/mocks/node'
import { route } from '@/test/mocks/route'
import { answerTable, withTableQuery } from '@/test/mocks/table-query'
import { renderWidget } from '@/test/render'
import { dataTable, failWithoutDataThenRetry, visitWithStored } from '@/test/tables'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const LIST = '/karriere/offene-stellen'
const renderList = (props: WidgetInputs['news/job-list'] = {}) => renderWidget('news/job-list', props)
const visitWith = (stored: Record<string, string>) => visitWithStored(LIST, stored)

const newestFirst = (jobs: readonly Job[] = JOBS) => [...jobs].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title, 'de'))
const table = dataTable('Offene Stellen')
const titles = () => table.column(0)
const titlesOf = (jobs: readonly Job[]) => jobs.map((job) => job.title)

describe('job-list', () => {
  it('shows skeleton rows while the first page loads, then the 20 newest of the 25 open positions with where, which department, the workload and the day published', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/jobs/', until: answer.opened })
    await renderList()
    expect(table.summary('Wird geladen …')).toBeInTheDocument()
    expect(table.skeletonRows()).toHaveLength(20)

    answer.open()
    await table.expectSummary('Einträge 1–20 von 25')
    expect(table.headers()).toEqual(['Stelle', 'Arbeitsort', 'Bereich', 'Pensum', 'Veröffentlicht'])
    expect(titles()).toEqual(titlesOf(newestFirst().slice(0, 20)))
    const newest = jobEntry(newestFirst()[0]!)
    expect(table.cells(0)).toEqual([newest.title, newest.location, newest.department, newest.workload, formatSwissDate(newest.publishedAt)])
    expect(table.cells(0)[4]).toMatch(/^\d\d\.\d\d\.\d{4}$/)
    expect(screen.getByRole('navigation', { name: /^Seitennavigation: / })).toBeInTheDocument()
    // A public list: nothing to export.
    expect(screen.queryByRole('button', { name: 'Als CSV exportieren' })).not.toBeInTheDocument()
  })

  it('links each title to the job’s page, carrying the view it shows, so that the job’s way back returns to it (spec 1 §2)', async () => {
    visitWith({ location: 'winterthur', sortField: 'title', sortOrder: 'asc' })
    await renderList({ jobDetailUrl: '/karriere/offene-stellen/stelle' })
    const winterthur = JOBS.filter((job) => job.location === 'winterthur').sort((a, b) => a.title.localeCompare(b.title, 'de'))
    await table.expectSummary(`Einträge 1–${winterthur.length} von ${winterthur.length}`)
    const first = winterthur[0]!
    const href = new URL(within(table.rows()[0]!).getByRole('link', { name: first.title }).getAttribute('href') ?? '', 'http://shop.test')
    expect(href.pathname).toBe('/karriere/offene-stellen/stelle')
    expect(href.searchParams.get('job')).toBe(first.id)
    expect(JSON.parse(href.searchParams.get('back') ?? 'null')).toEqual({ stored: { location: 'winterthur', sortField: 'title', sortOrder: 'asc' } })
  })

  it('filters by location, department and workload, back to page 1, says how many it found, and keeps the filters in the address', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 25')
    await user.click(table.pageButton(2))
    await table.expectSummary('Einträge 21–25 von 25')

    let form = await table.openFilters(user)
    expect(within(form).getByLabelText('Arbeitsort')).toHaveDisplayValue('Alle')
    await user.selectOptions(within(form).getByLabelText('Arbeitsort'), 'Lausanne')
    await table.applyFilters(user, form)
    const lausanne = newestFirst(JOBS.filter((job) => job.location === 'lausanne'))
    await table.expectSummary(`Einträge 1–${lausanne.length} von ${lausanne.length}`)
    expect(titles()).toEqual(titlesOf(lausanne))
    expect(new Set(table.column(1))).toEqual(new Set(['Lausanne']))
    expect(readStoredParams()).toEqual({ location: 'lausanne' })

    form = table.filterForm()
    await user.selectOptions(within(form).getByLabelText('Bereich'), 'Logistik')
    await user.selectOptions(within(form).getByLabelText('Pensum'), 'Teilzeit möglich')
    await table.applyFilters(user, form)
    const partTime = lausanne.filter((job) => job.department === 'logistik' && job.workload.min < 100)
    await table.expectSummary(`Einträge 1–${partTime.length} von ${partTime.length}`)
    expect(titles()).toEqual(titlesOf(partTime))
    expect(readStoredParams()).toEqual({ location: 'lausanne', department: 'logistik', workload: 'teilzeit' })
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Filter 3 aktiv')
  })

  it('sorts by title ascending, descending, then as the server orders them, the newest first (spec 1 §4)', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 25')
    const byTitle = [...JOBS].sort((a, b) => a.title.localeCompare(b.title, 'de') || b.publishedAt.localeCompare(a.publishedAt))

    await user.click(table.sortButton('Stelle'))
    await waitFor(() => expect(titles()).toEqual(titlesOf(byTitle.slice(0, 20))))
    expect(table.columnHeader('Stelle')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'title', sortOrder: 'asc' })

    await user.click(table.sortButton('Stelle'))
    await waitFor(() => expect(table.columnHeader('Stelle')).toHaveAttribute('aria-sort', 'descending'))
    expect(titles()[0]).toBe([...JOBS].sort((a, b) => b.title.localeCompare(a.title, 'de'))[0]!.title)

    await user.click(table.sortButton('Stelle'))
    await waitFor(() => expect(titles()).toEqual(titlesOf(newestFirst().slice(0, 20))))
    expect(readStoredParams()).toEqual({})
    // Department and workload are no sort the server offers.
    expect(within(table.element()).queryByRole('button', { name: 'Bereich' })).not.toBeInTheDocument()
  })

  it('says no position fits the filters when they leave none, and that none is open when there are none', async () => {
    visitWith({ location: 'lugano', department: 'informatik' })
    const first = await renderList()
    expect(await screen.findByText('Zu Ihren Filtern wurde keine offene Stelle gefunden.')).toBeInTheDocument()
    expect(table.summary('Keine Einträge')).toBeInTheDocument()
    first.runtime.destroy()

    window.history.replaceState(null, '', LIST)
    server.use(http.get(route('jobs'), withTableQuery(({ query }) => ok(answerTable([], query, JOB_TABLE)))))
    await renderList()
    expect(await screen.findByText('Zurzeit sind keine Stellen ausgeschrieben.')).toBeInTheDocument()
    expect(table.summary('Keine Einträge')).toBeInTheDocument()
  })

  it('keeps the rows and the filters shown when a request fails, with the server’s message, and the next change works again', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 25')
    const shown = titles()
    injectFault({ method: 'GET', path: '/api/jobs/', status: 503, messages: [{ type: 'error', message: 'Die Stellenbörse wird gerade gewartet.' }] })
    await user.click(table.pageButton(2))
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Stellenbörse wird gerade gewartet.')
    expect(titles()).toEqual(shown)
    expect(table.pageButton(1)).toHaveAttribute('aria-current', 'page')
    expect(readStoredParams()).toEqual({})

    await user.click(table.pageButton(2))
    await table.expectSummary('Einträge 21–25 von 25')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says an unknown error occurred when the answer lacks its data, spec 1 §8’s text going to the console, and loads again on request', async () => {
    await failWithoutDataThenRetry('/api/jobs/', () => renderList(), 'API failure during jobs/fetchJobs request.')
    await table.expectSummary('Einträge 1–20 von 25')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('drops a malformed row with a warning and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const jobs = newestFirst().slice(0, 3)
    server.use(
      http.get(route('jobs'), withTableQuery(({ query }) => {
        const answer = answerTable(jobs, query, JOB_TABLE)
        return ok({ results: { ...answer.results, entries: [{ ...answer.results.entries[0], publishedAt: 'gestern' }, ...answer.results.entries.slice(1)] } })
      })),
    )
    await renderList()
    await table.expectSummary('Einträge 1–2 von 3')
    expect(titles()).toEqual(titlesOf(jobs.slice(1)))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.results.entries.0'))
  })
})
