import { expect } from 'vitest'
import { JOBS } from '@/test/mocks/db/jobs'
import { expectAxeClean, newPage, tabTo, useBrowser, visit, DESKTOP } from './browser'
import { tablePage } from './tables'

// Spec 1 §1, §2: the job list and a job's page as a keyboard user uses them: a filter by location (the count line
// follows), a job opened by Enter, and its back link returning to the list in the view it left. The jobs are the seed's
// (test/mocks/db/jobs.ts), the same in this process.

const lausanne = JOBS.filter((job) => job.location === 'lausanne').sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title, 'de'))

describe('job list and job detail in Chromium', () => {
  const browser = useBrowser({ viewport: DESKTOP })

  it('filters by location by keyboard, opens a job by Enter, and its back link returns to the list with the filter kept', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/karriere/offene-stellen')
    const table = tablePage(page)
    await table.expectSummary('Einträge 1–20 von 25')

    // The location's select by typing its name, as a keyboard user picks an option.
    const { form } = await table.openFilters()
    await tabTo(page, form.getByLabel('Arbeitsort'), 6)
    await page.keyboard.type('Lausanne')
    await table.applyFilters(form)
    await table.expectSummary(`Einträge 1–${lausanne.length} von ${lausanne.length}`)
    expect(table.stored()).toEqual({ location: 'lausanne' })

    const job = lausanne[0]!
    await table.press(table.main.getByRole('link', { name: job.title }), 40)
    await page.waitForURL((url) => url.pathname === '/karriere/offene-stellen/stelle' && url.searchParams.get('job') === job.id)
    const heading = table.main.getByRole('heading', { level: 2, name: job.title })
    await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await table.main.getByRole('link', { name: 'Jetzt bewerben' }).getAttribute('href')).toBe(`/karriere/offene-stellen/bewerbung?job=${job.id}`)
    await expectAxeClean(page)

    await table.press(table.main.getByRole('link', { name: 'Zurück zu den offenen Stellen' }), 40)
    await page.waitForURL((url) => url.pathname === '/karriere/offene-stellen' && url.searchParams.has('stored'))
    await table.expectSummary(`Einträge 1–${lausanne.length} von ${lausanne.length}`)
    expect(table.stored()).toEqual({ location: 'lausanne' })
    expect(log.errors).toEqual([])
  })
})
