import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { onCartEvent, type CartEventDetail } from '@/src/lib/cart-events'
import { callApi } from '@/test/mocks/call-api'
import { watchNextAnswer } from '@/test/held-answer'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { getShop } from '@/test/mocks/shops'
import { orderability } from '@/test/mocks/db/prices'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const customer = 'kunde@example.ch'
const session = { urls: { shoppingListUrl: '/konto/einkaufslisten/liste' } }
const renderLists = (props: WidgetInputs['shopuser/shopping-lists'] = {}, options: RenderWidgetOptions = { user: customer }) =>
  renderWidget('shopuser/shopping-lists', props, { ...options, pageData: { ...options.pageData, session: { ...session, ...options.pageData?.session } } })

const row = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement
const serverLists = async () => ((await callApi('GET', '/api/shopping-list/', { as: customer })).json as { data: { shoppingLists: { name: string }[] } }).data.shoppingLists.map((list) => list.name)
const notifications = () => screen.findByRole('region', { name: 'Benachrichtigungen' })

describe('shopping-lists', () => {
  it('asks a visitor to sign in', async () => {
    await renderLists({}, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihre Einkaufslisten zu sehen.')).toBeInTheDocument()
  })

  it('tells a consumer that lists are for business customers with shop access', async () => {
    await renderLists({}, { user: 'konsument@example.ch' })
    expect(screen.getByText('Einkaufslisten stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Ihre Einkaufslisten' })).not.toBeInTheDocument()
  })

  it('lists each list with a link to its detail page, its item count and its last change', async () => {
    await renderLists()
    const workshop = await row('Werkstatt Winterthur')
    expect(within(workshop).getByRole('link', { name: 'Werkstatt Winterthur' })).toHaveAttribute('href', '/konto/einkaufslisten/liste?id=sl-werkstatt')
    expect(within(workshop).getByText('Artikel: 2 · Zuletzt geändert: 02.11.2026')).toBeInTheDocument()
    expect(within(await row('LKW-Flotte Quartal')).getByText('Artikel: 1 · Zuletzt geändert: 18.10.2026')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Werkstatt Winterthur' })).toBeInTheDocument()
  })

  it('links to the detail page the props name, keeping its parameters', async () => {
    await renderLists({ detailUrl: '/listen/detail?ansicht=kompakt' })
    expect(await screen.findByRole('link', { name: 'Werkstatt Winterthur' })).toHaveAttribute('href', '/listen/detail?ansicht=kompakt&id=sl-werkstatt')
  })

  it('shows names without links when no detail page is known', async () => {
    await renderLists({}, { user: customer, pageData: { session: { urls: {} } } })
    expect(await screen.findByRole('heading', { level: 3, name: 'Werkstatt Winterthur' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Werkstatt Winterthur' })).not.toBeInTheDocument()
  })

  it('says so when the user has no lists yet', async () => {
    await renderLists({}, { user: 'haendler@example.ch' })
    expect(await screen.findByText('Sie haben noch keine Einkaufslisten. Legen Sie oben Ihre erste an.')).toBeInTheDocument()
  })

  it('says the lists could not be loaded, and loads them again on request', async () => {
    injectFault({ method: 'GET', path: '/api/shopping-list/', status: 500 })
    const { user } = await renderLists()
    expect(await screen.findByText('Die Einkaufslisten konnten nicht geladen werden.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('link', { name: 'Werkstatt Winterthur' })).toBeInTheDocument()
  })

  it('creates a list with the keyboard alone: it appears first, the field empties and a notification says so', async () => {
    const { user } = await renderLists()
    await screen.findByRole('link', { name: 'Werkstatt Winterthur' })
    await user.tab()
    expect(screen.getByLabelText('Name der neuen Liste')).toHaveFocus()
    await user.keyboard('Lager Bern{Enter}')
    expect(await screen.findByRole('link', { name: 'Lager Bern' })).toHaveAttribute('href', expect.stringMatching(/^\/konto\/einkaufslisten\/liste\?id=sl-/))
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Lager Bern', 'Werkstatt Winterthur', 'LKW-Flotte Quartal'])
    expect(screen.getByLabelText('Name der neuen Liste')).toHaveValue('')
    expect(within(await notifications()).getByText('Die Einkaufsliste «Lager Bern» wurde angelegt.')).toBeInTheDocument()
    expect(await serverLists()).toContain('Lager Bern')
  })

  it('refuses a blank name at the field before sending', async () => {
    const { user } = await renderLists()
    await screen.findByRole('link', { name: 'Werkstatt Winterthur' })
    await user.type(screen.getByLabelText('Name der neuen Liste'), '   {Enter}')
    const field = screen.getByLabelText('Name der neuen Liste')
    await waitFor(() => expect(field).toHaveAccessibleDescription('Bitte geben Sie einen Namen für die Liste ein.'))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(await serverLists()).toHaveLength(2)
  })

  it('shows the server’s message for a name the user already has, and keeps what was typed', async () => {
    const { user } = await renderLists()
    await screen.findByRole('link', { name: 'Werkstatt Winterthur' })
    await user.type(screen.getByLabelText('Name der neuen Liste'), 'werkstatt winterthur{Enter}')
    const field = screen.getByLabelText('Name der neuen Liste')
    await waitFor(() => expect(field).toHaveAccessibleDescription('Es gibt bereits eine Einkaufsliste mit diesem Namen.'))
    expect(field).toHaveValue('werkstatt winterthur')
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
  })

  it('renames a list in place and returns focus to its rename button', async () => {
    const { user } = await renderLists()
    const workshop = await row('Werkstatt Winterthur')
    await user.click(within(workshop).getByRole('button', { name: 'Umbenennen: Werkstatt Winterthur' }))
    const field = screen.getByLabelText('Neuer Name für «Werkstatt Winterthur»')
    expect(field).toHaveFocus()
    expect(field).toHaveValue('Werkstatt Winterthur')
    await user.clear(field)
    await user.keyboard('Werkstatt Thun{Enter}')
    expect(await screen.findByRole('link', { name: 'Werkstatt Thun' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Umbenennen: Werkstatt Thun' })).toHaveFocus())
    expect(within(await notifications()).getByText('Die Einkaufsliste heißt jetzt «Werkstatt Thun».')).toBeInTheDocument()
    expect(await serverLists()).toEqual(['Werkstatt Thun', 'LKW-Flotte Quartal'])
  })

  it('cancels a rename with Escape, keeping the name', async () => {
    const { user } = await renderLists()
    await user.click(within(await row('LKW-Flotte Quartal')).getByRole('button', { name: 'Umbenennen: LKW-Flotte Quartal' }))
    await user.keyboard('{End} neu{Escape}')
    expect(screen.getByRole('link', { name: 'LKW-Flotte Quartal' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Umbenennen: LKW-Flotte Quartal' })).toHaveFocus()
    expect(await serverLists()).toEqual(['Werkstatt Winterthur', 'LKW-Flotte Quartal'])
  })

  it('deletes a list after the confirmation, sends the current path as referer and moves focus to the lists', async () => {
    const { user } = await renderLists()
    await user.click(within(await row('LKW-Flotte Quartal')).getByRole('button', { name: 'Löschen: LKW-Flotte Quartal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Einkaufsliste löschen' })
    expect(dialog).toHaveTextContent('Möchten Sie die Einkaufsliste «LKW-Flotte Quartal» wirklich löschen?')
    await user.click(within(dialog).getByRole('button', { name: 'Liste löschen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: 'LKW-Flotte Quartal' })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ihre Einkaufslisten' })).toHaveFocus())
    expect(within(await notifications()).getByText('Die Einkaufsliste «LKW-Flotte Quartal» wurde gelöscht.')).toBeInTheDocument()
    expect(await serverLists()).toEqual(['Werkstatt Winterthur'])
  })

  it('keeps the list when the confirmation is cancelled, and returns focus to its delete button', async () => {
    const { user } = await renderLists()
    const button = within(await row('Werkstatt Winterthur')).getByRole('button', { name: 'Löschen: Werkstatt Winterthur' })
    await user.click(button)
    await user.click(within(await screen.findByRole('dialog', { name: 'Einkaufsliste löschen' })).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    expect(await serverLists()).toEqual(['Werkstatt Winterthur', 'LKW-Flotte Quartal'])
  })

  it('keeps the dialog open when the delete fails, with the server’s message inside it, and deletes on a second try', async () => {
    injectFault({ method: 'DELETE', path: '/api/shopping-list/sl-lkw', status: 409, messages: [{ type: 'error', message: 'Die Liste wird gerade bearbeitet.' }] })
    const { user } = await renderLists()
    await user.click(within(await row('LKW-Flotte Quartal')).getByRole('button', { name: 'Löschen: LKW-Flotte Quartal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Einkaufsliste löschen' })
    const confirm = within(dialog).getByRole('button', { name: 'Liste löschen' })
    await user.click(confirm)
    // In the modal dialog, where the keyboard is: not in the page's notifications behind it.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Die Liste wird gerade bearbeitet.'))
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
    expect(confirm).toHaveFocus()
    expect(await serverLists()).toEqual(['Werkstatt Winterthur', 'LKW-Flotte Quartal'])
    await user.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ihre Einkaufslisten' })).toHaveFocus())
    expect(await serverLists()).toEqual(['Werkstatt Winterthur'])
  })

  it('puts a whole list into the cart: the session count follows, countUpdated is dispatched, a notification says so', async () => {
    const events: CartEventDetail[] = []
    const stop = onCartEvent('countUpdated', (detail) => events.push(detail))
    const { user, store } = await renderLists()
    expect(store.getState().session.cartCounts.b2b).toBe(3)
    await user.click(within(await row('Werkstatt Winterthur')).getByRole('button', { name: 'In den Warenkorb: Werkstatt Winterthur' }))
    expect(within(await notifications()).getByText('Die Einkaufsliste «Werkstatt Winterthur» wurde in den Warenkorb gelegt.')).toBeInTheDocument()
    expect(store.getState().session.cartCounts.b2b).toBe(4)
    expect(events).toEqual([{ cart: 'b2b', count: 4 }])
    expect(getShop().db.commerce.b2bCarts.get(customer)?.lines.map((line) => [line.articleNumber, line.quantity])).toEqual([
      ['10-4111.004', 2],
      ['10-4211.020', 1],
      ['50-1111.004', 4],
      ['10-4111.020', 2],
    ])
    stop()
  })

  it('reports each line the cart could not take, with why', async () => {
    const list = getShop().db.commerce.shoppingLists.get(customer)!.find((item) => item.shoppingListId === 'sl-lkw')!
    list.items.push({ articleNumber: '10-4114.004', quantity: 2 })
    const state = orderability('10-4114.004')
    const { user } = await renderLists()
    await user.click(within(await row('LKW-Flotte Quartal')).getByRole('button', { name: 'In den Warenkorb: LKW-Flotte Quartal' }))
    const report = await screen.findByText('Diese Artikel der Liste «LKW-Flotte Quartal» konnten nicht in den Warenkorb gelegt werden:')
    expect(report.closest('[role="status"]')).toHaveTextContent(`2 × 10-4114.004: ${state.orderable ? '' : state.reason}`)
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung schließen' }))
    expect(screen.queryByText(/konnten nicht in den Warenkorb gelegt werden/)).not.toBeInTheDocument()
  })

  it('keeps the cart count when adding to the cart fails, and says why', async () => {
    injectFault({ method: 'POST', path: '/api/shopping-list/sl-werkstatt/to-cart', status: 500 })
    const { user, store } = await renderLists()
    await user.click(within(await row('Werkstatt Winterthur')).getByRole('button', { name: 'In den Warenkorb: Werkstatt Winterthur' }))
    expect(within(await notifications()).getByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    expect(store.getState().session.cartCounts.b2b).toBe(3)
  })

  it('never lets a slow earlier answer of the lists overwrite a newer one', async () => {
    // The lists as they were when the fetch was sent on mount, answered after the create's answer.
    const before = structuredClone(getShop().db.commerce.shoppingLists.get(customer)!).map(({ shoppingListId, name, updatedAt, items }) => ({ shoppingListId, name, updatedAt, itemCount: items.length }))
    const held = gate()
    server.use(http.get('*/api/shopping-list/', async () => {
      await held.opened
      return HttpResponse.json({ data: { shoppingLists: before } })
    }, { once: true }))
    const mount = watchNextAnswer('/api/shopping-list/', 'GET')
    const { user } = await renderLists()
    await user.type(screen.getByLabelText('Name der neuen Liste'), 'Lager Bern{Enter}')
    expect(await screen.findByRole('link', { name: 'Lager Bern' })).toBeInTheDocument()
    // The fetch sent on mount answers now, without the new list: the newer answer stays.
    held.open()
    await mount.arrived
    expect(screen.getByRole('link', { name: 'Lager Bern' })).toBeInTheDocument()
  })
})
