import { screen, waitFor, within } from '@testing-library/react'
import { accountOf } from '@/store/account'
import { sessionDefaults } from '@/store/session'
import { callApi } from '@/test/mocks/call-api'
import { injectFault } from '@/test/mocks/faults'
import { sessionFor, USER_COOKIE, userDataFor } from '@/test/mocks/db/index'
import { renderWithProviders } from '@/test/render'
import { AddToShoppingList, type AddToShoppingListProps } from './add-to-shopping-list'

const customer = 'kunde@example.ch'
const pack: AddToShoppingListProps = { productId: '10-4111.004', quantity: 3, productTitle: 'Motoröl Synth 0W-20 C5' }

/** The control as the product detail places it, for a signed-in user (their cookie on every call). */
function renderControl(props: Partial<AddToShoppingListProps> = {}, username: string | null = customer) {
  if (username) document.cookie = `${USER_COOKIE}=${encodeURIComponent(username)}; path=/`
  const view = renderWithProviders(<AddToShoppingList {...pack} {...props} />, {
    preloadedState: { account: accountOf(userDataFor(username)), session: { ...sessionDefaults, ...sessionFor(username) } },
  })
  return { ...view, messages: () => view.store.getState().notifications.entries.map(({ type, message }) => `${type}: ${message}`) }
}

const itemsOf = async (id: string) => {
  const { json } = await callApi('GET', `/api/shopping-list/${id}`, { as: customer })
  return (json as { data: { shoppingList: { entries: { productId: string; quantity: number }[] } } }).data.shoppingList.entries.map(({ productId, quantity }) => [productId, quantity])
}
const open = async (user: ReturnType<typeof renderControl>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Zur Einkaufsliste hinzufügen' }))
  return screen.findByRole('dialog', { name: 'Zur Einkaufsliste hinzufügen' })
}

describe('add-to-shopping-list', () => {
  it('offers nothing to a visitor', () => {
    renderControl({}, null)
    expect(screen.queryByRole('button', { name: 'Zur Einkaufsliste hinzufügen' })).not.toBeInTheDocument()
  })

  it('offers nothing to a consumer', () => {
    renderControl({}, 'konsument@example.ch')
    expect(screen.queryByRole('button', { name: 'Zur Einkaufsliste hinzufügen' })).not.toBeInTheDocument()
  })

  it('cannot add a quantity of 0', () => {
    renderControl({ quantity: 0 })
    expect(screen.getByRole('button', { name: 'Zur Einkaufsliste hinzufügen' })).toBeDisabled()
  })

  it('adds the pack to a chosen list: the dialog closes, focus returns to the button, a notification says what was added', async () => {
    const { user, messages } = renderControl()
    const dialog = await open(user)
    expect(dialog).toHaveTextContent('3 × Motoröl Synth 0W-20 C5')
    await user.click(await within(dialog).findByRole('button', { name: 'Werkstatt Winterthur, Artikel: 2' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Zur Einkaufsliste hinzufügen' })).toHaveFocus()
    expect(messages()).toEqual(['success: Zur Einkaufsliste «Werkstatt Winterthur» hinzugefügt: 3 × Motoröl Synth 0W-20 C5'])
    expect(await itemsOf('sl-werkstatt')).toEqual([
      ['10-4111.020', 2],
      ['50-1111.004', 1],
      ['10-4111.004', 3],
    ])
  })

  it('creates a new list with the keyboard and adds the pack to it', async () => {
    const { user, messages } = renderControl()
    const dialog = await open(user)
    await within(dialog).findByRole('button', { name: 'LKW-Flotte Quartal, Artikel: 1' })
    await user.click(within(dialog).getByLabelText('Name der neuen Liste'))
    await user.keyboard('Lager Bern{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(messages()).toEqual(['success: Zur Einkaufsliste «Lager Bern» hinzugefügt: 3 × Motoröl Synth 0W-20 C5'])
    const { json } = await callApi('GET', '/api/shopping-list/', { as: customer })
    const created = (json as { data: { shoppingLists: { shoppingListId: string; name: string; itemCount: number }[] } }).data.shoppingLists[0]!
    expect(created).toMatchObject({ name: 'Lager Bern', itemCount: 1 })
    expect(await itemsOf(created.shoppingListId)).toEqual([['10-4111.004', 3]])
  })

  it('refuses a blank name for a new list at the field', async () => {
    const { user } = renderControl()
    const dialog = await open(user)
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen und hinzufügen' }))
    const field = within(dialog).getByLabelText('Name der neuen Liste')
    await waitFor(() => expect(field).toHaveAccessibleDescription('Bitte geben Sie einen Namen für die Liste ein.'))
    expect(field).toHaveFocus()
  })

  it('keeps the dialog open and says why when the pack cannot be added', async () => {
    const { user, messages } = renderControl({ productId: '99-9999.999' })
    const dialog = await open(user)
    await user.click(await within(dialog).findByRole('button', { name: 'Werkstatt Winterthur, Artikel: 2' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Artikelnummer «99-9999.999» gibt es nicht.')
    expect(screen.getByRole('dialog', { name: 'Zur Einkaufsliste hinzufügen' })).toBeInTheDocument()
    expect(messages()).toEqual([])
  })

  it('says when the lists cannot be loaded, and loads them again on request', async () => {
    injectFault({ method: 'GET', path: '/api/shopping-list/', status: 500 })
    const { user } = renderControl()
    const dialog = await open(user)
    expect(await within(dialog).findByText('Die Einkaufslisten konnten nicht geladen werden.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await within(dialog).findByRole('button', { name: 'Werkstatt Winterthur, Artikel: 2' })).toBeInTheDocument()
  })

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = renderControl()
    await open(user)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Zur Einkaufsliste hinzufügen' })).toHaveFocus()
  })
})
