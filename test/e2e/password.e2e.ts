import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_RESET_TOKENS } from '@/test/mocks/db/password-resets'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { resetLink } from '@/test/cms/pages/password'
import { baseUrl, expectAxeClean, newPage, signIn, tabTo, useBrowser, visit, PHONE } from './browser'

// Spec 1 §2, §5, §8: password recovery and reset as a customer walks them, with the keyboard, axe clean with the
// error summary showing; then signing in with the new password, and out again from the header's menu, which on a
// phone is the flyout's «Mein Konto» section.

const FAILED = 'Ups, da ist leider etwas schiefgelaufen…'
const SENT = 'Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.'
const EXPIRED = 'Der Link ist abgelaufen. Bitte fordern sie einen neuen an.'
const INVALID = 'Der Link ist ungültig…'
const DONE = 'Ihr Passwort wurde geändert. Melden Sie sich jetzt mit dem neuen Passwort an.'
const STRONG = 'Werkstatt-2027!'

const main = (page: Page) => page.locator('main')
/** Waits for a widget's island after a navigation (visit() would scroll through the page first). */
const mounted = (page: Page, widget: string) =>
  page.waitForFunction((name) => document.querySelector(`main [data-widget="${name}"]`)?.getAttribute('data-island') === 'mounted', widget)
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const summary = (page: Page) => main(page).getByRole('alert').filter({ hasText: 'Es gibt ein Problem' })
// The demo's pages are de-CH: «Grossbuchstabe», with ss (docs/architecture.md "Strings per area").
const rules = (page: Page) => main(page).getByRole('list', { name: 'Das Passwort braucht:' }).getByRole('listitem').allTextContents()

/** Signs out from the account button's menu by keyboard, as a signed-in page offers it; lands on the start page. */
async function signOutByKeyboard(page: Page) {
  // The bar's button comes first; on a phone the open flyout's first section is named «Mein Konto» too.
  const opener = page.getByRole('banner').getByRole('button', { name: /^Mein Konto/ }).first()
  await expect.poll(() => opener.isVisible()).toBe(true)
  await tabTo(page, opener, 60)
  await page.keyboard.press('Enter')
  const logout = page.locator(`[id="${(await opener.getAttribute('aria-controls')) ?? ''}"]`).getByRole('button', { name: 'Abmelden' })
  await expect.poll(() => logout.isVisible()).toBe(true)
  await expectAxeClean(page)
  await tabTo(page, logout, 30)
  await Promise.all([page.waitForURL(`${baseUrl()}/`), page.keyboard.press('Enter')])
  await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Anmeldung', exact: true }).isVisible()).toBe(true)
}

describe('password recovery and reset in Chromium', () => {
  const browser = useBrowser()

  it('requests a link by keyboard and gets the neutral answer; a failure says the spec’s text and keeps the address', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/passwort-vergessen')
    await expectAxeClean(page)
    const email = main(page).getByLabel('E-Mail-Adresse')

    // The address is checked before sending; axe with the errors showing.
    await tabTo(page, email)
    await page.keyboard.type('kunde@example')
    await page.keyboard.press('Enter')
    await expect.poll(() => summary(page).textContent()).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.ch.')
    expect(await isFocused(summary(page))).toBe(true)
    await expectAxeClean(page)

    // A failing backend: the spec's text, the address kept.
    await browser().mock.fault({ path: '/api/auth/password-recovery', status: 500 })
    await tabTo(page, email)
    // Tabbing into a field selects its text: End keeps what is there.
    await page.keyboard.press('End')
    await page.keyboard.type('.ch')
    await page.keyboard.press('Enter')
    await expect.poll(() => summary(page).textContent()).toContain(FAILED)
    expect(await email.inputValue()).toBe('kunde@example.ch')
    await expectAxeClean(page)

    // The same again, now answered: the neutral message takes the focus.
    await tabTo(page, main(page).getByRole('button', { name: 'Link anfordern' }))
    await page.keyboard.press('Enter')
    const sent = main(page).getByText(SENT)
    await expect.poll(() => sent.isVisible()).toBe(true)
    expect(await sent.evaluate((element) => element.closest('[tabindex="-1"]') === document.activeElement)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors.filter((error) => !error.includes('500'))).toEqual([])
  })

  it('resets the password with a weak then a strong one by keyboard, signs in with the new one (not the old), and out from the header', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, resetLink(DEMO_RESET_TOKENS.valid))
    const password = main(page).getByLabel('Neues Passwort', { exact: true })
    const repeat = main(page).getByLabel('Neues Passwort wiederholen')
    await expect.poll(() => password.isVisible()).toBe(true)
    await expectAxeClean(page)

    // The rules follow the typing (spec 1 §5).
    await tabTo(page, password)
    await page.keyboard.type('sommer2026')
    expect(await rules(page)).toEqual([
      'mindestens acht Zeichen: erfüllt',
      'einen Kleinbuchstaben: erfüllt',
      'einen Grossbuchstaben: noch nicht erfüllt',
      'eine Ziffer: erfüllt',
      'ein Sonderzeichen, z. B. ! ? - oder #: noch nicht erfüllt',
    ])
    await tabTo(page, repeat)
    await page.keyboard.type('sommer2026')
    await page.keyboard.press('Enter')
    await expect.poll(() => summary(page).textContent()).toContain('Das Passwort braucht noch einen Grossbuchstaben und ein Sonderzeichen, z. B. ! ? - oder #.')
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    await expectAxeClean(page)

    // The summary's link leads to the field; a strong password, twice, shown with the switch.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(password)).toBe(true)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(STRONG)
    await page.keyboard.press('Tab')
    const toggle = main(page).getByRole('button', { name: 'Passwörter anzeigen' })
    expect(await isFocused(toggle)).toBe(true)
    await page.keyboard.press('Space')
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await repeat.getAttribute('type')).toBe('text')
    await expect.poll(async () => (await rules(page)).every((rule) => rule.endsWith(': erfüllt'))).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(STRONG)
    await page.keyboard.press('Enter')
    const done = main(page).getByText(DONE)
    await expect.poll(() => done.isVisible()).toBe(true)
    await expectAxeClean(page)

    // The link to the sign-in, by keyboard: the old password no longer works, the new one does.
    await tabTo(page, main(page).getByRole('link', { name: 'Zur Anmeldung' }))
    await Promise.all([page.waitForURL(`${baseUrl()}/login-form`), page.keyboard.press('Enter')])
    await mounted(page, 'login-form')
    await main(page).getByLabel('Benutzername').fill('kunde@example.ch')
    await main(page).getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD)
    await main(page).getByRole('button', { name: 'Anmelden' }).click()
    await expect.poll(() => main(page).getByRole('alert').textContent()).toContain('Benutzername oder Passwort ist falsch.')
    await main(page).getByLabel('Passwort', { exact: true }).fill(STRONG)
    const reloaded = page.waitForEvent('load')
    await main(page).getByRole('button', { name: 'Anmelden' }).click()
    await reloaded
    await expect.poll(() => main(page).getByText('Angemeldet als Thomas Brunner').isVisible()).toBe(true)

    // Logout where the header offers it: the account button's menu.
    await signOutByKeyboard(page)

    // The link is used up.
    await visit(page, resetLink(DEMO_RESET_TOKENS.valid))
    await expect.poll(() => main(page).getByRole('alert').textContent()).toContain(INVALID)
    expect(log.errors.filter((error) => !/\b(401|404)\b/.test(error))).toEqual([])
  })

  it('says an expired link has expired and an invalid one is invalid, each leading to a new link by keyboard', async () => {
    const { page } = await newPage(browser())
    // The demo's links on the recovery page lead there.
    await visit(page, '/passwort-vergessen')
    await Promise.all([page.waitForURL(`${baseUrl()}${resetLink(DEMO_RESET_TOKENS.expired)}`), main(page).getByRole('link', { name: 'Abgelaufener Link' }).click()])
    await mounted(page, 'password-reset')
    await expect.poll(() => main(page).getByRole('alert').textContent()).toContain(EXPIRED)
    expect(await main(page).getByLabel('Neues Passwort', { exact: true }).count()).toBe(0)
    await expectAxeClean(page)

    await visit(page, resetLink(DEMO_RESET_TOKENS.invalid))
    await expect.poll(() => main(page).getByRole('alert').textContent()).toContain(INVALID)
    await expectAxeClean(page)
    await tabTo(page, main(page).getByRole('link', { name: 'Neuen Link anfordern' }), 60)
    await Promise.all([page.waitForURL(`${baseUrl()}/passwort-vergessen`), page.keyboard.press('Enter')])
  })
})

describe('signing out on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('signs out from the flyout’s «Mein Konto» section by keyboard, axe clean with it open', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, '/login-form')
    await expect.poll(() => main(page).getByText('Angemeldet als Thomas Brunner').isVisible()).toBe(true)
    await signOutByKeyboard(page)
    expect(log.errors).toEqual([])
  })
})
