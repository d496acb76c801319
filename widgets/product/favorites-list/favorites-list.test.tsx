import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { formatPrice } from '@/src/lib/money'
import { defineWidget } from '@/src/widget/define-widget'
import { marker } from '@/test/cms/html'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { findAccount, sessionFor, userDataFor, USER_COOKIE } from '@/test/mocks/db/index'
import { unitPriceRappen } from '@/test/mocks/db/prices'
import { gate, injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { mountPage, pageDataScript, renderWidget, testRegistry, type RenderWidgetOptions } from '@/test/render'
import { FavoriteButton } from '../parts/favorite-button/favorite-button'
import favoritesList from './favorites-list.widget'

const customer = 'kunde@example.ch'
const [first, second, third] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number], (typeof PRODUCTS)[number]]

/** Stores `favorites` for the customer, as an earlier page left them. */
const storeFavorites = (favorites: string[]) => {
  getShop().db.sessions.get(customer)!.favorites = favorites
}
const storedFavorites = () => sessionFor(customer).favorites

const renderList = (favorites: string[] = [], options: RenderWidgetOptions = {}, props: { headingLevel?: 2 | 3 | 4; shopUrl?: string } = {}) => {
  storeFavorites(favorites)
  return renderWidget('product/favorites-list', props, { user: customer, ...options, pageData: { session: { urls: { homepageUrl: '/' } }, ...options.pageData } })
}

const list = () => screen.findByRole('list', { name: 'Ihre Favoriten' })
const tileTitles = async () => within(await list()).getAllByRole('heading').map((heading) => heading.textContent)
const favoriteButton = (title: string) => screen.getByRole('button', { name: `${title} als Favorit merken` })

describe('favorites-list', () => {
  it.each([
    ['asks a visitor to sign in', undefined, 'Bitte melden Sie sich an, um Ihre Favoriten zu sehen.'],
    ['tells a consumer that favourites are for shop customers (spec 1 §6)', 'konsument@example.ch', 'Favoriten stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.'],
  ])('%s', async (_, user, text) => {
    await renderWidget('product/favorites-list', {}, { user })
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    // No favourite buttons: a visitor's one button is the prompt, which offers the sign-in (test/sign-in-prompts.test.tsx).
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(user ? [] : [text])
  })

  it('shows the favourites newest first as product tiles, each with its pressed favourite button', async () => {
    await renderList([second.id, first.id])
    expect(await tileTitles()).toEqual([second.title, first.title])
    expect(screen.getByText('Anzahl Favoriten: 2')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', first.url)
    expect(screen.getByRole('heading', { level: 2, name: first.title })).toBeInTheDocument()
    expect(favoriteButton(first.title)).toHaveAttribute('aria-pressed', 'true')
    expect(favoriteButton(second.title)).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows the price of each favourite’s pack (spec 1 §6)', async () => {
    await renderList([second.id, first.id])
    await list()
    for (const product of [first, second]) {
      const pack = product.variants[0]!
      const tile = screen.getByRole('link', { name: product.title }).closest('article')
      await waitFor(() => expect(tile).toHaveTextContent(`Ihr Preis: ${formatPrice(unitPriceRappen(findAccount(customer)!, pack)! / 100)} / ${pack.size}`))
    }
  })

  it('titles the products at the level it is given', async () => {
    await renderList([first.id], {}, { headingLevel: 3 })
    await list()
    expect(screen.getByRole('heading', { level: 3, name: first.title })).toBeInTheDocument()
  })

  it('holds the tiles’ places while the list loads', async () => {
    const answer = gate()
    injectFault({ path: '/api/favorite/', until: answer.opened })
    const { el } = await renderList([first.id, second.id, third.id])
    expect(screen.getByRole('status')).toHaveTextContent('Favoriten werden geladen …')
    expect(el.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3)
    answer.open()
    expect(await tileTitles()).toHaveLength(3)
  })

  it('offers the way into the shop when there are no favourites', async () => {
    await renderList([], {}, { shopUrl: '/produkte' })
    expect(screen.getByText('Sie haben noch keine Favoriten.')).toBeInTheDocument()
    expect(screen.getByText('Markieren Sie Produkte mit dem Herz, um sie hier wiederzufinden.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Produkte entdecken' })).toHaveAttribute('href', '/produkte')
  })

  it('links the empty state to the home page without a shopUrl', async () => {
    await renderList([])
    expect(screen.getByRole('link', { name: 'Produkte entdecken' })).toHaveAttribute('href', '/')
  })

  it('removes a favourite after confirmation: the tile goes, focus moves to the next tile’s button (spec 2 §4)', async () => {
    const { user } = await renderList([first.id, second.id, third.id])
    await list()
    await user.click(favoriteButton(second.title))
    const dialog = await screen.findByRole('dialog', { name: 'Favorit entfernen' })
    expect(dialog).toHaveTextContent(`Möchten Sie «${second.title}» aus Ihren Favoriten entfernen?`)
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(async () => expect(await tileTitles()).toEqual([first.title, third.title]))
    await waitFor(() => expect(favoriteButton(third.title)).toHaveFocus())
    expect(screen.getByText('Anzahl Favoriten: 2')).toBeInTheDocument()
    expect(screen.getByText(`«${second.title}» wurde aus Ihren Favoriten entfernt.`)).toBeInTheDocument()
    expect(storedFavorites()).toEqual([first.id, third.id])
  })

  it('moves focus to the previous tile after removing the last one, and to the empty state after removing the only one', async () => {
    const { user } = await renderList([first.id, second.id])
    await list()
    const remove = async (title: string) => {
      await user.click(favoriteButton(title))
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entfernen' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }
    await remove(second.title)
    await waitFor(() => expect(favoriteButton(first.title)).toHaveFocus())
    await remove(first.title)
    await waitFor(() => expect(screen.getByText('Sie haben noch keine Favoriten.')).toHaveFocus())
    expect(storedFavorites()).toEqual([])
  })

  it('keeps the tile when the removal is cancelled with Escape, with focus back on its button', async () => {
    const { user } = await renderList([first.id])
    await list()
    await user.click(favoriteButton(first.title))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(favoriteButton(first.title)).toHaveFocus()
    expect(await tileTitles()).toEqual([first.title])
    expect(storedFavorites()).toEqual([first.id])
  })

  it('says when the list cannot be loaded, and loads it on retry', async () => {
    injectFault({ path: '/api/favorite/', status: 500 })
    const { user } = await renderList([first.id])
    // The list's alert; the unknown-error text is a notification, an alert of its own (spec 1 §8).
    const alert = (await screen.findByText('Die Favoriten konnten nicht geladen werden.')).closest<HTMLElement>('[role="alert"]')!
    expect(await screen.findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await tileTitles()).toEqual([first.title])
    expect(screen.queryByText('Die Favoriten konnten nicht geladen werden.')).not.toBeInTheDocument()
  })

  it('shows a failed load as its error alone, not beside the text for no favourites', async () => {
    injectFault({ path: '/api/favorite/', status: 500, messages: [{ type: 'error', message: 'Die Favoriten sind gerade nicht erreichbar.' }] })
    const { user } = await renderList([])
    // The list's alert; the server's message is a notification, an alert of its own.
    const alert = (await screen.findByText('Die Favoriten konnten nicht geladen werden.')).closest<HTMLElement>('[role="alert"]')!
    expect(screen.queryByText('Sie haben noch keine Favoriten.')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Produkte entdecken' })).not.toBeInTheDocument()
    // The server's own words, as a notification (spec 1 §8).
    expect(await screen.findByText('Die Favoriten sind gerade nicht erreichbar.')).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByText('Sie haben noch keine Favoriten.')).toBeInTheDocument()
    expect(screen.queryByText('Die Favoriten konnten nicht geladen werden.')).not.toBeInTheDocument()
  })

  it('takes in a favourite added by another island of the page, at the top', async () => {
    // A product area elsewhere on the page with its own favourite button, as a product list or detail places it.
    const productArea = defineWidget({
      description: 'Ein Produkt mit Favoriten-Knopf (nur für diesen Test).',
      props: v.object({}),
      component: () => <FavoriteButton productId={third.id} productName={third.title} />,
      examples: { standard: {} },
      budgetKb: 1,
    })
    storeFavorites([first.id])
    document.cookie = `${USER_COOKIE}=${encodeURIComponent(customer)}; path=/`
    const { user } = await mountPage(
      pageDataScript({ session: sessionFor(customer), user: userDataFor(customer) }) +
        '<div data-component="product" data-widget="product-area" data-hydrate="load"></div>' +
        marker('product/favorites-list', {}, { hydrate: 'load' }),
      testRegistry({ 'favorites-list': favoritesList, 'product-area': productArea }, ['product']),
    )
    expect(await tileTitles()).toEqual([first.title])
    const buttons = () => screen.getAllByRole('button', { name: `${third.title} als Favorit merken` })
    expect(buttons()).toHaveLength(1)
    await user.click(buttons()[0]!)
    await waitFor(async () => expect(await tileTitles()).toEqual([third.title, first.title]))
    // The product area's button and the new tile's button are one favourite.
    expect(buttons()).toHaveLength(2)
    for (const button of buttons()) expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(storedFavorites()).toEqual([third.id, first.id])
  })
})
