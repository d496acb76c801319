import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { SelectedContact } from '@/store/account'
import { unreadNotificationsChanged } from '@/store/session'
import { DASHBOARD_PROPS, dashboardFallbackFor } from '@/test/cms/pages/dashboard'
import { SHOP_URLS } from '@/test/cms/page-data'
import type { OrderRecord } from '@/test/mocks/db/commerce'
import { findAccount, userDataFor } from '@/test/mocks/db/index'
import { orderHistoryOf } from '@/test/mocks/db/orders'
import { injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { getShop } from '@/test/mocks/shops'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const CUSTOMER = 'kunde@example.ch'
const EMPLOYEE = 'mitarbeiter@example.ch'
const BRUNNER = '0001004711'
const GARAGE: SelectedContact = { name: 'Garage Huber GmbH', customerId: '0001004712', contactPerson: { name: 'Peter Huber' } }

const renderDashboard = (props: WidgetInputs['shopuser/dashboard'] = DASHBOARD_PROPS, options: RenderWidgetOptions = { user: CUSTOMER }) =>
  renderWidget('shopuser/dashboard', props, { ...options, pageData: { ...options.pageData, session: { urls: { ...SHOP_URLS }, ...options.pageData?.session } } })

/** An order of `customerId` in `status`, as the checkout stores one. */
const order = (orderNumber: string, customerId: string, status: string): OrderRecord =>
  ({ orderNumber, createdAt: '2026-11-20T10:00:00Z', username: CUSTOMER, customerId, lines: [], totalRappen: 0, delivery: null, status }) as OrderRecord

/** The shop's orders are exactly these: no seeded history (db/orders.ts), these as if the checkout had created them. */
function useOrders(...orders: OrderRecord[]) {
  const { db } = getShop()
  orderHistoryOf(db).splice(0)
  db.commerce.orders.splice(0, Infinity, ...orders)
}

/** A tile by its area's name; its accessible name is the name, then the count. */
const tile = (name: string) => screen.getByText(name, { selector: '[data-part="label"]' }).closest<HTMLElement>('[data-part="tile"]')!
const countOf = (name: string) => within(tile(name)).getByText((_, element) => element?.getAttribute('data-part') === 'count').textContent
const notifications = () => screen.findByRole('region', { name: 'Benachrichtigungen' })

describe('dashboard', () => {
  it('asks a visitor to sign in', async () => {
    await renderDashboard(DASHBOARD_PROPS, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihr Konto zu sehen.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Auf einen Blick' })).not.toBeInTheDocument()
  })

  it('shows a business customer the four tiles with their counts, each leading to its page', async () => {
    useOrders(order('4500000001', BRUNNER, 'received'), order('4500000002', BRUNNER, 'shipped'), order('4500000003', BRUNNER, 'delivered'), order('4500000004', BRUNNER, 'cancelled'))
    await renderDashboard(DASHBOARD_PROPS, { user: CUSTOMER, pageData: { session: { favorites: ['p-10-4111', 'p-10-4211', 'p-50-1111'] } } })

    expect(screen.getByText('Willkommen, Thomas Brunner')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Auf einen Blick' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Offene Bestellungen 2' })).toHaveAttribute('href', '/konto/bestellhistorie')
    expect(screen.getByRole('link', { name: 'Ungelesene Benachrichtigungen 2' })).toHaveAttribute('href', '/konto/benachrichtigungen')
    expect(screen.getByRole('link', { name: 'Einkaufslisten 2' })).toHaveAttribute('href', '/konto/einkaufslisten')
    expect(screen.getByRole('link', { name: 'Favoriten 3' })).toHaveAttribute('href', '/konto/favoriten')
  })

  it('lists the user menu’s other areas once, without those the tiles lead to', async () => {
    await renderDashboard()
    const areas = screen.getByRole('heading', { level: 2, name: 'Weitere Bereiche' }).parentElement!
    expect(within(areas).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Schnellbestellung', '/schnellbestellung'],
      ['Bestellte Artikel', '/konto/bestellte-artikel'],
      ['Verträge', '/konto/vertraege'],
      ['Adressen', '/konto/adressen'],
      ['Sicherheitsdatenblätter', '/konto/sicherheitsdatenblaetter'],
    ])
  })

  it('takes the links the session knows when the CMS gives none: orders from its urls, notifications from the user menu', async () => {
    await renderDashboard({ headingLevel: 3 })
    expect(await screen.findByRole('link', { name: /^Offene Bestellungen \d+$/ })).toHaveAttribute('href', SHOP_URLS.orderHistoryUrl)
    expect(screen.getByRole('link', { name: 'Ungelesene Benachrichtigungen 2' })).toHaveAttribute('href', '/konto/benachrichtigungen')
    // Without an address the tile still counts, but leads nowhere; the area stays among the others.
    expect(tile('Einkaufslisten').tagName).toBe('DIV')
    expect(screen.getByRole('heading', { level: 3, name: 'Weitere Bereiche' }).parentElement).toHaveTextContent('Einkaufslisten')
  })

  it.each([CUSTOMER, 'konsument@example.ch', EMPLOYEE, undefined])('reads like the CMS’s fallback while it loads, part for part (%s)', async (user) => {
    server.use(http.get('*/api/account/summary', () => delay('infinite')))
    const { el } = await renderDashboard(DASHBOARD_PROPS, { user })
    const fallback = document.createElement('div')
    fallback.innerHTML = dashboardFallbackFor(user ?? null, 'de', DASHBOARD_PROPS)
    // What is seen: every part and its text, without what only screen readers hear.
    const seen = (root: Element) => {
      const copy = root.cloneNode(true) as Element
      for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove()
      return [...copy.querySelectorAll('[data-part], a, h2, li')].map((part) => [part.tagName, part.getAttribute('data-part'), part.getAttribute('href'), part.textContent])
    }
    expect(seen(el.firstElementChild!)).toEqual(seen(fallback.firstElementChild!))
  })

  it('shows the session’s counts at once and a skeleton of the same size for the others while they load', async () => {
    server.use(http.get('*/api/account/summary', () => delay('infinite')))
    await renderDashboard()
    expect(screen.getByRole('link', { name: 'Ungelesene Benachrichtigungen 2' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Favoriten 0' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Offene Bestellungen Wird geladen …' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Einkaufslisten Wird geladen …' })).toBeInTheDocument()
    expect(tile('Offene Bestellungen').querySelector('[data-part="skeleton"]')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument()
  })

  it('keeps the session’s counts when the summary fails, says which are missing, and counts again on request', async () => {
    injectFault({ path: '/api/account/summary', status: 500 })
    const { user } = await renderDashboard()

    expect(await within(await notifications()).findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    const failed = 'Die offenen Bestellungen und die Einkaufslisten konnten nicht gezählt werden.'
    expect(screen.getByText(failed)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Offene Bestellungen Nicht verfügbar' })).toHaveAccessibleDescription(failed)
    expect(screen.getByRole('link', { name: 'Einkaufslisten Nicht verfügbar' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ungelesene Benachrichtigungen 2' })).not.toHaveAccessibleDescription()
    expect(screen.getByRole('link', { name: 'Favoriten 0' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('link', { name: 'Einkaufslisten 2' })).toBeInTheDocument()
    expect(screen.queryByText(failed)).not.toBeInTheDocument()
  })

  it('fails with the unknown-error text when the summary lacks its counts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get('*/api/account/summary', () => HttpResponse.json({ data: { openOrders: 3 } })))
    await renderDashboard()

    expect(await screen.findByRole('link', { name: 'Einkaufslisten Nicht verfügbar' })).toBeInTheDocument()
    expect(await within(await notifications()).findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during accountSummary/fetchAccountSummary request.'))
  })

  it('follows the unread count at once when the notification centre changes it', async () => {
    const { store } = await renderDashboard()
    expect(screen.getByRole('link', { name: 'Ungelesene Benachrichtigungen 2' })).toBeInTheDocument()
    store.dispatch(unreadNotificationsChanged(0))
    expect(await screen.findByRole('link', { name: 'Ungelesene Benachrichtigungen 0' })).toBeInTheDocument()
  })

  it('shows at most 999+ in a tile', async () => {
    server.use(http.get('*/api/account/summary', () => HttpResponse.json({ data: { openOrders: 12_345, shoppingLists: 999 } })))
    await renderDashboard(DASHBOARD_PROPS, { user: CUSTOMER, pageData: { session: { unreadNotifications: 1000 } } })
    expect(await screen.findByRole('link', { name: 'Offene Bestellungen 999+' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Einkaufslisten 999' })).toBeInTheDocument()
    expect(countOf('Ungelesene Benachrichtigungen')).toBe('999+')
  })

  it('gives a consumer only what applies: the notifications', async () => {
    await renderDashboard(DASHBOARD_PROPS, { user: 'konsument@example.ch' })
    expect(screen.getByText('Willkommen, Laura Schmid')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ungelesene Benachrichtigungen 0' })).toHaveAttribute('href', '/konto/benachrichtigungen')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText('Offene Bestellungen')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Weitere Bereiche' })).not.toBeInTheDocument()
    // Nothing was asked that a consumer may not see: no failure to tell.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
  })

  it('asks an employee who acts for nobody to choose a customer, and shows their own notifications', async () => {
    await renderDashboard(DASHBOARD_PROPS, { user: EMPLOYEE })
    expect(screen.getByRole('heading', { level: 2, name: 'Kein Kunde gewählt' })).toBeInTheDocument()
    expect(screen.getByText('Wählen Sie in der Kundenübersicht einen Kunden, um in seinem Namen zu bestellen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/kundenuebersicht')
    expect(screen.getByRole('link', { name: 'Ungelesene Benachrichtigungen 1' })).toBeInTheDocument()
    expect(screen.queryByText('Offene Bestellungen')).not.toBeInTheDocument()
  })

  it('counts for an employee the orders of the customer they act for, and follows a change of customer', async () => {
    useOrders(order('4500000001', GARAGE.customerId, 'received'), order('4500000002', BRUNNER, 'received'), order('4500000003', BRUNNER, 'inProcess'))
    findAccount(EMPLOYEE)!.selectedContact = GARAGE
    const { store } = await renderDashboard(DASHBOARD_PROPS, { user: EMPLOYEE, pageData: { user: { ...userDataFor(EMPLOYEE)!, selectedContact: GARAGE } } })
    expect(await screen.findByRole('link', { name: 'Offene Bestellungen 1' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Kein Kunde gewählt' })).not.toBeInTheDocument()

    // The header's select-contact menu chooses another customer: the counts are of that customer at once.
    const { chooseContact } = await import('@/store/contacts')
    await store.dispatch(chooseContact({ id: BRUNNER, contactId: '0000310001' }))
    expect(await screen.findByRole('link', { name: 'Offene Bestellungen 2' })).toBeInTheDocument()
  })

  it('switches from the prompt to the tiles when the employee chooses a customer on the page', async () => {
    const { store } = await renderDashboard(DASHBOARD_PROPS, { user: EMPLOYEE })
    const { chooseContact } = await import('@/store/contacts')
    await store.dispatch(chooseContact({ id: GARAGE.customerId, contactId: '0000310003' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kein Kunde gewählt' })).not.toBeInTheDocument())
    expect(await screen.findByRole('link', { name: /^Offene Bestellungen \d+$/ })).toBeInTheDocument()
  })

  it('reaches every tile and area with the keyboard, in reading order', async () => {
    const { user } = await renderDashboard()
    await screen.findByRole('link', { name: /^Offene Bestellungen \d+$/ })
    const names: string[] = []
    for (let i = 0; i < 9; i++) {
      await user.tab()
      names.push(document.activeElement?.textContent ?? '')
    }
    expect(names).toEqual([
      expect.stringMatching(/^Offene Bestellungen \d+$/),
      'Ungelesene Benachrichtigungen 2',
      'Einkaufslisten 2',
      'Favoriten 0',
      'Schnellbestellung',
      'Bestellte Artikel',
      'Verträge',
      'Adressen',
      'Sicherheitsdatenblätter',
    ])
  })
})
