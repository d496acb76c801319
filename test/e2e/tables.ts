import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, CUSTOMER, expectAxeClean, newPage, signIn, tabTo, visit, type Browser } from './browser'
import { recordShifts, shifted } from './layout-shifts'

// The steps the end-to-end tests of the account tables share (src/features/data-table in Chromium), all by keyboard as
// the keyboard-only paths ask. Most find, press and wait; the few that check something check what every
// table must do, with the texts the test passes in. What a test expects of its own page stays in the test.

/** The address `path` with these stored parameters under `key`, as a reload or a shared link brings them. */
export const withStored = (path: string, stored: Record<string, string>, key = 'stored') => `${path}?${key}=${encodeURIComponent(JSON.stringify(stored))}`

/**
 * The sort button of the column `label` in `scope` (a page's main content, or one table of two): the button in
 * the header cell named by the label, as the button itself is (src/ui/table). `exact`, so «Status» does not
 * also find «Vertragsstatus».
 */
export const sortButtonIn = (scope: Locator, label: string) => scope.getByRole('columnheader', { name: label, exact: true }).getByRole('button')

/** Whether `locator` has the focus. */
export const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/**
 * The steps on one page with a data table, bound to it: finding its parts in the main content, pressing them by
 * keyboard, reading what the address keeps, reloading, measuring. `const table = tablePage(page)`.
 */
export function tablePage(page: Page) {
  const main = page.locator('main')
  const summary = main.locator('p[role="status"]').first()
  const mounted = (...widgets: string[]) =>
    page.waitForFunction((names) => names.every((name) => document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-island') === 'mounted'), widgets)
  /** Tabs to `target` (at most `limit` presses) and presses Enter, as a keyboard user does. */
  const press = async (target: Locator, limit = 80) => {
    await tabTo(page, target, limit)
    await page.keyboard.press('Enter')
  }
  /** Tabs to `target`, presses Enter and returns the file that downloads: its suggested name and its bytes. */
  const download = async (target: Locator, limit = 80) => {
    await tabTo(page, target, limit)
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    // Read from its stream: the file's bytes, wherever the browser keeps it.
    const chunks: Buffer[] = []
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
    return { fileName: file.suggestedFilename(), bytes: Buffer.concat(chunks) }
  }
  return {
    /** The page's main content, where the widgets of the account pages are. */
    main,
    /** The table's summary line ('Einträge 1–20 von 500'): the first status line of the main content. */
    summary,
    /** Waits until the summary says `text`; fails after 10 s (the first page of a busy machine takes a while). */
    expectSummary: (text: string) => expect.poll(() => summary.textContent(), { timeout: 10_000 }).toBe(text),
    /** The parameters the table keeps in the address (`?stored=`, or the key of a page with two tables). */
    stored: (key = 'stored') => JSON.parse(new URL(page.url()).searchParams.get(key) ?? '{}') as Record<string, string>,
    /** The sort button of the column `label` in the main content (see {@link sortButtonIn}). */
    sortButton: (label: string) => sortButtonIn(main, label),
    /** The `aria-sort` of the header cell that holds the sort button `button`. */
    ariaSortOf: (button: Locator) => button.locator('xpath=ancestor::th').getAttribute('aria-sort'),
    /** A button of the pagination, by its page number. */
    pageButton: (number: number) => main.getByRole('button', { name: `Seite ${number}`, exact: true }),
    press,
    download,
    /** Opens the filter panel by keyboard while no filter is active; returns its toggle and its form, once shown. */
    async openFilters() {
      const toggle = main.getByRole('button', { name: 'Filter', exact: true })
      await press(toggle)
      const form = main.getByRole('form', { name: 'Filter' })
      await expect.poll(() => form.isVisible()).toBe(true)
      return { toggle, form }
    },
    /**
     * Types a range into the filter form's date fields «Von» and «Bis» (ISO days; leave one out for an open
     * range), as a keyboard user types them. Chromium's date field takes day and month in the locale's order, so
     * each day must have day and month alike (01.01., 06.06., 12.12.): the keys then mean the same in either order.
     */
    async typeDateRange(form: Locator, range: { from?: string; to?: string }) {
      for (const [label, day] of [['Von', range.from], ['Bis', range.to]] as const) {
        if (day === undefined) continue
        const [year, month, date] = day.split('-')
        if (month !== date) throw new Error(`typeDateRange: ${day} has day and month apart, so its typing depends on the field's order`)
        await tabTo(page, form.getByLabel(label), 10)
        await page.keyboard.type(`${date}${month}${year}`)
      }
    },
    /** Presses the filter form's «Anwenden» by keyboard; `limit` Tab presses (past a date field's three parts, more). */
    applyFilters: (form: Locator, limit = 6) => press(form.getByRole('button', { name: 'Anwenden' }), limit),
    /** The filter form refused `field`: it is marked invalid, says `message` and has the focus. */
    async expectFieldRefused(form: Locator, field: Locator, message: string) {
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
      expect(await form.getByText(message).isVisible()).toBe(true)
      expect(await hasFocus(field)).toBe(true)
    },
    /** Escape closes the filter panel and gives the focus back to its toggle. */
    async expectEscapeClosesFilters({ toggle, form }: { toggle: Locator; form: Locator }) {
      await page.keyboard.press('Escape')
      await expect.poll(() => form.count()).toBe(0)
      expect(await hasFocus(toggle)).toBe(true)
    },
    /** Waits until the islands of these widgets (their `data-widget` names) have mounted. */
    mounted,
    /**
     * Loads `path` as a visitor does, without scrolling through it first as visit() does (which would bring the
     * footer into view while the rows arrive), so the layout shifts measured are a visitor's; waits for the
     * header and `widget`, which hydrate at load.
     */
    async load(path: string, widget: string) {
      await page.goto(`${baseUrl()}${path}`)
      await mounted('header', widget)
    },
    /** Reloads the page and waits for the island of `widget` (islands further down hydrate when scrolled to). */
    async reloadFor(widget: string) {
      await page.reload()
      await mounted(widget)
    },
    /** The sum of the layout shifts so far, after a moment in which late work would shift the page if it did. */
    async settledShift() {
      await page.waitForTimeout(150)
      return shifted(page)
    },
    /** Whether nothing scrolls sideways: the page is no wider than the window (a table scrolls in its own region). */
    fitsWidth: () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    /**
     * Exports the table by its «Als CSV exportieren», by keyboard. Returns the file's name, its first three bytes
     * (a test checks the UTF-8 byte order mark Excel needs) and its lines after them.
     */
    async downloadCsv() {
      const { fileName, bytes } = await download(main.getByRole('button', { name: 'Als CSV exportieren' }))
      return { fileName, firstBytes: [...bytes.subarray(0, 3)], lines: bytes.subarray(3).toString('utf8').split('\r\n') }
    },
  }
}

/**
 * Opens `path` in a new page of `browser` with `username` signed in (the customer unless named), and returns the
 * page, its log of console errors and its table steps. Scrolls through the page as visit() does; with `hydrating`,
 * loads it as a visitor does instead and waits for the header and that widget (see `load`). With `measureShifts`,
 * it records the layout shifts from the first paint of every document (layout-shifts.ts).
 */
export async function openTablePage(
  browser: Browser,
  path: string,
  { username = CUSTOMER, measureShifts = false, hydrating }: { username?: string; measureShifts?: boolean; hydrating?: string } = {},
) {
  await signIn(browser, username)
  const { page, log } = await newPage(browser)
  if (measureShifts) await page.addInitScript(recordShifts)
  const table = tablePage(page)
  if (hydrating === undefined) await visit(page, path)
  else await table.load(path, hydrating)
  return { page, log, table }
}

/**
 * spec 1 §8 in the browser: the next answer of `api` comes without its data. Opens `path` signed in as `username`
 * (the customer unless named), waits for the alert to say the unknown-error text, expects the request's `failure`
 * (the exact text) in the console and never on the screen, no table, and the page axe clean in this state.
 * Returns the page, its table steps and the alert, for the test's retry.
 */
export async function openWithDataFailure(browser: Browser, { api, path, failure, username }: { api: string; path: string; failure: string; username?: string }) {
  await browser.mock.fault({ method: 'GET', path: api, status: 200 })
  const { page, log, table } = await openTablePage(browser, path, { username })
  const alert = table.main.getByRole('alert')
  await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('Es ist ein unbekannter Fehler aufgetreten.')
  expect(await table.main.textContent()).not.toContain(failure)
  expect(log.warnings.some((warning) => warning.includes(failure))).toBe(true)
  expect(await table.main.getByRole('table').count()).toBe(0)
  await expectAxeClean(page)
  return { page, table, alert }
}
