import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { apiHooks, connectApi } from '@/api/connect'
import { menuOpened } from '@/store/menus'
import { cartCountChanged } from '@/store/session'
import { injectFault } from '@/test/mocks/faults'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { findAccount, userDataFor } from '@/test/mocks/db/index'
import { getShop } from '@/test/mocks/shops'
import { SHOP_URLS } from '@/test/cms/page-data'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import { FLYOUT_CLOSE_DELAY_MS } from './use-header-menus'

const EMPLOYEE = 'mitarbeiter@example.ch'

/** The header as the CMS places it, with the shop's addresses in the session (test/cms/page-data.ts). */
const renderHeader = (options: RenderWidgetOptions = {}, props: { shortcuts?: boolean } = {}) =>
  renderWidget('tools/header', props, { ...options, pageData: { ...options.pageData, session: { urls: { ...SHOP_URLS }, ...options.pageData?.session } } })

/** The panel a menu button opens (aria-controls). */
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement

/**
 * A viewport of `width` px for the breakpoint hooks (src/lib/use-breakpoint.ts) and the hover check:
 * `(min-width: …)` follows the width, `(pointer: fine)` says whether the device can hover.
 */
function fakeViewport(width: number, { finePointer = true } = {}) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /^\(min-width: (\d+)px\)$/.exec(media)?.[1]
    const matches = min !== undefined ? width >= Number(min) : media === '(pointer: fine)' ? finePointer : false
    return { media, matches, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }
  })
}

// The pointer of a mouse entering and leaving (React derives enter and leave from pointerover and pointerout),
// dispatched directly: user-event waits on setTimeout itself, which the close-delay tests fake.
const hover = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: 'mouse' })
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' })
/**
 * Opens a menu by hovering its button, with real timers: the island mounts in a transition, and its store
 * subscriptions start in effects that may run a moment after the marker says mounted.
 */
async function openByHover(button: HTMLElement) {
  hover(button)
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'))
}
/** Advances the faked clock, rendering what the timers it fires change. */
const elapse = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}
/** The login menu's button. */
const loginButton = () => screen.getByRole('button', { name: 'Anmeldung' })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('header: signed out', () => {
  it('offers the login button, whose menu holds the login form, and signs in with the keyboard alone', async () => {
    const { user, store } = await renderHeader()
    const login = loginButton()
    expect(login).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: /Mein Konto/ })).not.toBeInTheDocument()

    await user.tab()
    await user.tab()
    await user.tab()
    expect(login).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(login).toHaveAttribute('aria-expanded', 'true')
    const menu = panelOf(login)
    expect(within(menu).getByRole('heading', { name: 'Im Kundenkonto anmelden' })).toBeInTheDocument()
    // The form arrives with the menu's first opening; Tab walks from the button into it.
    await within(menu).findByLabelText('Benutzername')
    await user.tab()
    expect(within(menu).getByLabelText('Benutzername')).toHaveFocus()
    await user.keyboard('kunde@example.ch')
    await user.tab()
    await user.keyboard(DEMO_PASSWORD)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(store.getState().account.user?.firstName).toBe('Thomas'))
    // Signed in, the login button and its menu are gone: the profile menu is there.
    expect(await screen.findByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Anmeldung' })).not.toBeInTheDocument()
  })

  it('opens the login menu on load when the session says so (spec 2 §4)', async () => {
    await renderHeader({ pageData: { session: { openLoginMenu: true } } })
    const login = loginButton()
    await waitFor(() => expect(login).toHaveAttribute('aria-expanded', 'true'))
    expect(await within(panelOf(login)).findByLabelText('Passwort')).toBeInTheDocument()
  })

  it('does not open the login menu on load for a signed-in user, nor show it at all with disableLogin', async () => {
    await renderHeader({ user: 'kunde@example.ch', pageData: { session: { openLoginMenu: true } } })
    expect(screen.getByRole('button', { name: /Mein Konto/ })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Anmeldung' })).not.toBeInTheDocument()
  })

  it('shows no login button when the feature disableLogin is active, even if the session asks to open it', async () => {
    await renderHeader({ pageData: { session: { features: ['disableLogin'], openLoginMenu: true } } })
    expect(screen.queryByRole('button', { name: 'Anmeldung' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Benutzername' })).not.toBeInTheDocument()
  })

  it('shows the oil finder and contact shortcuts, unless the prop turns them off', async () => {
    await renderHeader()
    expect(screen.getByRole('link', { name: 'Ölfinder' })).toHaveAttribute('href', '/oelfinder')
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt')
  })

  it('leaves the shortcuts out with shortcuts: false', async () => {
    await renderHeader({}, { shortcuts: false })
    expect(screen.queryByRole('link', { name: 'Ölfinder' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Kontakt' })).not.toBeInTheDocument()
  })
})

describe('header: cart icon (spec 2 §2.4)', () => {
  it('shows no cart to a visitor with an empty B2C cart, and the B2C cart once it holds something', async () => {
    const { store } = await renderHeader()
    expect(screen.queryByRole('link', { name: /Warenkorb/ })).not.toBeInTheDocument()
    act(() => store.dispatch(cartCountChanged({ cart: 'b2c', count: 1 })))
    expect(await screen.findByRole('link', { name: 'Warenkorb, Positionen: 1' })).toHaveAttribute('href', '/warenkorb-privat')
  })

  it('shows no cart without a register or cart address', async () => {
    await renderHeader({ user: 'kunde@example.ch', pageData: { session: { urls: { oilFinderUrl: '/oelfinder' } } } })
    expect(screen.queryByRole('link', { name: /Warenkorb/ })).not.toBeInTheDocument()
  })

  it('shows a business customer the B2B count and cart, and follows every count change in the store', async () => {
    const { store } = await renderHeader({ user: 'kunde@example.ch' })
    expect(screen.getByRole('link', { name: 'Warenkorb, Positionen: 3' })).toHaveAttribute('href', '/warenkorb')
    act(() => store.dispatch(cartCountChanged({ cart: 'b2b', count: 7 })))
    expect(await screen.findByRole('link', { name: 'Warenkorb, Positionen: 7' })).toHaveAttribute('href', '/warenkorb')
    act(() => store.dispatch(cartCountChanged({ cart: 'b2b', count: 0 })))
    expect(await screen.findByRole('link', { name: 'Warenkorb' })).toBeInTheDocument()
    // With something in the B2C cart, that count and cart are shown.
    act(() => store.dispatch(cartCountChanged({ cart: 'b2c', count: 2 })))
    expect(await screen.findByRole('link', { name: 'Warenkorb, Positionen: 2' })).toHaveAttribute('href', '/warenkorb-privat')
  })

  it('leads a consumer with shop access and an empty B2C cart to the B2C cart, not the business one', async () => {
    findAccount('konsument@example.ch')!.isActiveShopUser = true
    getShop().db.sessions.get('konsument@example.ch')!.cartCounts.b2c = 0
    await renderHeader({ user: 'konsument@example.ch' })
    expect(screen.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/warenkorb-privat')
  })

  it('shows a consumer the B2C count and cart', async () => {
    await renderHeader({ user: 'konsument@example.ch' })
    expect(screen.getByRole('link', { name: 'Warenkorb, Positionen: 2' })).toHaveAttribute('href', '/warenkorb-privat')
  })
})

describe('header: profile menu', () => {
  it.each([375, 1280])('names the account button the same at %i px: «Mein Konto», with the unread count', async (width) => {
    fakeViewport(width)
    await renderHeader({ user: 'kunde@example.ch' })
    expect(screen.getByRole('button', { name: 'Mein Konto, 2 ungelesen' })).toBeInTheDocument()
  })

  it('names the user and customer number, links the dashboard and the user menu with the unread badge', async () => {
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    const profile = screen.getByRole('button', { name: 'Mein Konto, 2 ungelesen' })
    await user.click(profile)
    const menu = panelOf(profile)
    expect(within(menu).getByText('Thomas Brunner')).toBeInTheDocument()
    expect(within(menu).getByText('Brunner Transporte AG')).toBeInTheDocument()
    expect(within(menu).getByText('Kundennummer 0001004711')).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Kontoübersicht' })).toHaveAttribute('href', '/konto')
    expect(within(menu).getByRole('link', { name: 'Bestellhistorie' })).toHaveAttribute('href', '/konto/bestellhistorie')
    expect(within(menu).getByRole('link', { name: 'Benachrichtigungen 2 ungelesen' })).toHaveAttribute('href', '/konto/benachrichtigungen')
    expect(within(menu).queryByRole('switch')).not.toBeInTheDocument()
  })

  it('signs out with the user family’s logout', async () => {
    const { user, store } = await renderHeader({ user: 'konsument@example.ch' })
    const profile = screen.getByRole('button', { name: 'Mein Konto' })
    await user.click(profile)
    await user.click(within(panelOf(profile)).getByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(store.getState().account.user).toBeNull())
    expect(await screen.findByRole('button', { name: 'Anmeldung' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('drops a malformed user menu entry with a warning and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = await renderHeader({
      user: 'konsument@example.ch',
      pageData: { session: { userMenu: [{ title: 'Bestellhistorie', link: '/konto/bestellhistorie' }, { title: 42, link: '/x' }] } },
    })
    await user.click(screen.getByRole('button', { name: 'Mein Konto' }))
    expect(screen.getByRole('link', { name: 'Bestellhistorie' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('session.userMenu.1.title: expected string, got 42'))
  })
})

describe('header: retailer mode (spec 1 §4, spec 2 §4)', () => {
  it('is offered only where retailer mode is available', async () => {
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    await user.click(screen.getByRole('button', { name: /Mein Konto/ }))
    expect(screen.queryByRole('switch', { name: 'Kundenmodus' })).not.toBeInTheDocument()
  })

  it('takes the new value at once and reloads the page once the change is saved', async () => {
    injectFault({ path: '/api/user/retailer-mode', delayMs: 200 })
    const { user } = await renderHeader({ user: 'haendler@example.ch' })
    const navigate = vi.fn()
    connectApi({ ...apiHooks(), navigate })
    await user.click(screen.getByRole('button', { name: /Mein Konto/ }))
    const toggle = screen.getByRole('switch', { name: 'Kundenmodus' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(toggle).toHaveAccessibleDescription('Preise brutto inkl. MwSt. anzeigen')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(window.location.href.split('#')[0]))
  })

  it('drops the temporary value silently when the change fails', async () => {
    // Slow enough to see the temporary value.
    injectFault({ path: '/api/user/retailer-mode', delayMs: 200, status: 403, messages: [{ type: 'error', message: 'Der Kundenmodus ist für Ihr Konto nicht verfügbar.' }] })
    const { user } = await renderHeader({ user: 'haendler@example.ch' })
    const navigate = vi.fn()
    connectApi({ ...apiHooks(), navigate })
    await user.click(screen.getByRole('button', { name: /Mein Konto/ }))
    const toggle = screen.getByRole('switch', { name: 'Kundenmodus' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'))
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(screen.queryByText('Der Kundenmodus ist für Ihr Konto nicht verfügbar.')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('header: ordering on behalf (select-contact menu)', () => {
  const openSelector = async (user: Awaited<ReturnType<typeof renderHeader>>['user']) => {
    const button = screen.getByRole('button', { name: 'Im Namen von Kunden bestellen' })
    await user.click(button)
    return { button, menu: panelOf(button) }
  }

  it('lists the contacts of page data at once, searches after a pause, at most 5, and acts for the chosen one', async () => {
    const { user, store } = await renderHeader({ user: EMPLOYEE })
    const { button, menu } = await openSelector(user)
    const field = await within(menu).findByRole('searchbox', { name: 'Kontakt suchen' })
    // The list was not empty, so creating the selector searched nothing: page data's ten contacts.
    expect(within(menu).getAllByRole('listitem')).toHaveLength(10)
    expect(within(menu).getByRole('link', { name: 'Alle Kontakte' })).toHaveAttribute('href', '/kundenuebersicht')

    await user.type(field, 'ag')
    // Debounced: typing alone changes nothing yet.
    expect(within(menu).getAllByRole('listitem')).toHaveLength(10)
    // 'ag' matches more than five contacts; the search asks for 5 (spec 1 §9).
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(5))
    expect(within(menu).getByRole('status')).toHaveTextContent('Gefundene Kontakte: 5')

    await user.clear(field)
    await user.type(field, 'garage')
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(2))
    await user.click(within(menu).getByRole('button', { name: 'Garage Huber GmbH, Thun Peter Huber' }))

    // Chosen: the menu closes, focus is back on its button, which now says for whom the employee acts.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
    expect(button).toHaveFocus()
    expect(button).toHaveAccessibleName('Im Namen von Garage Huber GmbH (0001004712)')
    expect(store.getState().account.selectedContact).toMatchObject({ name: 'Garage Huber GmbH', customerId: '0001004712' })
  })

  it('loads the list when it is created if it is empty', async () => {
    const { user } = await renderHeader({ user: EMPLOYEE, pageData: { user: { ...userDataFor(EMPLOYEE), availableContacts: [] } } })
    const { menu } = await openSelector(user)
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(5))
    expect(within(menu).getByRole('button', { name: 'Brunner Transporte AG, Winterthur Thomas Brunner' })).toBeInTheDocument()
  })

  it('shows an employee acting for a contact (after a full page load) only that contact and the link to log out from it', async () => {
    const employee = userDataFor(EMPLOYEE)!
    const { user, store } = await renderHeader({
      user: EMPLOYEE,
      pageData: { user: { ...employee, selectedContact: { name: 'Wyss Bau AG', customerId: '0001004756', contactPerson: { name: 'Reto Wyss' } } } },
    })
    const button = screen.getByRole('button', { name: 'Im Namen von Wyss Bau AG (0001004756)' })
    await user.click(button)
    const menu = panelOf(button)
    expect(within(menu).getByText('Im Namen von Wyss Bau AG')).toBeInTheDocument()
    expect(within(menu).queryByRole('searchbox')).not.toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Alle Kontakte' })).not.toBeInTheDocument()

    await user.click(within(menu).getByRole('button', { name: 'Vom Kontakt abmelden' }))
    await waitFor(() => expect(store.getState().account.selectedContact).toBeNull())
    expect(await screen.findByRole('button', { name: 'Im Namen von Kunden bestellen' })).toBeInTheDocument()
  })

  it('gives a customer with the contact selector the link text show-all-as-customer', async () => {
    const customer = userDataFor('kunde@example.ch')!
    const { user } = await renderHeader({
      user: 'kunde@example.ch',
      pageData: {
        user: {
          ...customer,
          user: { ...customer.user, options: { showContactSelector: true } },
          availableContacts: [{ id: '0001004711', contactId: '0000310002', displayLine1: 'Brunner Transporte AG, Winterthur', displayLine2: 'Monika Frei' }],
        },
      },
    })
    const { menu } = await openSelector(user)
    expect(await within(menu).findByRole('link', { name: 'Alle als Kunde anzeigen' })).toHaveAttribute('href', '/kundenuebersicht')
    expect(within(menu).queryByRole('link', { name: 'Alle Kontakte' })).not.toBeInTheDocument()
  })

  it('is not there without the option showContactSelector', async () => {
    await renderHeader({ user: 'kunde@example.ch' })
    expect(screen.queryByRole('button', { name: 'Im Namen von Kunden bestellen' })).not.toBeInTheDocument()
  })
})

describe('header: contact-person menu', () => {
  it('shows the contact person with phone and e-mail links', async () => {
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    const button = screen.getByRole('button', { name: 'Ihre Ansprechperson' })
    await user.click(button)
    const menu = panelOf(button)
    expect(within(menu).getByText('Sandra Meier')).toBeInTheDocument()
    expect(within(menu).getByText('Kundenberaterin')).toBeInTheDocument()
    expect(within(menu).getByText('Verkaufsinnendienst')).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: '+41 44 555 01 23' })).toHaveAttribute('href', 'tel:+41445550123')
    expect(within(menu).getByRole('link', { name: 'sandra.meier@example.ch' })).toHaveAttribute('href', 'mailto:sandra.meier@example.ch')
  })

  it('opens when another island asks for it through the store, with the focus on its button and Tab into it', async () => {
    const { store, user } = await renderHeader({ user: 'kunde@example.ch' })
    const button = screen.getByRole('button', { name: 'Ihre Ansprechperson' })
    act(() => store.dispatch(menuOpened('contact-person')))
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'))
    expect(button).toHaveFocus()
    expect(within(panelOf(button)).getByText('Sandra Meier')).toBeVisible()
    await user.tab()
    expect(panelOf(button)).toContainElement(document.activeElement as HTMLElement)
  })

  it('is not there without a contact person', async () => {
    await renderHeader({ user: 'konsument@example.ch' })
    expect(screen.queryByRole('button', { name: 'Ihre Ansprechperson' })).not.toBeInTheDocument()
  })
})

describe('header: menu rules (spec 2 §4)', () => {
  it('keeps one menu open: opening another closes the first, also a menu of another island', async () => {
    const { user, store } = await renderHeader({ user: 'kunde@example.ch' })
    const profile = screen.getByRole('button', { name: /Mein Konto/ })
    const person = screen.getByRole('button', { name: 'Ihre Ansprechperson' })
    await user.click(profile)
    expect(profile).toHaveAttribute('aria-expanded', 'true')
    await user.click(person)
    expect(person).toHaveAttribute('aria-expanded', 'true')
    expect(profile).toHaveAttribute('aria-expanded', 'false')
    expect(panelOf(profile)).not.toBeVisible()
    // The navigation (another island) opens: the header's menu closes.
    act(() => store.dispatch(menuOpened('navigation')))
    await waitFor(() => expect(person).toHaveAttribute('aria-expanded', 'false'))
  })

  it('opens on hover and closes 300 ms after the pointer left, unless it comes back', async () => {
    await renderHeader({ user: 'kunde@example.ch' })
    const profile = screen.getByRole('button', { name: /Mein Konto/ })
    await openByHover(profile)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    leave(profile)
    elapse(FLYOUT_CLOSE_DELAY_MS - 100)
    // Back into the menu in time: it stays.
    hover(panelOf(profile))
    elapse(FLYOUT_CLOSE_DELAY_MS)
    expect(profile).toHaveAttribute('aria-expanded', 'true')

    leave(panelOf(profile))
    elapse(FLYOUT_CLOSE_DELAY_MS - 1)
    expect(profile).toHaveAttribute('aria-expanded', 'true')
    elapse(1)
    expect(profile).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps the login menu open when the pointer leaves', async () => {
    await renderHeader()
    const login = loginButton()
    await openByHover(login)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    leave(login)
    elapse(FLYOUT_CLOSE_DELAY_MS * 2)
    expect(login).toHaveAttribute('aria-expanded', 'true')
  })

  it.each([
    ['the second brand below xl', '02', 1280, 'true'],
    ['the second brand from xl up', '02', 1400, 'false'],
    ['the first brand below xl', '01', 1280, 'false'],
  ])('leaving closes, except for %s', async (_, theme, width, expanded) => {
    fakeViewport(width)
    await renderHeader({ user: 'kunde@example.ch', pageData: { session: { theme } } })
    const profile = screen.getByRole('button', { name: /Mein Konto/ })
    await openByHover(profile)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    leave(profile)
    elapse(FLYOUT_CLOSE_DELAY_MS)
    expect(profile).toHaveAttribute('aria-expanded', expanded)
  })

  it('does not open on a touch screen’s hover, and a tap on the open menu’s button closes it', async () => {
    fakeViewport(1280, { finePointer: false })
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    const profile = screen.getByRole('button', { name: /Mein Konto/ })
    await user.pointer({ keys: '[TouchA]', target: profile })
    expect(profile).toHaveAttribute('aria-expanded', 'true')
    await user.pointer({ keys: '[TouchA]', target: profile })
    expect(profile).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps a menu the mouse opened by hovering open on a click of its button, and closes it from the keyboard', async () => {
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    const profile = screen.getByRole('button', { name: /Mein Konto/ })
    await user.click(profile)
    expect(profile).toHaveAttribute('aria-expanded', 'true')
    await user.click(profile)
    expect(profile).toHaveAttribute('aria-expanded', 'true')
    profile.focus()
    await user.keyboard('{Enter}')
    expect(profile).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard(' ')
    expect(profile).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    const profile = screen.getByRole('button', { name: /Mein Konto/ })
    profile.focus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(within(panelOf(profile)).getByRole('link', { name: 'Kontoübersicht' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(profile).toHaveAttribute('aria-expanded', 'false')
    expect(profile).toHaveFocus()
  })

  it('closes on a click outside, and when focus leaves the menu', async () => {
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    const outside = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Draussen' }))
    const person = screen.getByRole('button', { name: 'Ihre Ansprechperson' })
    await user.click(person)
    await user.click(outside)
    expect(person).toHaveAttribute('aria-expanded', 'false')

    person.focus()
    await user.keyboard('{Enter}')
    expect(person).toHaveAttribute('aria-expanded', 'true')
    // Tab through the menu's links and on to the next button.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(person).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('header: below md (the mobile flyout)', () => {
  it('folds the signed-in menus into one flyout with the accordions my-account and additional-tools, one open at a time', async () => {
    fakeViewport(375)
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    // The flyout is the account button of this width: one, under the same name as from md up.
    expect(screen.getAllByRole('button', { name: /^Mein Konto/ })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Ihre Ansprechperson' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ölfinder' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Warenkorb, Positionen: 3' })).toBeInTheDocument()

    const flyout = screen.getByRole('button', { name: 'Mein Konto, 2 ungelesen' })
    await user.click(flyout)
    expect(flyout).toHaveAttribute('aria-expanded', 'true')
    const menu = panelOf(flyout)
    expect(within(menu).getByText('Kundennummer 0001004711')).toBeInTheDocument()
    const account = within(menu).getByRole('button', { name: 'Mein Konto' })
    const tools = within(menu).getByRole('button', { name: 'Weitere Funktionen' })
    expect(account).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('link', { name: 'Kontoübersicht' })).toBeVisible()
    await user.click(tools)
    expect(tools).toHaveAttribute('aria-expanded', 'true')
    expect(account).toHaveAttribute('aria-expanded', 'false')
    expect(within(menu).getByText('Sandra Meier')).toBeVisible()
    expect(within(menu).getByRole('link', { name: 'Ölfinder' })).toHaveAttribute('href', '/oelfinder')
  })

  it('locks the page’s scrolling while the flyout is open and does not close it when the pointer leaves', async () => {
    fakeViewport(375)
    const { user } = await renderHeader({ user: 'kunde@example.ch' })
    const flyout = screen.getByRole('button', { name: /^Mein Konto/ })
    await user.click(flyout)
    expect(document.documentElement.style.overflow).toBe('hidden')
    await user.unhover(flyout)
    await new Promise((resolve) => setTimeout(resolve, FLYOUT_CLOSE_DELAY_MS + 50))
    expect(flyout).toHaveAttribute('aria-expanded', 'true')
    // Below md nothing opens by hover, so a click on the open flyout's button closes it.
    await user.click(flyout)
    expect(flyout).toHaveAttribute('aria-expanded', 'false')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('offers the employee the contact search in the flyout and closes it once a contact is chosen', async () => {
    fakeViewport(375)
    const { user, store } = await renderHeader({ user: EMPLOYEE })
    const flyout = screen.getByRole('button', { name: /^Mein Konto/ })
    await user.click(flyout)
    const menu = panelOf(flyout)
    await user.click(within(menu).getByRole('button', { name: 'Weitere Funktionen' }))
    await user.click(await within(menu).findByRole('button', { name: 'Wyss Bau AG, Chur Reto Wyss' }))
    await waitFor(() => expect(flyout).toHaveAttribute('aria-expanded', 'false'))
    expect(store.getState().account.selectedContact).toMatchObject({ name: 'Wyss Bau AG' })
    await user.click(flyout)
    // At the top of the flyout, and under additional-tools with the way back.
    const acting = within(panelOf(flyout)).getAllByText('Im Namen von Wyss Bau AG')
    expect(acting[0]).toBeVisible()
    await user.click(within(panelOf(flyout)).getByRole('button', { name: 'Weitere Funktionen' }))
    expect(within(panelOf(flyout)).getByRole('button', { name: 'Vom Kontakt abmelden' })).toBeVisible()
    expect(within(panelOf(flyout)).queryByRole('searchbox')).not.toBeInTheDocument()
  })

  it('keeps the login button and its menu for a visitor', async () => {
    fakeViewport(375)
    const { user } = await renderHeader()
    const login = loginButton()
    await user.click(login)
    expect(await within(panelOf(login)).findByLabelText('Benutzername')).toBeInTheDocument()
    expect(document.documentElement.style.overflow).toBe('hidden')
  })
})
