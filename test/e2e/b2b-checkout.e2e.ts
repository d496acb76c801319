import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// shopuser/b2b-checkout (spec 1 §4, §5; spec 2 §3, §4, §7; docs/simulated-cms.md "The money path in the browser") on
// its page with the chrome, for the business customer kunde@example.ch, whose seeded cart holds three lines (k1: 2, k2:
// 1, k3: 3), and the retailer haendler@example.ch.
const CART = '/warenkorb'
const FIRST_ORDER = '4500012001'

const checkout = (page: Page) => page.locator('[data-widget="b2b-checkout"]')
const lines = (page: Page) => checkout(page).getByRole('list', { name: 'Artikel im Warenkorb' }).getByRole('listitem')
const heading = (page: Page, name: string) => checkout(page).getByRole('heading', { name, level: 2 })
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent.trim())
const search = (page: Page) => new URL(page.url()).search
const headerCartName = async (page: Page) => (await page.locator('header [data-widget="header"]').getByRole('link', { name: /^Warenkorb/ }).first().textContent())?.trim()


/** Tabs to `target` and presses a key on it, as a keyboard user would. */
async function press(page: Page, target: ReturnType<Page['getByRole']>, key: string, limit = 80) {
  await tabTo(page, target, limit)
  await page.keyboard.press(key)
}

describe('shopuser/b2b-checkout in Chromium', () => {
  const browser = useBrowser()

  it('sets reference texts and walks the three steps by keyboard; a double-click on submit makes exactly one order; axe finds nothing', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    // Every answer to a submission, read on its way to the page (which navigates away at once), to count the orders made.
    const commits: { status: number; orderNumber?: string }[] = []
    await page.route('**/api/b2bcart/commit', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data?: { orderNumber?: string } }
      commits.push({ status: response.status(), orderNumber: body.data?.orderNumber })
      await route.fulfill({ response })
    })

    await visit(page, CART)
    await expect.poll(() => lines(page).count()).toBe(3)
    await page.waitForTimeout(100)
    // The fallback held the lines' places: nothing moved while the checkout mounted and the cart arrived.
    await expectSteady(page)
    await expectAxeClean(page)

    // Reference texts on (no text yet, so no question), then one per line; a '#' is refused at once.
    await press(page, checkout(page).getByRole('checkbox', { name: 'Referenztexte pro Position' }), 'Space')
    const refText = (index: number) => lines(page).nth(index).getByRole('textbox', { name: /^Referenztext: / })
    await expect.poll(() => refText(0).isVisible()).toBe(true)
    await tabTo(page, refText(0))
    await page.keyboard.type('Kostenstelle 4711')
    await tabTo(page, refText(1))
    await page.keyboard.type('PO#7')
    await expect.poll(() => lines(page).nth(1).getByText('# Zeichen darf nicht enthalten sein').isVisible()).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await page.keyboard.type(' 7')
    expect(await refText(1).inputValue()).toBe('PO 7')

    // The delete dialog opens and closes with the keyboard; axe finds nothing while it is open.
    await press(page, checkout(page).getByRole('button', { name: 'Warenkorb leeren' }), 'Enter')
    await expect.poll(() => page.getByRole('dialog', { name: 'Warenkorb leeren' }).isVisible()).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await lines(page).count()).toBe(3)

    // Step 2 at its own address; focus on its heading.
    await press(page, checkout(page).getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }), 'Enter')
    await expect.poll(() => search(page)).toBe('?step=delivery')
    await expect.poll(() => focusedText(page)).toBe('Lieferung und Rechnung')
    await expectAxeClean(page)
    // The second ship-to address with the arrow key, and a comment. The partners come with the cart data: wait for them.
    const firstShipTo = checkout(page).getByRole('radio', { name: /^Brunner Transporte AG Industriestrasse 24/ }).first()
    await firstShipTo.waitFor()
    await tabTo(page, firstShipTo)
    await page.keyboard.press('ArrowDown')
    expect(await checkout(page).getByRole('radio', { name: /Lager Frauenfeld/ }).isChecked()).toBe(true)
    await tabTo(page, checkout(page).getByLabel('Bemerkung'))
    await page.keyboard.type('Bitte an Rampe 2 liefern')
    await press(page, checkout(page).getByRole('button', { name: 'Weiter zur Übersicht' }), 'Enter')

    // Step 3: everything as chosen, and the texts as saved.
    await expect.poll(() => search(page)).toBe('?step=overview')
    await expect.poll(() => focusedText(page)).toBe('Übersicht')
    const ordered = checkout(page).getByRole('list', { name: 'Artikel im Warenkorb' })
    expect(await ordered.textContent()).toContain('Kostenstelle 4711')
    expect(await ordered.textContent()).toContain('PO 7')
    expect(await checkout(page).getByRole('region', { name: 'Lieferung und Rechnung' }).textContent()).toContain('Lager Frauenfeld')
    await expectAxeClean(page)

    // The browser's back and forward walk the steps; what was chosen stays.
    await page.goBack()
    await expect.poll(() => heading(page, 'Lieferung und Rechnung').isVisible()).toBe(true)
    expect(await checkout(page).getByLabel('Bemerkung').inputValue()).toBe('Bitte an Rampe 2 liefern')
    await page.goForward()
    await expect.poll(() => heading(page, 'Übersicht').isVisible()).toBe(true)

    // The terms open in a dialog and close with Escape, focus back on their button.
    const termsButton = checkout(page).getByRole('button', { name: 'Allgemeine Geschäftsbedingungen lesen' })
    await press(page, termsButton, 'Enter')
    const terms = page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' })
    await expect.poll(() => terms.getByRole('heading', { name: 'Allgemeine Geschäftsbedingungen für Bestellungen im Webshop' }).isVisible()).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await termsButton.evaluate((element) => element === document.activeElement)).toBe(true)

    await press(page, checkout(page).getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }), 'Space')
    await checkout(page).getByRole('button', { name: 'Bestellung absenden' }).dblclick()

    await page.waitForURL(`${baseUrl()}/bestellung/bestaetigung?order=${FIRST_ORDER}`)
    await expect.poll(() => page.getByText(FIRST_ORDER).first().isVisible()).toBe(true)
    // Exactly one order: every answer to a submission names the shop's first order (a second order would have the next number).
    expect(commits.length).toBeGreaterThanOrEqual(1)
    expect(commits.every(({ status, orderNumber }) => status === 200 && orderNumber === FIRST_ORDER)).toBe(true)
    // spec 2 §4: the ordered lines are gone, and the header's count says so.
    await expect.poll(() => headerCartName(page)).not.toMatch(/\d/)
    expect(log.errors).toEqual([])

    await visit(page, CART)
    await expect.poll(() => checkout(page).getByText('Ihr Warenkorb ist leer.').isVisible()).toBe(true)
    await expectAxeClean(page)
  })

  it('keeps the step of the address on reload and corrects an unknown one', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page } = await newPage(browser())
    await visit(page, `${CART}?step=delivery`)
    await expect.poll(() => heading(page, 'Lieferung und Rechnung').isVisible()).toBe(true)
    await page.reload()
    await expect.poll(() => heading(page, 'Lieferung und Rechnung').isVisible()).toBe(true)

    await visit(page, `${CART}?step=bezahlen`)
    await expect.poll(() => lines(page).count()).toBe(3)
    expect(search(page)).toBe('')
  })

  it('blocks submission in retailer mode, says why before the button, and the server refuses too; axe finds nothing', async () => {
    await signIn(browser(), 'haendler@example.ch')
    const { page } = await newPage(browser())
    await visit(page, CART)
    // Retailer mode on, as the header's toggle does it (spec 1 §4); the page reloads with gross prices.
    const switched = await page.evaluate(async () => (await fetch('/api/user/retailer-mode', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled: true }) })).status)
    expect(switched).toBe(200)

    await visit(page, `${CART}?step=overview`)
    const submit = checkout(page).getByRole('button', { name: 'Bestellung absenden' })
    await expect.poll(() => submit.isVisible()).toBe(true)
    expect(await checkout(page).getByText('Kundenmodus verlassen um die Bestellung abzuschliessen.').isVisible()).toBe(true)
    expect(await submit.isDisabled()).toBe(true)
    expect(await submit.getAttribute('aria-describedby')).toBeTruthy()
    expect(await checkout(page).getByText('Brutto / inkl. MwSt.').first().isVisible()).toBe(true)
    await expectAxeClean(page)

    // The server refuses a submission in retailer mode whatever the page does.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/b2bcart/commit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ submissionId: crypto.randomUUID() }) })
      return { status: response.status, body: (await response.json()) as { messages?: { message: string }[] } }
    })
    expect(refused.status).toBe(409)
    expect(refused.body.messages?.[0]?.message).toBe('Kundenmodus verlassen um die Bestellung abzuschliessen.')
  })

  it('holds the lines’ places while loading with reference texts on', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page } = await newPage(browser())
    await visit(page, CART)
    await page.evaluate(() => fetch('/api/b2bcart/set-show-item-ref-texts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ showItemRefTexts: true }) }))
    await page.addInitScript(recordShifts)
    await visit(page, CART)
    await expect.poll(() => lines(page).first().getByRole('textbox').count()).toBe(1)
    await page.waitForTimeout(100)
    await expectSteady(page)
  })

  it('asks a visitor to sign in; axe finds nothing', async () => {
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, CART)
    await expect.poll(() => checkout(page).getByText('Bitte melden Sie sich an, um Ihren Warenkorb zu sehen.').isVisible()).toBe(true)
    await expectSteady(page)
    await expectAxeClean(page)
  })
})

// Below 768 px each line is a card, the step indicator stacks its names and the overview its regions.
describe('shopuser/b2b-checkout on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('holds the cards’ places with reference texts on, refuses a ‘#’ at its card and walks to the terms by keyboard; axe clean, nothing scrolls sideways', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page, log } = await newPage(browser())
    expect((await page.request.post(`${baseUrl()}/api/b2bcart/set-show-item-ref-texts`, { data: { showItemRefTexts: true } })).status()).toBe(200)
    await page.addInitScript(recordShifts)
    await visit(page, CART)
    await expect.poll(() => lines(page).first().getByRole('textbox').count()).toBe(1)
    await page.waitForTimeout(100)
    await expectSteady(page)

    const refText = lines(page).nth(1).getByRole('textbox', { name: /^Referenztext: / })
    await tabTo(page, refText)
    await page.keyboard.type('PO#7')
    await expect.poll(() => lines(page).nth(1).getByText('# Zeichen darf nicht enthalten sein').isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await page.keyboard.type(' 7')

    await press(page, checkout(page).getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }), 'Enter')
    await expect.poll(() => focusedText(page)).toBe('Lieferung und Rechnung')
    await checkout(page).getByRole('radio', { name: /^Brunner Transporte AG Industriestrasse 24/ }).first().waitFor()
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)

    await press(page, checkout(page).getByRole('button', { name: 'Weiter zur Übersicht' }), 'Enter')
    await expect.poll(() => focusedText(page)).toBe('Übersicht')
    expect(await checkout(page).getByRole('list', { name: 'Artikel im Warenkorb' }).textContent()).toContain('PO 7')
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)

    await press(page, checkout(page).getByRole('button', { name: 'Allgemeine Geschäftsbedingungen lesen' }), 'Enter')
    const terms = page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' })
    await expect.poll(() => terms.getByRole('heading', { name: 'Allgemeine Geschäftsbedingungen für Bestellungen im Webshop' }).isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(log.errors).toEqual([])
  })
})
