import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { findJob, jobDetail } from '@/test/mocks/db/jobs'
import { ok } from '@/test/mocks/envelope'
import { gate, injectFault } from '@/test/mocks/faults'
import { UNKNOWN_JOB_MESSAGE } from '@/test/mocks/handlers/jobs'
import { server } from '@/test/mocks/node'
import { route } from '@/test/mocks/route'
import { renderWidget } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const DETAIL = '/karriere/offene-stellen/stelle'
const EMPLOYER = 'Schmierstoffe AG'
const LAB = findJob('job-101')!
const renderDetail = (props: Partial<WidgetInputs['news/job-detail']> = {}) => renderWidget('news/job-detail', { employer: EMPLOYER, ...props })

/** The page's address with `?job=…`, as the job list links it, and the view of the list to go back to. */
const visitJob = (jobId: string, back?: Record<string, string>) =>
  window.history.replaceState(null, '', `${DETAIL}?job=${encodeURIComponent(jobId)}${back ? `&back=${encodeURIComponent(JSON.stringify({ stored: back }))}` : ''}`)
/** Answers the job's request with the demo's job changed by `change`. */
const answerWith = (change: Record<string, unknown>) => server.use(http.get(route('job'), () => ok({ job: { ...jobDetail(LAB), ...change } })))
const title = () => screen.findByRole('heading', { level: 2, name: LAB.title }, { timeout: 5000 })
// The job's facts: the terms of the first list under its title (the contact card has its own).
const facts = () => Object.fromEntries(within(document.querySelector('dl')!).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
const structuredData = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown> | null

describe('job-detail', { timeout: 20_000 }, () => {
  it('shows the job the address names: title, facts, the day published, the description, whom to ask and the way to apply', async () => {
    visitJob(LAB.id)
    const answer = gate()
    injectFault({ method: 'GET', path: `/api/jobs/${LAB.id}`, until: answer.opened })
    await renderDetail()
    expect(screen.getByText('Die Stelle wird geladen …', { selector: '[role="status"]' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zu den offenen Stellen' })).toHaveAttribute('href', '/karriere/offene-stellen')

    answer.open()
    await title()
    expect(facts()).toEqual({
      Arbeitsort: 'Winterthur, Industriestrasse 12, 8400 Winterthur',
      Bereich: 'Labor und Anwendungstechnik',
      Pensum: '80–100 %',
      Anstellung: 'Festanstellung',
      Stellenantritt: 'Nach Vereinbarung',
      'Veröffentlicht am': formatSwissDate(LAB.publishedAt),
    })
    expect(facts()['Veröffentlicht am']).toMatch(/^\d\d\.\d\d\.\d{4}$/)
    // The description's headings under the title's level.
    expect(screen.getByRole('heading', { level: 3, name: 'Ihre Aufgaben' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Wir bieten' })).toBeInTheDocument()
    expect(screen.getByText(LAB.tasks[0]!)).toBeInTheDocument()

    const contact = screen.getByRole('heading', { level: 3, name: 'Ihre Ansprechperson' }).parentElement!
    expect(within(contact).getByText('Sandra Keller')).toBeInTheDocument()
    expect(within(contact).getByText('HR Business Partner')).toBeInTheDocument()
    expect(within(contact).getByRole('link', { name: '+41 52 208 31 20' })).toHaveAttribute('href', 'tel:+41522083120')
    expect(within(contact).getByRole('link', { name: 'jobs@example.ch' })).toHaveAttribute('href', 'mailto:jobs@example.ch')
    const apply = screen.getByRole('link', { name: 'Jetzt bewerben' })
    expect(apply).toHaveAttribute('href', `/karriere/stellenportal?stelle=${LAB.id}`)
    expect(apply).toHaveAttribute('data-look', 'button')
  })

  it('describes the job to search engines as schema.org JobPosting structured data', async () => {
    visitJob(LAB.id)
    await renderDetail()
    await title()
    const data = structuredData()
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: LAB.title,
      datePosted: LAB.publishedAt,
      employmentType: ['FULL_TIME', 'PART_TIME'],
      identifier: { '@type': 'PropertyValue', name: EMPLOYER, value: LAB.id },
      hiringOrganization: { '@type': 'Organization', name: EMPLOYER },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Winterthur' } },
    })
    expect(data?.description).toEqual(expect.stringContaining('<h3>Ihre Aufgaben</h3>'))
    expect(data).not.toHaveProperty('validThrough')
  })

  it('leads to the application form page the props name, telling it which job, and says until when one may apply', async () => {
    visitJob(LAB.id)
    answerWith({ validThrough: '2027-01-31' })
    await renderDetail({ applicationUrl: '/kontakt?thema=bewerbung' })
    await title()
    expect(screen.getByRole('link', { name: 'Jetzt bewerben' })).toHaveAttribute('href', `/kontakt?thema=bewerbung&job=${LAB.id}`)
    expect(facts()['Bewerbung bis']).toBe('31.01.2027')
    expect(structuredData()).toMatchObject({ validThrough: '2027-01-31' })
  })

  it('shows no way to apply for an address that is no safe link, and sanitises the description', async () => {
    visitJob(LAB.id)
    answerWith({
      applicationLink: { href: 'javascript:alert(1)', text: 'Jetzt bewerben' },
      description: '<p onclick="alert(1)">Wir suchen Sie.</p><img src="x" onerror="alert(2)"><script>alert(3)</script><form><input name="x"></form>',
    })
    const { el } = await renderDetail()
    await title()
    expect(screen.getByText('Wir suchen Sie.')).not.toHaveAttribute('onclick')
    expect(screen.queryByRole('link', { name: 'Jetzt bewerben' })).not.toBeInTheDocument()
    expect(el.querySelectorAll('script:not([type="application/ld+json"]), form, input, [onerror], [onclick]')).toHaveLength(0)
  })

  it('puts the description’s headings under a title of level 1', async () => {
    visitJob(LAB.id)
    await renderDetail({ headingLevel: 1 })
    expect(await screen.findByRole('heading', { level: 1, name: LAB.title }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Profil' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Ansprechperson' })).toBeInTheDocument()
  })

  it('drops a malformed contact person with a warning and shows the job without one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    visitJob(LAB.id)
    answerWith({ contact: { department: 'Personal' } })
    await renderDetail()
    await title()
    expect(screen.queryByRole('heading', { name: 'Ihre Ansprechperson' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Jetzt bewerben' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.job.contact'))
  })

  it('goes back to the job list in the view the job was opened from (spec 1 §2)', async () => {
    visitJob(LAB.id, { location: 'winterthur', page: '2' })
    await renderDetail({ jobListUrl: '/karriere/offene-stellen' })
    await title()
    const back = new URL(screen.getByRole('link', { name: 'Zurück zu den offenen Stellen' }).getAttribute('href') ?? '', 'http://shop.test')
    expect(back.pathname).toBe('/karriere/offene-stellen')
    expect(JSON.parse(back.searchParams.get('stored') ?? 'null')).toEqual({ location: 'winterthur', page: '2' })
  })

  it('says a job that is not open any more is gone, with the server’s message and the way to the list', async () => {
    visitJob('job-999', { location: 'linz' })
    await renderDetail()
    expect(await screen.findByText(UNKNOWN_JOB_MESSAGE)).toBeInTheDocument()
    const toList = new URL(screen.getByRole('link', { name: 'Alle offenen Stellen' }).getAttribute('href') ?? '', 'http://shop.test')
    expect(toList.pathname).toBe('/karriere/offene-stellen')
    expect(JSON.parse(toList.searchParams.get('stored') ?? 'null')).toEqual({ location: 'linz' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(structuredData()).toBeNull()
  })

  it('asks to choose a job for an address without one, or with one that is no job id, and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = await renderDetail()
    expect(screen.getByText('Wählen Sie eine Stelle in der Liste der offenen Stellen.')).toBeInTheDocument()
    first.runtime.destroy()

    injectFault({ method: 'GET', path: '/api/jobs/*', status: 500 })
    window.history.replaceState(null, '', `${DETAIL}?job=%3Cscript%3E`)
    await renderDetail()
    expect(screen.getByText('Wählen Sie eine Stelle in der Liste der offenen Stellen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zu den offenen Stellen' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.job'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says the job could not be loaded, with the server’s message, and loads it again on request, the focus then on its title', async () => {
    visitJob(LAB.id)
    injectFault({ method: 'GET', path: `/api/jobs/${LAB.id}`, status: 503, messages: [{ type: 'error', message: 'Die Stellenbörse wird gerade gewartet.' }] })
    const { user } = await renderDetail()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Die Stelle konnte nicht geladen werden.Die Stellenbörse wird gerade gewartet.')
    const retry = within(alert).getByRole('button', { name: 'Erneut versuchen' })

    const answer = gate()
    injectFault({ method: 'GET', path: `/api/jobs/${LAB.id}`, until: answer.opened })
    await user.click(retry)
    expect(retry).toHaveAttribute('aria-busy', 'true')
    expect(retry).toHaveFocus()
    answer.open()
    expect(await title()).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says an unknown error occurred when the answer lacks the job, spec 1 §8’s text going to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    visitJob(LAB.id)
    injectFault({ method: 'GET', path: `/api/jobs/${LAB.id}`, status: 200 })
    await renderDetail()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Die Stelle konnte nicht geladen werden.Es ist ein unbekannter Fehler aufgetreten.')
    expect(alert).not.toHaveTextContent('API failure')
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during jobs/fetchJob request.')))
  })
})
