import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { defineWidget } from '@/src/widget/define-widget'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { sessionFor, userDataFor, USER_COOKIE } from '@/test/mocks/db/index'
import { gate, injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { mountPage, pageDataScript, testRegistry } from '@/test/render'
import { FavoriteButton } from './favorite-button'

// Two islands of a stand-in widget, each with the favourite button of a product, the way a product tile
// and the product detail place it: the page's one store keeps them in step.
const favoriteDemo = defineWidget({
  description: 'Favoriten-Knopf eines Produkts (nur für diesen Test).',
  props: v.object({ productId: v.string(), productName: v.string() }),
  component: ({ productId, productName }) => (
    <section aria-label={`Insel ${productId}`}>
      <FavoriteButton productId={productId} productName={productName} />
    </section>
  ),
  examples: { standard: { productId: 'p-10-4111', productName: 'Motorenöl' } },
  budgetKb: 1,
})

const customer = 'kunde@example.ch'
const [product, other] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number]]
const storedFavorites = () => sessionFor(customer).favorites

const islandMarker = (productId: string, productName: string) =>
  `<div data-component="product" data-widget="favorite-demo" data-hydrate="load" data-props='${JSON.stringify({ productId, productName })}'></div>`

/** A page of `username` (null: anonymous) with two islands of `product`'s button and one of `other`'s; `favorites` are stored before the page renders. */
async function openPage({ username = customer, favorites = [] }: { username?: string | null; favorites?: string[] } = {}) {
  if (username) {
    document.cookie = `${USER_COOKIE}=${encodeURIComponent(username)}; path=/`
    getShop().db.sessions.get(username)!.favorites = favorites
  }
  const pageData = { session: sessionFor(username), user: userDataFor(username) }
  const page = await mountPage(
    pageDataScript(pageData) + islandMarker(product.id, product.title) + islandMarker(product.id, product.title) + islandMarker(other.id, other.title),
    testRegistry({ 'favorite-demo': favoriteDemo }, ['product']),
  )
  const buttonsOf = (id: string) => screen.getAllByRole('region', { name: `Insel ${id}` }).map((island) => within(island).getByRole('button'))
  return { ...page, buttons: () => buttonsOf(product.id), otherButton: () => buttonsOf(other.id)[0]! }
}

const label = `${product.title} als Favorit merken`

describe('favorite-button', () => {
  it('is a toggle button named after the product, saying what a click does', async () => {
    const { buttons } = await openPage()
    const [button] = buttons()
    expect(button).toHaveAccessibleName(label)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveAccessibleDescription('Zu den Favoriten hinzufügen')
  })

  it.each([
    ['an anonymous visitor', null],
    ['a consumer without shop access', 'konsument@example.ch'],
  ])('is not shown to %s (spec 1 §6)', async (_, username) => {
    await openPage({ username })
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('starts from the session’s favourites', async () => {
    const { buttons, otherButton } = await openPage({ favorites: [product.id] })
    for (const button of buttons()) expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(buttons()[0]).toHaveAccessibleDescription('Aus den Favoriten entfernen')
    expect(otherButton()).toHaveAttribute('aria-pressed', 'false')
  })

  it('adds a non-favourite at once, busy until the server has it, and every button of the product follows (spec 2 §4)', async () => {
    const answer = gate()
    injectFault({ path: '/api/favorite/add', until: answer.opened })
    const { user, buttons, otherButton } = await openPage({ favorites: [other.id] })
    const [first, second] = buttons()
    await user.click(first!)
    // At once, before the answer: both buttons of the product show it, and the clicked one is busy.
    expect(first).toHaveAttribute('aria-pressed', 'true')
    expect(second).toHaveAttribute('aria-pressed', 'true')
    expect(first).toHaveAttribute('aria-disabled', 'true')
    // A second click while the request runs neither removes it nor asks.
    await user.click(first!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    answer.open()
    await waitFor(() => expect(first).not.toHaveAttribute('aria-disabled'))
    expect(first).toHaveAttribute('aria-pressed', 'true')
    expect(otherButton()).toHaveAttribute('aria-pressed', 'true')
    expect(storedFavorites()).toEqual([product.id, other.id])
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(`«${product.title}» ist jetzt in Ihren Favoriten.`)
  })

  it('rolls an add back and shows the server’s message when it fails', async () => {
    injectFault({ path: '/api/favorite/add', status: 400, messages: [{ type: 'error', message: 'Favoriten sind gerade nicht verfügbar.' }] })
    const { user, buttons } = await openPage()
    await user.click(buttons()[0]!)
    expect(await screen.findByText('Favoriten sind gerade nicht verfügbar.')).toBeInTheDocument()
    for (const button of buttons()) expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(storedFavorites()).toEqual([])
  })

  it('asks before removing a favourite; Escape keeps it and returns focus to the button', async () => {
    const { user, buttons } = await openPage({ favorites: [product.id] })
    const [first] = buttons()
    await user.click(first!)
    const dialog = await screen.findByRole('dialog', { name: 'Favorit entfernen' })
    expect(dialog).toHaveTextContent(`Möchten Sie «${product.title}» aus Ihren Favoriten entfernen?`)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(first).toHaveFocus()
    expect(first).toHaveAttribute('aria-pressed', 'true')
    await user.click(first!)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(storedFavorites()).toEqual([product.id])
  })

  it('removes a favourite after confirmation, by keyboard alone, in every button of the product', async () => {
    const { user, buttons } = await openPage({ favorites: [other.id, product.id] })
    await user.tab()
    expect(buttons()[0]).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Favorit entfernen' })
    const confirm = within(dialog).getByRole('button', { name: 'Entfernen' })
    // jsdom lays nothing out, so react-modal's focus trap finds no tabbable element: the e2e test tabs to it.
    confirm.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    for (const button of buttons()) expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(buttons()[0]).toHaveFocus()
    expect(storedFavorites()).toEqual([other.id])
  })

  it('keeps a favourite whose removal fails and says why in the dialog, where the keyboard is', async () => {
    injectFault({ path: '/api/favorite/remove', status: 503, messages: [{ type: 'error', message: 'Favoriten sind gerade nicht verfügbar.' }] })
    const { user, buttons } = await openPage({ favorites: [product.id] })
    await user.click(buttons()[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Favorit entfernen' })
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Favoriten sind gerade nicht verfügbar.')
    // Said once, in the dialog: not also as a page notification behind it.
    expect(screen.getAllByText('Favoriten sind gerade nicht verfügbar.')).toHaveLength(1)
    for (const button of buttons()) expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(storedFavorites()).toEqual([product.id])
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(buttons()[0]).toHaveAttribute('aria-pressed', 'true')
  })
})
