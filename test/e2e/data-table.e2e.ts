import { expect } from 'vitest'
import { useBrowser, PHONE, type Browser } from './browser'
import { openTablePage, openWithDataFailure } from './tables'

// The one table pattern (src/features/data-table, src/ui/table) in Chromium, for what only a browser with styles can
// tell: the size of its controls, at desktop and phone width, and on a phone the failure every table shows (spec 1
// §8) without scrolling sideways. The order history is its first widget; each table's own e2e does the rest.

/** The sort buttons of the order history are 44 px touch targets, and the header row no taller than a row. */
async function expectTouchTargets(browser: Browser) {
  const { table } = await openTablePage(browser, '/konto/bestellhistorie')
  await table.expectSummary('Einträge 1–20 von 500')
  const sizes = await table.main.getByRole('table', { name: 'Ihre Bestellungen' }).evaluate((element) => ({
    buttons: [...element.querySelectorAll('th button')].map((button) => button.getBoundingClientRect().height),
    header: element.querySelector('thead tr')!.getBoundingClientRect().height,
    row: element.querySelector('tbody tr')!.getBoundingClientRect().height,
  }))
  expect(sizes.buttons).toHaveLength(4)
  for (const height of sizes.buttons) expect(height).toBeGreaterThanOrEqual(44)
  expect(sizes.header).toBeLessThanOrEqual(sizes.row)
}

describe('data table in Chromium', () => {
  const browser = useBrowser()

  it('makes every sort button a 44 px touch target without making the header row taller than a row', () => expectTouchTargets(browser()))
})

describe('data table on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('keeps the sort buttons 44 px targets and the header row a row high, and shows a failed load without scrolling sideways, axe clean', async () => {
    await expectTouchTargets(browser())
    // The alert and its retry are the table pattern's own, the same in every table.
    const { table } = await openWithDataFailure(browser(), { api: '/api/contracts/', path: '/konto/vertraege', failure: 'API failure during contracts/fetchContracts request.' })
    expect(await table.fitsWidth()).toBe(true)
  })
})
