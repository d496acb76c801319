import { act, screen, waitFor, within } from '@testing-library/react'
import { menuOpened, selectActiveMenu } from '@/store/menus'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const svg = (body: string, attributes = '') => btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attributes}>${body}</svg>`)
const ICON = svg('<circle cx="12" cy="12" r="8"/>')
const MALICIOUS_ICON = svg('<script>alert(1)</script><circle cx="12" cy="12" r="8"/>', ' onload="alert(1)"')

const productLines = [
  {
    label: 'Motorenöle',
    uri: '/produkte/motorenoele',
    iconImage: ICON,
    showOilFinderTeaser: true,
    pages: [
      {
        label: 'PKW-Motorenöle',
        uri: '/produkte/motorenoele/pkw',
        pages: [
          { label: 'SAE 0W-20', uri: '/produkte/motorenoele/pkw/0w-20' },
          { label: 'SAE 5W-30', uri: '/produkte/motorenoele/pkw/5w-30', active: true },
        ],
      },
      { label: 'Motorradöle', uri: '/produkte/motorenoele/motorrad' },
    ],
  },
  { label: 'Hydrauliköle', uri: '/produkte/hydraulikoele', iconImage: MALICIOUS_ICON, pages: [{ label: 'HLP-Hydrauliköle', uri: '/produkte/hydraulikoele/hlp' }] },
]

const navigation = [
  {
    label: 'Service',
    uri: '/service',
    class: 'nav-highlight add-separator',
    pages: [
      { label: 'Händlersuche', uri: '/service/haendlersuche' },
      { label: 'Technische Beratung', uri: '/service/technische-beratung', pages: [{ label: 'Ölanalyse', uri: '/service/oelanalyse' }] },
    ],
  },
  { label: 'Karriere', uri: '/karriere', pages: [{ label: 'Stellenportal', uri: '/karriere/stellenportal', target: '_blank' }] },
  { label: 'Kontakt', uri: '/kontakt' },
]

const language = (code: string, title: string, url: string) => ({ language: code, title, fullTitle: title, url })
const locales = [
  {
    country: 'CH',
    countryName: 'Schweiz',
    name: 'ch',
    title: 'Schweiz',
    languages: [language('de-CH', 'Deutsch', '/?locale=de-CH'), language('fr-CH', 'Français', '/?locale=fr-CH')],
  },
  { country: 'DE', countryName: 'Deutschland', name: 'de', title: 'Deutschland', languages: [language('de-DE', 'Deutsch', '/?locale=de-DE')] },
]

const session = { productLines, navigation, locales, language: 'de-CH', urls: { oilFinderUrl: '/oelfinder' } }

const renderMenu = (sessionChanges: Record<string, unknown> = {}, options: RenderWidgetOptions = {}, props: WidgetInputs['tools/main-navigation'] = {}) =>
  renderWidget('tools/main-navigation', props, { ...options, pageData: { session: { ...session, ...sessionChanges } } })

const menuButton = () => screen.getByRole('button', { name: 'Menü' })
const menu = () => screen.getByRole('navigation', { name: 'Hauptnavigation' })
const entry = (name: string) => within(menu()).getByRole('button', { name })
const warnings = () => vi.mocked(console.warn).mock.calls.map(([text]) => String(text))

/** A viewport of `width` px for useBreakpoint (jsdom has no matchMedia): each `(min-width: Npx)` query answers for it. */
const viewport = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/\d+/.exec(query)?.[0] ?? 0),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('main-navigation', () => {
  it('opens an overlay whose first level holds the product lines, then the CMS pages', async () => {
    const { user } = await renderMenu()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()

    await user.click(menuButton())

    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    expect(menuButton()).toHaveAttribute('aria-controls', menu().id)
    expect(within(menu()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Motorenöle', 'Hydrauliköle', 'Service', 'Karriere', 'Kontakt'])
    expect(within(menu()).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt')
  })

  it('toggles a sub-level instead of navigating, and offers the level’s own page first (spec 2 §2.2, §4)', async () => {
    const { user } = await renderMenu()
    await user.click(menuButton())

    await user.click(entry('Motorenöle'))
    expect(entry('Motorenöle')).toHaveAttribute('aria-expanded', 'true')
    const level2 = screen.getByRole('group', { name: 'Motorenöle' })
    expect(entry('Motorenöle')).toHaveAttribute('aria-controls', level2.id)
    expect(within(level2).getByRole('link', { name: 'Alle Motorenöle' })).toHaveAttribute('href', '/produkte/motorenoele')
    expect(within(level2).getByRole('link', { name: 'Motorradöle' })).toHaveAttribute('href', '/produkte/motorenoele/motorrad')

    await user.click(entry('PKW-Motorenöle'))
    const level3 = screen.getByRole('group', { name: 'PKW-Motorenöle' })
    expect(within(level3).getAllByRole('link').map((link) => link.textContent)).toEqual(['Alle PKW-Motorenöle', 'SAE 0W-20', 'SAE 5W-30'])
    // spec 2 §3: the CMS marks the page being shown.
    expect(within(level3).getByRole('link', { name: 'SAE 5W-30' })).toHaveAttribute('aria-current', 'page')

    // The selected level-2 entry toggles: a second click closes level 3.
    await user.click(entry('PKW-Motorenöle'))
    expect(screen.queryByRole('group', { name: 'PKW-Motorenöle' })).not.toBeInTheDocument()
    expect(entry('PKW-Motorenöle')).toHaveAttribute('aria-expanded', 'false')

    // Another level-1 entry replaces the level; the CMS page's own page is its overview.
    await user.click(entry('Service'))
    expect(screen.queryByRole('group', { name: 'Motorenöle' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Service' })).getByRole('link', { name: 'Übersicht Service' })).toHaveAttribute('href', '/service')

    // The selected level-1 entry toggles too; the menu stays open and the page stays where it was.
    await user.click(entry('Service'))
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
    expect(menu()).toBeInTheDocument()
    expect(window.location.pathname).toBe('/')
  })

  it('puts a separator after an entry whose class includes add-separator, and only there', async () => {
    const { user } = await renderMenu()
    await user.click(menuButton())
    const separator = within(menu()).getByRole('separator')
    expect(within(menu()).getAllByRole('separator')).toHaveLength(1)
    expect(entry('Service').compareDocumentPosition(separator) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(separator.compareDocumentPosition(entry('Karriere')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('opens a new-tab entry without opener or referrer (spec 2 §5)', async () => {
    const { user } = await renderMenu()
    await user.click(menuButton())
    await user.click(entry('Karriere'))
    const portal = within(menu()).getByRole('link', { name: 'Stellenportal (öffnet in neuem Tab)' })
    expect(portal).toHaveAttribute('target', '_blank')
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows a product line’s SVG icon as a decorative image and drops an icon that carries a script', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = await renderMenu()
    await user.click(menuButton())
    const icon = entry('Motorenöle').querySelector('img')
    expect(icon).toHaveAttribute('src', `data:image/svg+xml;base64,${ICON}`)
    expect(icon).toHaveAttribute('alt', '')
    // The line stays; only its icon goes.
    expect(entry('Hydrauliköle').querySelector('img')).toBeNull()
    expect(warnings()).toContain(
      'Dropped session.productLines.1.iconImage: not an SVG icon (scripts, foreign objects, event handlers and outside references are refused)',
    )
  })

  it('reads its entries when the visitor reaches for the button, not while the page starts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = await renderMenu()
    expect(warnings()).toEqual([])
    await user.hover(menuButton())
    expect(warnings()).toContain(
      'Dropped session.productLines.1.iconImage: not an SVG icon (scripts, foreign objects, event handlers and outside references are refused)',
    )
  })

  it('drops malformed entries with a warning, keeps their neighbours and cuts long labels at 100 characters', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = await renderMenu({
      productLines: [],
      navigation: [
        { label: 'Unternehmen', uri: '/unternehmen' },
        { label: 'Skript', uri: 'javascript:alert(1)' },
        { uri: '/ohne-titel' },
        { label: 'Ö'.repeat(150), uri: '/lang' },
      ],
    })
    await user.click(menuButton())
    const links = within(menu()).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Unternehmen', `${'Ö'.repeat(99)}…`, 'Zum Ölfinder'])
    expect(warnings()).toEqual([
      'Dropped session.navigation.1: session.navigation.1.uri: must be a web address, got "javascript:alert(1)"',
      'Dropped session.navigation.2: session.navigation.2.label: required, but missing',
    ])
  })

  it.each(['hideMenuWhenLoggedOut', 'HIDE_MENU_WHEN_LOGGED_OUT'])('renders nothing for a signed-out visitor when %s is active', async (flag) => {
    const { el } = await renderMenu({ features: [flag] })
    expect(screen.queryByRole('button', { name: 'Menü' })).not.toBeInTheDocument()
    expect(el).toBeEmptyDOMElement()
  })

  it('shows the menu to a signed-in user while hideMenuWhenLoggedOut is active', async () => {
    await renderMenu({ features: ['HIDE_MENU_WHEN_LOGGED_OUT'] }, { user: 'kunde@example.ch' })
    expect(menuButton()).toBeInTheDocument()
  })

  it('offers the current country’s languages on this site, the current one marked, and navigates by link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const [switzerland, germany] = locales
    const { user } = await renderMenu({ locales: [{ ...switzerland, languages: [...switzerland!.languages, language('en-CH', 'English', 'https://evil.example/en')] }, germany] })
    await user.click(menuButton())
    const toggle = within(menu()).getByRole('button', { name: 'Sprache Deutsch' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(list).not.toBeNull()
    const links = within(list!).getAllByRole('link')
    // English leads to another site: never offered.
    expect(links.map((link) => link.textContent)).toEqual(['Deutsch', 'Français'])
    expect(links[0]).toHaveAttribute('aria-current', 'true')
    expect(links[1]).toHaveAttribute('href', '/?locale=fr-CH')
    expect(links[1]).toHaveAttribute('lang', 'fr-CH')
  })

  it.each([
    ['a phone', 375, true],
    ['sm', 800, true],
    ['md, where the header shows the language switcher', 1100, false],
    ['lg', 1280, true],
  ])('shows the language dropdown on %s: %s', async (_, width, shown) => {
    viewport(width)
    const { user } = await renderMenu()
    await user.click(menuButton())
    expect(within(menu()).queryByRole('button', { name: /^Sprache/ }) !== null).toBe(shown)
  })

  it('has no language dropdown in a country with one language', async () => {
    const { user } = await renderMenu({ language: 'de-DE' })
    await user.click(menuButton())
    expect(within(menu()).queryByRole('button', { name: /^Sprache/ })).not.toBeInTheDocument()
  })

  it('shows the oil-finder teaser at level 1 and in product lines that ask for it, with the editor’s texts', async () => {
    const { user } = await renderMenu({}, {}, { teaserTitle: 'Welches Öl passt?', teaserText: 'In Sekunden zur Empfehlung.' })
    await user.click(menuButton())
    expect(within(menu()).getByText('Welches Öl passt?')).toBeInTheDocument()
    expect(within(menu()).getByText('In Sekunden zur Empfehlung.')).toBeInTheDocument()
    expect(within(menu()).getByRole('link', { name: 'Zum Ölfinder' })).toHaveAttribute('href', '/oelfinder')
    await user.click(entry('Motorenöle'))
    expect(within(menu()).getByRole('link', { name: 'Zum Ölfinder' })).toBeInTheDocument()
    await user.click(entry('Hydrauliköle'))
    expect(within(menu()).queryByRole('link', { name: 'Zum Ölfinder' })).not.toBeInTheDocument()
  })

  it('has no oil-finder teaser when the oil finder’s address is unknown', async () => {
    const { user } = await renderMenu({ urls: {} })
    await user.click(menuButton())
    expect(within(menu()).queryByText('Ölfinder')).not.toBeInTheDocument()
    expect(within(menu()).queryByRole('link', { name: 'Zum Ölfinder' })).not.toBeInTheDocument()
  })

  it('goes to level 3 and back with the keyboard alone (arrows, Home/End, Enter, Right, Left, Escape)', async () => {
    const { user } = await renderMenu()
    await user.tab()
    expect(menuButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{ArrowDown}')
    expect(entry('Motorenöle')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(entry('Hydrauliköle')).toHaveFocus()
    // Up/Down move through the whole level and wrap; Home and End go to its ends.
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(within(menu()).getByRole('link', { name: 'Kontakt' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(entry('Motorenöle')).toHaveFocus()
    await user.keyboard('{End}')
    expect(within(menu()).getByRole('link', { name: 'Kontakt' })).toHaveFocus()
    await user.keyboard('{Home}')

    // Enter opens the level and moves into it, on its own page first.
    await user.keyboard('{Enter}')
    expect(screen.getByRole('link', { name: 'Alle Motorenöle' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(entry('PKW-Motorenöle')).toHaveFocus()
    // Right does the same.
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('link', { name: 'Alle PKW-Motorenöle' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('link', { name: 'SAE 5W-30' })).toHaveFocus()

    // Left goes back a level: the level closes, its entry has focus again.
    await user.keyboard('{ArrowLeft}')
    expect(screen.queryByRole('group', { name: 'PKW-Motorenöle' })).not.toBeInTheDocument()
    expect(entry('PKW-Motorenöle')).toHaveFocus()
    // So does Escape, until level 1, where it closes the menu and returns focus to the button.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Motorenöle' })).not.toBeInTheDocument()
    expect(entry('Motorenöle')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
  })

  it('keeps focus inside the open menu: Tab wraps from its last element to the button and on', async () => {
    const { user } = await renderMenu()
    await user.click(menuButton())
    expect(menuButton()).toHaveFocus()
    await user.tab({ shift: true })
    expect(within(menu()).getByRole('button', { name: 'Sprache Deutsch' })).toHaveFocus()
    await user.tab()
    expect(menuButton()).toHaveFocus()
    await user.tab()
    expect(entry('Motorenöle')).toHaveFocus()
    // Closing from inside returns focus to the button.
    await user.keyboard('{Escape}')
    expect(menuButton()).toHaveFocus()
  })

  it('closes on a click outside, and not on a click inside', async () => {
    const { user } = await renderMenu()
    await user.click(menuButton())
    await user.click(entry('Motorenöle'))
    expect(menu()).toBeInTheDocument()
    await user.click(document.body)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when another chrome menu opens, and opening it closes the other (one menu page-wide)', async () => {
    const { user, store } = await renderMenu()
    await user.click(menuButton())
    expect(selectActiveMenu(store.getState())).toBe('navigation')
    act(() => {
      store.dispatch(menuOpened('login'))
    })
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument())
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    await user.click(menuButton())
    expect(selectActiveMenu(store.getState())).toBe('navigation')
  })

  it('locks the page’s scrolling while open and lets the menu scroll 300 ms after opening (spec 2 §4)', async () => {
    const { user } = await renderMenu()
    await user.click(menuButton())
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(menu()).not.toHaveAttribute('data-scrollable')
    await waitFor(() => expect(menu()).toHaveAttribute('data-scrollable', 'true'))
    await user.click(menuButton())
    expect(document.documentElement.style.overflow).toBe('')
  })
})
