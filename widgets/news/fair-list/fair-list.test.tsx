import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { FAIRS, fairEntry } from '@/test/mocks/db/fairs'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { renderWidget } from '@/test/render'

const UPCOMING = ['Agrama 2026', 'maintenance Schweiz 2027', 'Swiss-Moto 2027', 'Suisse Public 2027', 'Agritechnica 2027']
const PAST = ['Auto Zürich 2026', 'SIAMS 2026', 'Swiss-Moto 2026', 'Austro Agrar Tulln 2025', 'Transport-CH 2025']

const upcomingList = () => screen.getByRole('heading', { name: 'Kommende Messen' }).closest('section')!
const pastButton = () => screen.getByRole('button', { name: 'Vergangene Messen' })
/** A fair's card, found by its name. */
const cardOf = async (title: string) => (await screen.findByRole('article', { name: title })).closest('li')!
const titlesIn = (container: HTMLElement) => within(container).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
// Intl writes thin or no-break spaces around a range's dash, depending on the ICU version: compare the words.
const words = (text: string | null) => (text ?? '').replace(/\s/g, ' ')

/** The demo's «today» (test/mocks/db/demo-day.ts), noon in Switzerland, or another moment: which fair runs depends on it. */
const today = (moment = '2026-11-24T11:00:00Z') => vi.useFakeTimers({ toFake: ['Date'], now: new Date(moment) })

describe('news/fair-list', () => {
  beforeEach(() => today())
  afterEach(() => vi.useRealTimers())

  it('shows grey cards while the fairs load, then the fairs to come, the next first', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/fair/', until: answer.opened })
    await renderWidget('news/fair-list', {})
    expect(screen.getByRole('status')).toHaveTextContent('Die Messen werden geladen …')
    expect(screen.getByRole('heading', { level: 2, name: 'Kommende Messen' })).toBeInTheDocument()
    answer.open()

    await cardOf('Agrama 2026')
    expect(titlesIn(upcomingList())).toEqual(UPCOMING)
    expect(screen.queryByText('Die Messen werden geladen …')).not.toBeInTheDocument()
    expect(screen.queryByText('Läuft gerade')).not.toBeInTheDocument()
  })

  it('shows a fair’s days as DD.MM.YYYY, its venue, hall and stand, its text, its picture and its website in a new tab', async () => {
    await renderWidget('news/fair-list', {})
    const card = await cardOf('Agrama 2026')

    const facts = within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(facts).toEqual([
      ['Datum', '26.–30.11.2026'],
      ['Ort', 'BERNEXPO, Bern'],
      ['Halle und Stand', 'Halle 3.2, Stand C14'],
    ])
    expect(within(card).getByText('Unser neues Traktorenöl UTTO Plus und das biologisch abbaubare Kettenöl für den Forst.')).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Blauer Traktor auf einem gepflügten Feld, dahinter Wiesen, ein Bauernhof und die Alpen' })).toHaveAttribute('loading', 'lazy')
    const website = within(card).getByRole('link', { name: 'Zur Website der Messe: Agrama 2026 (öffnet in neuem Tab)' })
    expect(website).toHaveAttribute('href', 'https://www.agrama.ch')
    expect(website).toHaveAttribute('target', '_blank')
    expect(website).toHaveAttribute('rel', 'noopener noreferrer')
    // A fair abroad names its country in the page's language; a Swiss one needs none.
    const abroad = await cardOf('Agritechnica 2027')
    expect(within(abroad).getByText('Messegelände Hannover, Hannover, Deutschland')).toBeInTheDocument()
    expect(within(abroad).getByText('14.–20.11.2027')).toBeInTheDocument()
  })

  it('marks the fair running today in Swiss time, up to its last day', async () => {
    // 23:30 UTC on 29 November: already 30 November, Agrama's last day, in Switzerland.
    today('2026-11-29T23:30:00Z')
    await renderWidget('news/fair-list', {})
    const running = await cardOf('Agrama 2026')
    expect(within(running).getByText('Läuft gerade')).toBeInTheDocument()
    expect(within(running).getAllByRole('definition')[0]).toHaveTextContent('26.–30.11.2026 Läuft gerade')
    expect(screen.getAllByText('Läuft gerade')).toHaveLength(1)
  })

  it('no longer marks it once its last day is over in Switzerland', async () => {
    today('2026-11-30T23:30:00Z')
    await renderWidget('news/fair-list', {})
    await cardOf('Agrama 2026')
    expect(screen.queryByText('Läuft gerade')).not.toBeInTheDocument()
  })

  it.each([
    ['en-CH', 'Dates', '26–30 November 2026'],
    ['en', 'Dates', 'November 26 – 30, 2026'],
    ['fr-CH', 'Dates', '26–30 novembre 2026'],
    ['it-IT', 'Date', '26.–30.11.2026'],
  ])('writes the days as %s writes a range (spec 2 §4)', async (language, term, range) => {
    await renderWidget('news/fair-list', {}, { pageData: { session: { language } } })
    const card = (await screen.findAllByRole('article'))[0]!
    const [date] = within(card).getAllByRole('term')
    expect(date).toHaveTextContent(term)
    expect(words(date?.nextElementSibling?.textContent ?? null)).toBe(range)
  })

  it('opens the past fairs with its button, loading them then, the most recent first; closing and opening again shows them at once', async () => {
    const { user } = await renderWidget('news/fair-list', { pastMax: 5 })
    await cardOf('Agrama 2026')
    const button = pastButton()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('heading', { name: 'Auto Zürich 2026' })).not.toBeInTheDocument()

    const answer = gate()
    injectFault({ method: 'GET', path: '/api/fair/', until: answer.opened })
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Die vergangenen Messen werden geladen …')
    answer.open()

    await cardOf('Auto Zürich 2026')
    const past = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(titlesIn(past)).toEqual(PAST)
    expect(within(past).getByRole('link', { name: 'Zur Website der Messe: Auto Zürich 2026 (öffnet in neuem Tab)' })).toHaveAttribute('rel', 'noopener noreferrer')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(past).not.toBeVisible()
    await user.click(button)
    expect(past).toBeVisible()
    expect(titlesIn(past)).toEqual(PAST)
  })

  it('takes its headings a level lower when asked, the fairs’ names below them', async () => {
    await renderWidget('news/fair-list', { headingLevel: 3, upcomingMax: 2 })
    await screen.findByRole('heading', { level: 4, name: 'Agrama 2026' })
    expect(screen.getByRole('heading', { level: 3, name: 'Kommende Messen' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Vergangene Messen' })).toContainElement(pastButton())
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(UPCOMING.slice(0, 2))
  })

  it('leaves the past fairs out when none are to be shown', async () => {
    await renderWidget('news/fair-list', { pastMax: 0 })
    await cardOf('Agrama 2026')
    expect(screen.queryByRole('button', { name: 'Vergangene Messen' })).not.toBeInTheDocument()
  })

  it('says so when no fair is planned or listed', async () => {
    server.use(http.get('*/api/fair/', () => HttpResponse.json({ data: { entries: [], pagination: { currentPage: 1, itemsPerPage: 20, totalAmount: 0 } } })))
    const { user } = await renderWidget('news/fair-list', {})
    expect(await screen.findByText('Zurzeit sind keine Messen geplant.')).toBeInTheDocument()
    await user.click(pastButton())
    expect(await screen.findByText('Es sind keine vergangenen Messen verzeichnet.')).toBeInTheDocument()
  })

  it('says when the fairs could not be loaded, asks again on retry and leaves the focus on what came', async () => {
    injectFault({ method: 'GET', path: '/api/fair/', status: 500 })
    const { user } = await renderWidget('news/fair-list', {})
    expect(await screen.findByText('Die Messen konnten nicht geladen werden.')).toBeInTheDocument()
    expect(await screen.findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    // The rest of the list stays usable.
    expect(pastButton()).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await cardOf('Agrama 2026')
    expect(screen.queryByText('Die Messen konnten nicht geladen werden.')).not.toBeInTheDocument()
    await waitFor(() => expect(upcomingList()).toContainElement(document.activeElement as HTMLElement))
  })

  it('keeps the fairs to come when the past ones fail, and keeps the retry focused while it fails again', async () => {
    const { user } = await renderWidget('news/fair-list', {})
    await cardOf('Agrama 2026')
    injectFault({ method: 'GET', path: '/api/fair/', status: 503, times: 2 })
    await user.click(pastButton())
    expect(await screen.findByText('Die vergangenen Messen konnten nicht geladen werden.')).toBeInTheDocument()
    expect(titlesIn(upcomingList())).toEqual(UPCOMING)

    const retry = screen.getByRole('button', { name: 'Erneut versuchen' })
    await user.click(retry)
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'))
    expect(retry).toHaveFocus()
    expect(screen.getByText('Die vergangenen Messen konnten nicht geladen werden.')).toBeInTheDocument()

    await user.click(retry)
    await cardOf('Auto Zürich 2026')
    expect(titlesIn(upcomingList())).toEqual(UPCOMING)
  })

  it('leaves out a malformed fair and a website that is not https, each with a warning, and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const [agrama, maintenance, swissMoto] = ['agrama-2026', 'maintenance-2027', 'swiss-moto-2027'].map((id) => fairEntry(FAIRS.find((fair) => fair.id === id)!))
    const entries = [
      { ...agrama, dateTo: '2026-11-31' },
      { ...maintenance, link: { href: 'http://www.maintenance-schweiz.ch', text: 'Zur Website der Messe', target: '_blank' } },
      { ...swissMoto, link: { href: 'javascript:alert(1)' } },
    ]
    server.use(http.get('*/api/fair/', () => HttpResponse.json({ data: { entries } })))
    await renderWidget('news/fair-list', {})

    const maintenanceCard = await cardOf('maintenance Schweiz 2027')
    expect(within(maintenanceCard).queryByRole('link')).not.toBeInTheDocument()
    expect(within(await cardOf('Swiss-Moto 2027')).queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Agrama 2026' })).not.toBeInTheDocument()
    const warnings = warn.mock.calls.flat().join('\n')
    expect(warnings).toMatch(/data\.entries\.0.*dateTo/)
    expect(warnings).toMatch(/the website of fair maintenance-2027/)
    expect(warnings).toMatch(/the website of fair swiss-moto-2027/)
  })
})
