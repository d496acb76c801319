import { screen, waitFor, within } from '@testing-library/react'
import type { SelectedContact } from '@/store/account'
import { marker } from '@/test/cms/html'
import { actingForBannerFallback } from '@/test/cms/pages/acting-for-banner'
import { SHOP_URLS } from '@/test/cms/page-data'
import { findAccount, sessionFor, userDataFor } from '@/test/mocks/db/index'
import { injectFault } from '@/test/mocks/faults'
import { mountPage, pageDataScript, recordNavigation, renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const EMPLOYEE = 'mitarbeiter@example.ch'
const GARAGE: SelectedContact = { name: 'Garage Huber GmbH', customerId: '0001004712', contactPerson: { name: 'Peter Huber' } }

/** The employee acting for `contact`, as the server knows it and as the page data says after a page load. */
function actFor(contact: SelectedContact) {
  findAccount(EMPLOYEE)!.selectedContact = contact
  return { ...userDataFor(EMPLOYEE)!, selectedContact: contact }
}

const renderBanner = (props: WidgetInputs['shopuser/acting-for-banner'] = {}, options: RenderWidgetOptions = {}) =>
  renderWidget('shopuser/acting-for-banner', props, { ...options, pageData: { ...options.pageData, session: { urls: { ...SHOP_URLS }, ...options.pageData?.session } } })

const banner = () => screen.queryByRole('region', { name: 'Sie handeln im Namen eines Kunden' })
// The log-out loads the contact family and axios on first use: on a busy machine the first test of a file waits for Vite to transform them.
const LOAD = { timeout: 15_000 }
const notifications = () => screen.findByRole('region', { name: 'Benachrichtigungen' })


describe('acting-for-banner', () => {
  it('names the customer, its number and contact, and the employee, with the way back to the customer overview', async () => {
    await renderBanner({}, { user: EMPLOYEE, pageData: { user: actFor(GARAGE) } })
    const region = banner()!
    expect(region).toBeInTheDocument()
    expect(within(region).getByText('Garage Huber GmbH')).toBeInTheDocument()
    expect(region).toHaveTextContent('Garage Huber GmbH · Kundennummer 0001004712 · Kontakt: Peter Huber')
    expect(within(region).getByText('Angemeldet als Stefan Keller')).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/kundenuebersicht')
    expect(within(region).getByRole('button', { name: 'Vom Kontakt abmelden' })).toBeEnabled()
  })

  it('reads exactly like the CMS’s fallback, part for part, so it keeps its size when it mounts', async () => {
    const data = actFor(GARAGE)
    const { el } = await renderBanner({}, { user: EMPLOYEE, pageData: { user: data } })
    const fallback = document.createElement('div')
    fallback.innerHTML = actingForBannerFallback(data, 'de')
    const parts = (root: Element) => [...root.querySelectorAll('[data-part]')].map((part) => [part.getAttribute('data-part'), part.textContent])
    // The island's button is the real one; the fallback holds its box.
    expect(parts(el.querySelector('section')!)).toEqual(parts(fallback.querySelector('section')!).map(([part, text]) => (part === 'button' ? [null, text] : [part, text])).filter(([part]) => part !== null))
    expect(el.querySelector('section')!.textContent).toBe(fallback.textContent)
  })

  it('links the customer overview the CMS gives, and none when neither the CMS nor the session knows it', async () => {
    await renderBanner({ customerOverviewUrl: '/verkauf/kunden' }, { user: EMPLOYEE, pageData: { user: actFor(GARAGE) } })
    expect(within(banner()!).getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/verkauf/kunden')
  })

  it('has no overview link without an address for it', async () => {
    await renderWidget('shopuser/acting-for-banner', {}, { user: EMPLOYEE, pageData: { user: actFor(GARAGE) } })
    expect(banner()).toBeInTheDocument()
    expect(within(banner()!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('leaves out what the contact lacks: no customer number, no contact person', async () => {
    await renderBanner({}, { user: EMPLOYEE, pageData: { user: actFor({ name: 'Wyss Bau AG', customerId: '' }) } })
    expect(banner()).toHaveTextContent(/^Sie handeln im Namen eines KundenWyss Bau AGAngemeldet als Stefan Keller/)
  })

  it.each([
    ['a visitor', undefined],
    ['a business customer', 'kunde@example.ch'],
    ['an employee acting for nobody', EMPLOYEE],
  ])('shows %s nothing at all', async (_, user) => {
    const { el } = await renderBanner({}, { user })
    expect(banner()).not.toBeInTheDocument()
    expect(el).toBeEmptyDOMElement()
  })

  it('shows a customer who has a selected contact (spec 2 §2.4: only non-customers) nothing', async () => {
    const customer = userDataFor('kunde@example.ch')!
    await renderBanner({}, { user: 'kunde@example.ch', pageData: { user: { ...customer, selectedContact: GARAGE } } })
    expect(banner()).not.toBeInTheDocument()
  })

  it('drops a malformed selected contact with a warning and shows no banner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderBanner({}, { user: EMPLOYEE, pageData: { user: { ...userDataFor(EMPLOYEE)!, selectedContact: { name: 42 } } } })
    expect(banner()).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('user.selectedContact.name'))
  })

  it('cuts a very long company name at 100 characters', async () => {
    await renderBanner({}, { user: EMPLOYEE, pageData: { user: actFor({ ...GARAGE, name: 'Garage '.repeat(40) }) } })
    const company = banner()!.querySelector('strong')!
    expect(company.textContent).toHaveLength(100)
    expect(company.textContent).toMatch(/…$/)
  })

  it('logs out from the contact by keyboard alone, then reloads the page, once', async () => {
    const { user, store } = await renderBanner({}, { user: EMPLOYEE, pageData: { user: actFor(GARAGE) } })
    const navigate = recordNavigation()
    await user.tab()
    expect(within(banner()!).getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveFocus()
    await user.tab()
    const button = within(banner()!).getByRole('button', { name: 'Vom Kontakt abmelden' })
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}{Enter}')

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(window.location.href.split('#')[0]), LOAD)
    expect(store.getState().account.selectedContact).toBeNull()
    expect(findAccount(EMPLOYEE)!.selectedContact).toBeNull()
    // The banner went with the contact, before the new page arrives; a second Enter logged out nothing more.
    expect(banner()).not.toBeInTheDocument()
    expect(navigate).toHaveBeenCalledTimes(1)
  }, 20_000)

  it('keeps the banner and does not reload when the log-out fails; the user is told', async () => {
    injectFault({ path: '/api/contact/logout', status: 500 })
    const { user } = await renderBanner({}, { user: EMPLOYEE, pageData: { user: actFor(GARAGE) } })
    const navigate = recordNavigation()
    const button = within(banner()!).getByRole('button', { name: 'Vom Kontakt abmelden' })
    await user.click(button)

    expect(await within(await notifications()).findByText('Es ist ein unbekannter Fehler aufgetreten.', {}, LOAD)).toBeInTheDocument()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
    expect(banner()).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()

    // Another try works.
    await user.click(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
  }, 20_000)
})

describe('acting-for-banner beside the header (one account state, two islands)', () => {
  /** The header and the banner as the CMS's chrome places them, for the employee. */
  const mountChrome = (user = userDataFor(EMPLOYEE)) =>
    mountPage(
      pageDataScript({ session: { ...sessionFor(EMPLOYEE), urls: { ...SHOP_URLS } }, user }) +
        marker('tools/header', {}, { hydrate: 'load' }) +
        marker('shopuser/acting-for-banner', {}, { hydrate: 'load' }),
    )

  beforeEach(() => {
    document.cookie = `demo_user=${encodeURIComponent(EMPLOYEE)}; path=/`
  })

  it('appears at once when the employee chooses a contact in the header, which then reloads the page for the customer', async () => {
    const { user } = await mountChrome()
    const navigate = recordNavigation()
    expect(banner()).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Im Namen von Kunden bestellen' }))
    await user.click(await screen.findByRole('button', { name: 'Garage Huber GmbH, Thun Peter Huber' }))

    expect(await screen.findByRole('region', { name: 'Sie handeln im Namen eines Kunden' }, LOAD)).toHaveTextContent('Garage Huber GmbH · Kundennummer 0001004712 · Kontakt: Peter Huber')
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
  }, 20_000)

  it('goes when the employee logs out from the contact in the header, which then reloads the page', async () => {
    const { user } = await mountChrome(actFor(GARAGE))
    const navigate = recordNavigation()
    expect(banner()).toBeInTheDocument()

    const menu = screen.getByRole('button', { name: 'Im Namen von Garage Huber GmbH (0001004712)' })
    await user.click(menu)
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '')!
    await user.click(within(panel).getByRole('button', { name: 'Vom Kontakt abmelden' }))

    await waitFor(() => expect(banner()).not.toBeInTheDocument(), LOAD)
    expect(await screen.findByRole('button', { name: 'Im Namen von Kunden bestellen' })).toBeInTheDocument()
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
  }, 20_000)

  it('puts the header back in step when the employee logs out from the contact in the banner', async () => {
    const { user } = await mountChrome(actFor(GARAGE))
    const navigate = recordNavigation()
    await user.click(within(banner()!).getByRole('button', { name: 'Vom Kontakt abmelden' }))

    expect(await screen.findByRole('button', { name: 'Im Namen von Kunden bestellen' }, LOAD)).toBeInTheDocument()
    expect(banner()).not.toBeInTheDocument()
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
  }, 20_000)
})
