import { screen, waitFor, within } from '@testing-library/react'
import { languagePath } from '@/test/cms/language-paths'
import { localeEntries } from '@/test/cms/page-data'
import { renderWidget } from '@/test/render'
import { menuClosed, menuOpened } from '@/store/menus'

const PATH = '/produkte/motorenoele'
const locales = localeEntries(PATH)
// The demo site's URL of the page in each language (docs/simulated-cms.md "Languages").
const urlOf = (locale: Parameters<typeof languagePath>[0]) => languagePath(locale, PATH)

const renderSwitcher = (language: string, sessionLocales: unknown[] = locales) =>
  renderWidget('tools/language-switcher', {}, { pageData: { session: { language, locales: sessionLocales } } })

const warnings = () => vi.mocked(console.warn).mock.calls.map(([text]) => String(text))

// What the browser would load for each click: the followed link, its default action left alone by the
// widget (jsdom loads no other document, so the test stops it after looking).
let followed: string[] = []
const follow = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (link && !event.defaultPrevented) followed.push(link.getAttribute('href') ?? '')
  event.preventDefault()
}
beforeEach(() => {
  followed = []
  document.addEventListener('click', follow)
})
afterEach(() => document.removeEventListener('click', follow))

describe('language-switcher', () => {
  it('shows the current language’s name on its trigger, in the page’s language', async () => {
    await renderSwitcher('de-CH')
    const trigger = screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' })
    // The code shows on phones, the name from 768 px (the stylesheet decides); the name is always read.
    expect(within(trigger).getByText('DE')).toHaveAttribute('aria-hidden', 'true')
    expect(within(trigger).getByText('Deutsch')).toHaveAttribute('lang', 'de-CH')
  })

  it('speaks the page’s language on a French page', async () => {
    const { user } = await renderSwitcher('fr-CH')
    const trigger = screen.getByRole('button', { name: 'Français, Choisir la langue et le pays' })
    expect(within(trigger).getByText('Français')).toHaveAttribute('lang', 'fr-CH')
    await user.click(trigger)
    expect(within(screen.getByRole('list', { name: 'Langues\u00a0: Schweiz' })).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Changer de pays' })).toBeInTheDocument()
  })

  it('opens the country modal at once where the country has one language', async () => {
    const { user } = await renderSwitcher('de-DE')
    const trigger = screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    expect(trigger).not.toHaveAttribute('aria-expanded')
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Sprache und Land wählen' })
    const countries = within(dialog).getByRole('list', { name: 'Länder' })
    expect(within(countries).getByRole('link', { name: 'Deutschland Deutsch' })).toHaveAttribute('aria-current', 'true')
    // Countries are named in their own language, and marked so.
    expect(within(countries).getByText('France')).toHaveAttribute('lang', 'fr-FR')
    expect(within(countries).getByRole('button', { name: 'Schweiz' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens an overlay with the country’s languages, the current one marked, and a switch-country button', async () => {
    const { user } = await renderSwitcher('de-CH')
    const trigger = screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('list', { name: 'Sprachen: Schweiz' })
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toContainElement(list)
    const languages = within(list).getAllByRole('link')
    expect(languages.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Deutsch', urlOf('de-CH'), 'true'],
      ['Français', urlOf('fr-CH'), null],
      ['Italiano', urlOf('it-IT'), null],
      ['English', urlOf('en-CH'), null],
    ])
    expect(within(list).getByRole('link', { name: 'Italiano' })).toHaveAttribute('hreflang', 'it-IT')
    await user.click(within(list).getByRole('link', { name: 'Français' }))
    expect(followed).toEqual([urlOf('fr-CH')])
    expect(screen.getByRole('button', { name: 'Land wechseln' })).toHaveAttribute('aria-haspopup', 'dialog')
  })

  it('opens the country modal from the overlay, shows the languages of the country chosen there, and returns focus to the trigger', async () => {
    const { user } = await renderSwitcher('de-CH')
    const trigger = screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' })
    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'Land wechseln' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sprache und Land wählen' })
    expect(screen.queryByRole('list', { name: 'Sprachen: Schweiz' })).toBeInTheDocument()
    // The current country shows its languages when the modal opens; one country at a time.
    const switzerland = within(dialog).getByRole('button', { name: 'Schweiz' })
    expect(switzerland).toHaveAttribute('aria-expanded', 'true')
    const international = within(dialog).getByRole('button', { name: 'International' })
    await user.click(international)
    expect(international).toHaveAttribute('aria-expanded', 'true')
    expect(switzerland).toHaveAttribute('aria-expanded', 'false')
    const languages = within(dialog).getByRole('list', { name: 'Sprachen: International' })
    expect(document.getElementById(international.getAttribute('aria-controls') ?? '')).toBe(languages)
    expect(within(languages).getAllByRole('link')).toHaveLength(12)
    await user.click(within(languages).getByRole('link', { name: 'Nederlands' }))
    expect(followed).toEqual([urlOf('nl-NL')])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('goes straight to a country with a single language', async () => {
    const { user } = await renderSwitcher('de-CH')
    await user.click(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' }))
    await user.click(screen.getByRole('button', { name: 'Land wechseln' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sprache und Land wählen' })
    await user.click(within(dialog).getByRole('link', { name: 'Österreich Deutsch' }))
    expect(followed).toEqual([urlOf('de-AT')])
    await user.click(within(dialog).getByRole('link', { name: 'USA English' }))
    expect(followed).toEqual([urlOf('de-AT'), urlOf('en-US')])
  })

  it('closes the overlay on a click outside, without taking focus', async () => {
    const { user } = await renderSwitcher('de-CH')
    await user.click(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' }))
    expect(screen.getByRole('list', { name: 'Sprachen: Schweiz' })).toBeInTheDocument()
    await user.click(document.body)
    expect(screen.queryByRole('list', { name: 'Sprachen: Schweiz' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the overlay on Escape and returns focus to the trigger, by keyboard alone', async () => {
    const { user } = await renderSwitcher('en-CH')
    const trigger = screen.getByRole('button', { name: 'English, Choose language and country' })
    await user.tab()
    expect(trigger).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Languages: Schweiz' })).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes the overlay when focus leaves it', async () => {
    const { user } = await renderSwitcher('de-CH')
    // What follows the switcher in the page, e.g. the header's next button.
    const next = document.createElement('button')
    next.textContent = 'Anmelden'
    document.body.append(next)
    await user.click(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' }))
    screen.getByRole('button', { name: 'Land wechseln' }).focus()
    await user.tab()
    expect(next).toHaveFocus()
    expect(screen.queryByRole('list', { name: 'Sprachen: Schweiz' })).not.toBeInTheDocument()
  })

  it('closes the overlay when another menu of the chrome opens, and it stays closed after that one closes', async () => {
    const { user, store } = await renderSwitcher('de-CH')
    await user.click(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' }))
    expect(store.getState().menus?.active).toBe('language')
    // The header's flyout menu opening (on hover, spec 2 §4), through the page-wide menu slice.
    store.dispatch(menuOpened('profile'))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Sprachen: Schweiz' })).not.toBeInTheDocument())
    store.dispatch(menuClosed('profile'))
    expect(screen.queryByRole('list', { name: 'Sprachen: Schweiz' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('drops malformed countries with a warning and offers the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken = [locales[0], { country: 'XX', languages: 'alle' }, locales[1]]
    const { user } = await renderSwitcher('de-CH', broken)
    expect(warnings().some((text) => text.startsWith('Dropped session.locales.1: '))).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' }))
    await user.click(screen.getByRole('button', { name: 'Land wechseln' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sprache und Land wählen' })
    expect(within(dialog).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Länder')).toHaveLength(2)
    expect(within(dialog).getByRole('link', { name: 'Deutschland Deutsch' })).toBeInTheDocument()
  })

  it('refuses a language whose url leads to another site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const [switzerland] = localeEntries(PATH)
    if (!switzerland) throw new Error('no Switzerland in the demo locales')
    const foreign = [
      {
        ...switzerland,
        languages: switzerland.languages.map((item) => (item.language === 'fr-CH' ? { ...item, url: 'https://evil.example/fr' } : item.language === 'it-IT' ? { ...item, url: '//evil.example/it' } : item)),
      },
    ]
    const { user } = await renderSwitcher('de-CH', foreign)
    await user.click(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' }))
    const list = screen.getByRole('list', { name: 'Sprachen: Schweiz' })
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Deutsch', 'English'])
    expect(warnings()).toEqual(
      expect.arrayContaining([
        'Dropped session.locales CH fr-CH: url "https://evil.example/fr" does not lead to this site',
        'Dropped session.locales CH it-IT: url "//evil.example/it" does not lead to this site',
      ]),
    )
  })

  it('shows the language as text when there is nothing to switch to', async () => {
    await renderSwitcher('de', [])
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByText('Deutsch')).toBeInTheDocument()
  })
})
