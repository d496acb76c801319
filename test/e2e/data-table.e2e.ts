import { expect } from 'vitest'
import { useBrowser, VIEWPORTS } from './browser'
import { openTablePage } from './tables'

// The one table pattern (src/ui/data-table, src/ui/table) in Chromium, for what only a browser with styles can
// tell: the size of its controls. The order history is its first widget; each table's own e2e does the rest.

describe.each(VIEWPORTS)('data table in Chromium (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it('makes every sort button a 44 px touch target without making the header row taller than a row', async () => {
    const { page, table } = await openTablePage(browser(), '/konto/bestellhistorie')
    await table.expectSummary('Einträge 1–20 von 500')
    const sizes = await table.main.getByRole('table', { name: 'Ihre Bestellungen' }).evaluate((element) => ({
      buttons: [...element.querySelectorAll('th button')].map((button) => button.getBoundingClientRect().height),
      header: element.querySelector('thead tr')!.getBoundingClientRect().height,
      row: element.querySelector('tbody tr')!.getBoundingClientRect().height,
    }))
    expect(sizes.buttons).toHaveLength(4)
    for (const height of sizes.buttons) expect(height).toBeGreaterThanOrEqual(44)
    expect(sizes.header).toBeLessThanOrEqual(sizes.row)
    await page.close()
  })
})
