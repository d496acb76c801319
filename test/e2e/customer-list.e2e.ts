import { expect } from 'vitest'
import { findAccount } from '@/test/mocks/db/index'
import { customersOf } from '@/test/mocks/db/customers'
import { expectAxeClean, tabTo, useBrowser, EMPLOYEE, PHONE } from './browser'
import { openTablePage, sortButtonIn, withStored } from './tables'

// Spec 2 §1, §3, §4, §7 "Get customers": the employee's customer list, by keyboard: search through the filter bar,
// a sort, the same view after a reload, the CSV export of the filtered list; axe with the filters open and closed,
// no layout shift at load. On a phone: the open filter bar and its result, without scrolling sideways.

const customers = customersOf(findAccount(EMPLOYEE)!)

describe('customer list in Chromium', () => {
  const browser = useBrowser()

  it('searches and sorts by keyboard, and a reload shows the same view without shifting', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/kundenliste', { username: EMPLOYEE, measureShifts: true, hydrating: 'customer-list' })
    const list = table.main.getByRole('table', { name: 'Ihre Kunden' })
    // The company's first line (its branch is the second).
    const companies = () => list.locator('tbody tr td:nth-child(2) > span:first-child').allTextContents()
    await table.expectSummary('Einträge 1–20 von 40')
    expect(await table.settledShift()).toBeLessThan(0.01)
    await expectAxeClean(page)

    // The filter bar by keyboard: a search by a part of a place.
    const { form } = await table.openFilters()
    await expectAxeClean(page)
    await tabTo(page, form.getByLabel('PLZ oder Ort'), 10)
    await page.keyboard.type('Bern')
    await page.keyboard.press('Enter')
    const bern = customers.filter((customer) => `${customer.postalCode} ${customer.city}`.toLowerCase().includes('bern'))
    await table.expectSummary(`Einträge 1–${bern.length} von ${bern.length}`)
    expect(table.stored()).toEqual({ location: 'Bern' })

    expect(await companies()).toEqual(bern.map((customer) => customer.company).sort((a, b) => a.localeCompare(b, 'de-CH')))

    // A reload of this short page: the CMS knows its rows (the expectedRows prop and the fallback), nothing moves.
    await table.reloadFor('customer-list')
    await table.expectSummary(`Einträge 1–${bern.length} von ${bern.length}`)
    expect(await table.settledShift()).toBeLessThan(0.01)

    // Reset the filters, then sort by company, descending (two presses), and the next page.
    await table.press(table.main.getByRole('button', { name: 'Filter 1 aktiv' }))
    await table.press(form.getByRole('button', { name: 'Filter zurücksetzen' }), 10)
    await table.expectSummary('Einträge 1–20 von 40')
    const byCompany = sortButtonIn(list, 'Firma')
    await table.press(byCompany, 40)
    await expect.poll(() => table.ariaSortOf(byCompany)).toBe('ascending')
    await page.keyboard.press('Enter')
    const descending = customers.map((customer) => customer.company).sort((a, b) => b.localeCompare(a, 'de-CH'))
    await expect.poll(companies).toEqual(descending.slice(0, 20))
    await table.press(table.pageButton(2))
    await table.expectSummary('Einträge 21–40 von 40')
    expect(table.stored()).toEqual({ sortField: 'companyName', sortOrder: 'desc', page: '2' })

    // A reload: the same view from the address alone, in the room the fallback kept.
    await table.reloadFor('customer-list')
    await table.expectSummary('Einträge 21–40 von 40')
    expect(await companies()).toEqual(descending.slice(20))
    expect(await table.settledShift()).toBeLessThan(0.01)
    expect(log.errors).toEqual([])
  })

  it('exports the filtered list as CSV for Excel: byte order mark, ; and one row per customer', async () => {
    const { table } = await openTablePage(browser(), withStored('/konto/kundenliste', { industry: 'agriculture' }), { username: EMPLOYEE })
    const agriculture = customers.filter((customer) => customer.industry === 'agriculture').sort((a, b) => a.company.localeCompare(b.company, 'de-CH'))
    await table.expectSummary(`Einträge 1–${agriculture.length} von ${agriculture.length}`)
    const csv = await table.downloadCsv()
    expect(csv.fileName).toMatch(/^kunden-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(csv.firstBytes).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.lines[0]).toBe('Kundennummer;Firma;Kontaktpersonen;Adresse')
    expect(csv.lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(agriculture.map((customer) => customer.customerId))
    expect(csv.lines.slice(1, -1).map((line) => line.split(';')[1])).toEqual(agriculture.map((customer) => customer.company))
  })
})

describe('customer list on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('searches by a place in the open filter bar by keyboard; axe clean, nothing scrolls sideways', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/kundenliste', { username: EMPLOYEE, hydrating: 'customer-list' })
    await table.expectSummary('Einträge 1–20 von 40')
    const { form } = await table.openFilters()
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, form.getByLabel('PLZ oder Ort'), 10)
    await page.keyboard.type('Bern')
    await page.keyboard.press('Enter')
    const bern = customers.filter((customer) => `${customer.postalCode} ${customer.city}`.toLowerCase().includes('bern'))
    await table.expectSummary(`Einträge 1–${bern.length} von ${bern.length}`)
    expect(await table.fitsWidth()).toBe(true)
    expect(log.errors).toEqual([])
  })
})
