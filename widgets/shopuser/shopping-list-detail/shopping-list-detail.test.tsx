import { screen, waitFor, within } from '@testing-library/react'
import type { ShoppingListDetail } from '@/api/shopping-lists'
import { formatPrice } from '@/src/lib/money'
import { callApi } from '@/test/mocks/call-api'
import { getShop } from '@/test/mocks/shops'
import { orderability, variantByArticle } from '@/test/mocks/db/prices'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const customer = 'kunde@example.ch'
const NOT_ORDERABLE = '10-4114.004'
const renderDetail = (props: WidgetInputs['shopuser/shopping-list-detail'] = { backUrl: '/konto/einkaufslisten' }, options: RenderWidgetOptions = { user: customer }) =>
  renderWidget('shopuser/shopping-list-detail', props, options)
const atAddress = (search: string) => window.history.replaceState(null, '', `/konto/einkaufslisten/liste${search}`)
const serverList = async (id: string) => ((await callApi('GET', `/api/shopping-list/${id}`, { as: customer })).json as { data: { shoppingList: ShoppingListDetail } }).data.shoppingList
const item = (name: RegExp | string) => screen.getByRole('link', { name }).closest('li') as HTMLElement
const notifications = () => screen.findByRole('region', { name: 'Benachrichtigungen' })
const addToList = (id: string, articleNumber: string, quantity: number) =>
  getShop().db.commerce.shoppingLists.get(customer)!.find((list) => list.shoppingListId === id)!.items.push({ articleNumber, quantity })

describe('shopping-list-detail', () => {
  afterEach(() => atAddress(''))

  it('asks a visitor to sign in', async () => {
    await renderDetail({ shoppingListId: 'sl-werkstatt' }, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihre Einkaufslisten zu sehen.')).toBeInTheDocument()
  })

  it('says that no list is chosen when the address names none, and links back', async () => {
    await renderDetail()
    expect(screen.getByText('Keine Einkaufsliste gewählt. Wählen Sie eine in der Übersicht.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zu den Einkaufslisten' })).toHaveAttribute('href', '/konto/einkaufslisten')
  })

  it('drops an id from the address that is no list id, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    atAddress('?id=%3Cscript%3E')
    await renderDetail()
    expect(screen.getByText('Keine Einkaufsliste gewählt. Wählen Sie eine in der Übersicht.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith('Dropped address.id: expected a shopping list id, got "<script>"')
  })

  it('shows the list of the address with each item’s facts exactly as the server sent them', async () => {
    atAddress('?id=sl-werkstatt')
    await renderDetail()
    expect(await screen.findByRole('heading', { level: 2, name: 'Werkstatt Winterthur' })).toBeInTheDocument()
    expect(screen.getByText(/Zuletzt geändert: 02\.11\.2026/)).toHaveTextContent('Zuletzt geändert: 02.11.2026 · Netto / exkl. MwSt.')
    const sent = await serverList('sl-werkstatt')
    for (const entry of sent.entries) {
      const box = item(entry.title)
      const facts = Object.fromEntries([...box.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]))
      expect(facts).toEqual({ Artikelnummer: entry.productId, Gebinde: entry.packSize, Preis: formatPrice(entry.price), Menge: String(entry.quantity), Summe: formatPrice(entry.sum) })
      expect(within(box).getByRole('img', { name: entry.title })).toBeInTheDocument()
      expect(within(box).getByRole('link', { name: entry.title })).toHaveAttribute('href', entry.url)
    }
    expect(item('Motoröl Synth 0W-20 C5')).toHaveTextContent('Gebinde20 l Kanister')
  })

  it('shows the list its prop names, whatever the address says', async () => {
    atAddress('?id=sl-werkstatt')
    await renderDetail({ shoppingListId: 'sl-lkw' })
    expect(await screen.findByRole('heading', { level: 2, name: 'LKW-Flotte Quartal' })).toBeInTheDocument()
  })

  it('shows the packs that cannot be ordered now apart, with why', async () => {
    addToList('sl-lkw', NOT_ORDERABLE, 2)
    const state = orderability(NOT_ORDERABLE)
    const title = variantByArticle(NOT_ORDERABLE)!.product.title
    await renderDetail({ shoppingListId: 'sl-lkw' })
    const section = (await screen.findByRole('heading', { level: 3, name: 'Zurzeit nicht bestellbar' })).closest('section') as HTMLElement
    expect(within(section).getByRole('link', { name: title })).toBeInTheDocument()
    expect(section).toHaveTextContent(state.orderable ? '' : state.reason)
  })

  it('says that the list could not be loaded, with the server’s reason as a notification', async () => {
    await renderDetail({ shoppingListId: 'sl-weg', backUrl: '/konto/einkaufslisten' })
    expect(await screen.findByText('Die Einkaufsliste konnte nicht geladen werden.')).toBeInTheDocument()
    expect(within(await notifications()).getByText('Diese Einkaufsliste gibt es nicht mehr.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zu den Einkaufslisten' })).toBeInTheDocument()
  })

  it('takes an item off the list and moves focus to the next item’s remove button', async () => {
    const { user } = await renderDetail({ shoppingListId: 'sl-werkstatt' })
    await screen.findByRole('heading', { name: 'Werkstatt Winterthur' })
    await user.click(screen.getByRole('button', { name: 'Entfernen: Motoröl Synth 0W-20 C5, 20 l Kanister' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Motoröl Synth 0W-20 C5' })).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entfernen: Kühlerschutz G12evo Konzentrat, 4 l Kanister' })).toHaveFocus())
    expect(within(await notifications()).getByText('«Motoröl Synth 0W-20 C5» wurde von der Liste entfernt.')).toBeInTheDocument()
    expect((await serverList('sl-werkstatt')).entries.map((entry) => entry.productId)).toEqual(['50-1111.004'])
  })

  it('moves focus to the list’s name when its last item goes, and says the list is empty', async () => {
    const { user } = await renderDetail({ shoppingListId: 'sl-lkw' })
    await user.click(await screen.findByRole('button', { name: /^Entfernen: / }))
    expect(await screen.findByText('Diese Einkaufsliste ist leer. Produkte fügen Sie auf ihrer Produktseite hinzu.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'LKW-Flotte Quartal' })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Ganze Liste in den Warenkorb' })).toBeDisabled()
  })

  it('renames the list', async () => {
    const { user } = await renderDetail({ shoppingListId: 'sl-lkw' })
    await user.click(await screen.findByRole('button', { name: 'Umbenennen' }))
    await user.clear(screen.getByLabelText('Neuer Name für «LKW-Flotte Quartal»'))
    await user.keyboard('LKW-Flotte Q1{Enter}')
    expect(await screen.findByRole('heading', { level: 2, name: 'LKW-Flotte Q1' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Umbenennen' })).toHaveFocus())
    expect((await serverList('sl-lkw')).name).toBe('LKW-Flotte Q1')
  })

  it('puts the whole list into the cart, the count follows, and names each line the cart did not take', async () => {
    addToList('sl-lkw', NOT_ORDERABLE, 2)
    const state = orderability(NOT_ORDERABLE)
    const { title } = variantByArticle(NOT_ORDERABLE)!.product
    const { user, store } = await renderDetail({ shoppingListId: 'sl-lkw' })
    await user.click(await screen.findByRole('button', { name: 'Ganze Liste in den Warenkorb' }))
    const report = await screen.findByText('Diese Artikel der Liste «LKW-Flotte Quartal» konnten nicht in den Warenkorb gelegt werden:')
    expect(report.closest('[role="status"]')).toHaveTextContent(`2 × ${title}, 4 l Kanister (${NOT_ORDERABLE}): ${state.orderable ? '' : state.reason}`)
    expect(store.getState().session.cartCounts.b2b).toBe(4)
  })
})
