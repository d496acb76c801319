import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { FilterSelection } from '@/src/lib/filter-address'
import { newsListPage } from '@/test/mocks/db/news'
import { injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { destroyPages, renderWidget } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

// The numbers the mock backend answers with, from its own articles, so the tests follow the data.
const SWISS = { folderIds: ['news-ch'], categoryIds: [], topicIds: [], publicationType: undefined }
const PAGE_SIZE = 6
const pageOf = (selection: FilterSelection = {}, page = 1) => newsListPage(SWISS, selection, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, 'de')
const all = pageOf()
const totalOf = (selection: FilterSelection) => pageOf(selection).pagination.totalAmount
const optionOf = (filter: string, value: string, selection: FilterSelection = {}) =>
  pageOf(selection).filters.find((item) => item.name === filter)!.options.find((option) => option.value === value)!

const PROPS: WidgetInputs['news/news-list'] = { folderIds: ['news-ch'], pageSize: PAGE_SIZE }

/** Opens the list at `query`, the way a visitor arrives at the news page (or reloads it). */
async function openList(query = '', props: WidgetInputs['news/news-list'] = PROPS) {
  window.history.replaceState(null, '', `/news${query}`)
  return renderWidget('news/news-list', props)
}

const count = (total: number) => screen.findByText(total === 1 ? '1 Beitrag' : `${total} Beiträge`)
const cards = () => screen.getAllByRole('article')
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent)
const box = (label: string, total: number) => screen.getByRole('checkbox', { name: `${label} (${total})` })
const filterInAddress = (name: string) => new URLSearchParams(window.location.search).getAll(`filter.${name}`)
const moreButton = (left: number) => screen.getByRole('button', { name: `Weitere Beiträge laden (noch ${left})` })

describe('news/news-list', { timeout: 30_000 }, () => {
  it('shows the number of articles, the first page as cards with date and link, and the filters with their counts (spec 1 §3)', async () => {
    await openList()
    await count(all.pagination.totalAmount)
    expect(titles()).toEqual(all.entries.map((entry) => entry.title))
    const first = all.entries[0]!
    expect(within(cards()[0]!).getByRole('link', { name: first.title })).toHaveAttribute('href', first.link.href)
    expect(cards()[0]!.querySelector('time')).toHaveAttribute('datetime', first.date)
    expect(cards()[0]!.querySelector('time')!.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(screen.getAllByRole('group').map((group) => within(group).getAllByRole('checkbox').length > 0 && group.querySelector('legend')!.textContent)).toEqual([
      'Kategorie',
      'Thema',
      'Jahr',
    ])
    const racing = optionOf('category', 'rennsport')
    expect(box(racing.label, racing.count)).not.toBeChecked()
    expect(moreButton(all.pagination.totalAmount - PAGE_SIZE)).toBeInTheDocument()
  })

  it('filters by category and topic: the first page again, the filter in the address, the new number announced, Back restores', async () => {
    const { user } = await openList()
    await count(all.pagination.totalAmount)
    const racing = optionOf('category', 'rennsport')
    await user.click(box(racing.label, racing.count))
    const byCategory = { category: ['rennsport'] }
    await count(totalOf(byCategory))
    expect(screen.getByRole('status')).toHaveTextContent(`${totalOf(byCategory)} Beiträge`)
    expect(filterInAddress('category')).toEqual(['rennsport'])
    expect(titles()).toEqual(pageOf(byCategory).entries.map((entry) => entry.title))
    const motorsport = optionOf('topic', 'motorsport', byCategory)
    await user.click(box(motorsport.label, motorsport.count))
    const both = { category: ['rennsport'], topic: ['motorsport'] }
    await count(totalOf(both))
    expect(filterInAddress('topic')).toEqual(['motorsport'])
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument()

    window.history.back()
    await waitFor(() => expect(filterInAddress('topic')).toEqual([]))
    await count(totalOf(byCategory))
    expect(box(optionOf('topic', 'motorsport', byCategory).label, motorsport.count)).not.toBeChecked()
  })

  it('loads more while currentPage × itemsPerPage is below totalAmount, and moves the focus to the first new article (spec 1 §4)', async () => {
    const selection = { year: ['2025'] }
    const { user } = await openList('?filter.year=2025')
    const total = totalOf(selection)
    await count(total)
    let shown = PAGE_SIZE
    while (shown < total) {
      await user.click(moreButton(total - shown))
      const next = pageOf(selection, shown / PAGE_SIZE + 1).entries[0]!
      await waitFor(() => expect(screen.getByRole('link', { name: next.title })).toHaveFocus())
      shown = Math.min(total, shown + PAGE_SIZE)
      expect(cards()).toHaveLength(shown)
    }
    expect(screen.queryByRole('button', { name: /Weitere Beiträge laden/ })).toBeNull()
  })

  it('comes back to the same place after a reload or Back from an article: the pages loaded, in one request, and the scroll position', async () => {
    const { user } = await openList()
    await count(all.pagination.totalAmount)
    await user.click(moreButton(all.pagination.totalAmount - PAGE_SIZE))
    await waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE))
    await user.click(moreButton(all.pagination.totalAmount - 2 * PAGE_SIZE))
    await waitFor(() => expect(cards()).toHaveLength(3 * PAGE_SIZE))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true })
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    destroyPages()

    const limits: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/news/') limits.push(`${url.searchParams.get('offset')}+${url.searchParams.get('limit')}`)
    })
    await renderWidget('news/news-list', { ...PROPS, initialPage: all })
    await waitFor(() => expect(cards()).toHaveLength(3 * PAGE_SIZE))
    expect(titles()).toEqual([1, 2, 3].flatMap((page) => pageOf({}, page).entries.map((entry) => entry.title)))
    expect(limits).toEqual([`0+${3 * PAGE_SIZE}`])
    expect(scrollTo).toHaveBeenCalledWith(0, 1234)
    expect(moreButton(all.pagination.totalAmount - 3 * PAGE_SIZE)).toBeInTheDocument()
    server.events.removeAllListeners()
    Reflect.deleteProperty(window, 'scrollY')
  })

  it('shows the CMS’s first page without asking the backend for it', async () => {
    let requests = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/news/') requests += 1
    })
    await openList('', { ...PROPS, initialPage: all })
    expect(screen.getByText(`${all.pagination.totalAmount} Beiträge`)).toBeInTheDocument()
    expect(titles()).toEqual(all.entries.map((entry) => entry.title))
    expect(requests).toBe(0)
    server.events.removeAllListeners()
  })

  it('drops from the address what is no filter, and what the list does not know, without a new history entry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await openList('?filter.category=%3Cscript%3E&filter.year=1999&filter.topic=umwelt')
    await count(totalOf({ topic: ['umwelt'] }))
    expect(warn.mock.calls.flat().join(' ')).toMatch(/address\.filter/)
    await waitFor(() => expect(window.location.search).toBe('?filter.topic=umwelt'))
  })

  it('says so when no article matches, with a way out of the filters (spec 1 §8)', async () => {
    server.use(http.get('/api/news/', () => HttpResponse.json({ data: { entries: [], filters: all.filters, pagination: { currentPage: 1, itemsPerPage: PAGE_SIZE, totalAmount: 0 } } })))
    await openList()
    expect(await screen.findByText('Keine Beiträge gefunden.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Weitere Beiträge laden/ })).toBeNull()
  })

  it('keeps what was shown when load more fails, says so, and loads the same page again on request', async () => {
    const { user } = await openList()
    await count(all.pagination.totalAmount)
    injectFault({ path: '/api/news/', status: 500 })
    await user.click(moreButton(all.pagination.totalAmount - PAGE_SIZE))
    expect(await screen.findByText('Die Beiträge konnten nicht geladen werden.')).toBeInTheDocument()
    expect(cards()).toHaveLength(PAGE_SIZE)
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE))
    expect(screen.queryByText('Die Beiträge konnten nicht geladen werden.')).toBeNull()
    expect(titles().slice(PAGE_SIZE)).toEqual(pageOf({}, 2).entries.map((entry) => entry.title))
  })

  it('fails the first page with the message and a retry, and shows the list once the retry answers', async () => {
    injectFault({ path: '/api/news/', status: 503 })
    const { user } = await openList()
    expect(await screen.findByText('Die Beiträge konnten nicht geladen werden.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await count(all.pagination.totalAmount)
    expect(cards()).toHaveLength(PAGE_SIZE)
  })
})
