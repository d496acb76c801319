import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { listProductSchema, type ListProduct } from '@/api/product-schemas'
import { formatPrice } from '@/src/lib/money'
import { pendingReports } from '@/src/reporting/report'
import { accountOf } from '@/store/account'
import { sessionDefaults } from '@/store/session'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { findAccount, sessionFor, USER_COOKIE, userDataFor } from '@/test/mocks/db/index'
import { listProduct } from '@/test/mocks/db/product-list'
import { saleLabelOf, unitPriceRappen } from '@/test/mocks/db/prices'
import { injectFault } from '@/test/mocks/faults'
import { renderWithProviders } from '@/test/render'
import { ProductGrid } from './product-grid'
import { ProductTile } from './product-tile'

/** The store a page carries for this demo user (null: anonymous), and their cookie on every call. */
const signedInAs = (username: string | null) => {
  if (username) document.cookie = `${USER_COOKIE}=${encodeURIComponent(username)}; path=/`
  return { preloadedState: { session: { ...sessionDefaults, ...(username ? sessionFor(username) : {}) }, account: accountOf(userDataFor(username)) } }
}

const customer = findAccount('kunde@example.ch')!
// A product on sale that the customer has ordered before, and one that is neither.
const onSale = PRODUCTS.find((product) => saleLabelOf(product) !== undefined && listProduct(product, customer).lastOrderDate !== undefined)!
const plain = PRODUCTS.find((product) => saleLabelOf(product) === undefined && product.tags.length === 0)!
const tileOf = (product: (typeof PRODUCTS)[number], username: string | null = null): ListProduct =>
  v.parse(listProductSchema, listProduct(product, username ? (findAccount(username) ?? null) : null))

describe('product tile', () => {
  it('shows the title as the link to the product, article number, label, and its picture at 3:4', () => {
    renderWithProviders(<ProductTile product={tileOf(plain)} />, signedInAs(null))
    const tile = screen.getByRole('article')
    expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent(plain.title)
    expect(within(tile).getByRole('link', { name: plain.title })).toHaveAttribute('href', plain.url)
    expect(tile).toHaveTextContent(`Art.-Nr. ${plain.articleNumber}`)
    expect(tile).toHaveTextContent(plain.label)
    expect(within(tile).getByRole('img', { name: plain.title })).toHaveAttribute('loading', 'lazy')
    // One tab stop: the link; the picture is no second target.
    expect(within(tile).getAllByRole('link')).toHaveLength(1)
  })

  it('sorts the tags sale, new, bestseller (spec 2 §1), whatever order the answer has', () => {
    const product = v.parse(listProductSchema, {
      ...listProduct(plain, null),
      tags: [
        { type: 'bestseller', label: 'Bestseller' },
        { type: 'new', label: 'Neu' },
        { type: 'sale', label: 'Aktion' },
      ],
    })
    renderWithProviders(<ProductTile product={product} headingLevel={2} />, signedInAs(null))
    const tags = screen.getByRole('list', { name: 'Merkmale' })
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Aktion', 'Neu', 'Bestseller'])
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
  })

  it('shows an active shop user the price label and the last order date as DD.MM.YYYY (spec 1 §6, spec 2 §9)', async () => {
    const product = tileOf(onSale, 'kunde@example.ch')
    const [year, month, day] = (product.lastOrderDate ?? '').split('-')
    renderWithProviders(<ProductTile product={product} />, signedInAs('kunde@example.ch'))
    // Read with its hidden prefix, so it is not taken for a tag.
    expect((await screen.findByText(saleLabelOf(onSale)!)).closest('p')).toHaveTextContent(`Preisaktion: ${saleLabelOf(onSale)!}`)
    expect(await screen.findByText(`Zuletzt bestellt am ${day}.${month}.${year}`)).toBeInTheDocument()
  })

  it.each([
    ['an anonymous visitor', null],
    ['a consumer (signed in, no active shop user)', 'konsument@example.ch'],
  ])('shows %s neither price label nor last order date, even if the data had one', async (_, username) => {
    // A date from elsewhere (another user's cached answer): the tile still shows it only to shop users.
    renderWithProviders(<ProductGrid products={[tileOf(onSale, 'kunde@example.ch'), tileOf(plain)]} />, signedInAs(username))
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    // Give a batch the time it would take to ask and answer: none is asked for these users.
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(screen.queryByText(saleLabelOf(onSale)!)).not.toBeInTheDocument()
    expect(screen.queryByText(/Zuletzt bestellt am/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Ihr Preis/)).not.toBeInTheDocument()
  })

  it('shows an active shop user their price for the tile’s pack (spec 1 §6)', async () => {
    const pack = onSale.variants[0]!
    renderWithProviders(<ProductTile product={tileOf(onSale, 'kunde@example.ch')} />, signedInAs('kunde@example.ch'))
    const price = formatPrice(unitPriceRappen(customer, pack)! / 100)
    expect((await screen.findByText(price)).closest('p')).toHaveTextContent(`Ihr Preis: ${price} / ${pack.size}`)
  })

  it('says on every tile that the price is unavailable when the page’s one price call fails, with the server’s words above the grid', async () => {
    // The fault breaks one call: as the grid's tiles are asked for together, it reaches every tile.
    injectFault({ path: '/api/product/prices', status: 500, messages: [{ type: 'error', message: 'Die Preise sind gerade nicht erreichbar.' }] })
    renderWithProviders(<ProductGrid products={PRODUCTS.slice(0, 3).map((product) => tileOf(product))} />, signedInAs('kunde@example.ch'))
    await waitFor(() => expect(screen.getAllByText('Preis nicht verfügbar')).toHaveLength(3))
    expect(screen.getByText('Die Preise sind gerade nicht erreichbar.')).toBeInTheDocument()
    expect(screen.queryByText(/Ihr Preis: CHF/)).not.toBeInTheDocument()
  })

  it('says that the sale labels are unavailable when their call fails without a word, and reports the failure', async () => {
    injectFault({ path: '/api/product/price-label', status: 500 })
    renderWithProviders(<ProductGrid products={[tileOf(onSale), tileOf(plain)]} />, signedInAs('kunde@example.ch'))
    expect(await screen.findByText('Preisaktionen konnten nicht geladen werden.')).toBeInTheDocument()
    expect(screen.queryByText(saleLabelOf(onSale)!)).not.toBeInTheDocument()
    expect(pendingReports()).toEqual([expect.objectContaining({ context: { request: 'products/fetchPriceLabels' } })])
  })

  it('shows the server’s words above the grid when the sale labels’ call fails with them', async () => {
    injectFault({ path: '/api/product/price-label', status: 500, messages: [{ type: 'error', message: 'Aktionen werden gerade neu berechnet.' }] })
    renderWithProviders(<ProductGrid products={[tileOf(onSale)]} />, signedInAs('kunde@example.ch'))
    expect(await screen.findByText('Aktionen werden gerade neu berechnet.')).toBeInTheDocument()
    expect(screen.queryByText('Preisaktionen konnten nicht geladen werden.')).not.toBeInTheDocument()
  })

  it('lays its actions over the picture, each a control of its own beside the tile’s link', async () => {
    const { user } = renderWithProviders(
      <ProductTile product={tileOf(plain)} actions={<button type="button">{`${plain.title} merken`}</button>} />,
      signedInAs(null),
    )
    await user.tab()
    expect(screen.getByRole('link', { name: plain.title })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: `${plain.title} merken` })).toHaveFocus()
  })

  it('shows the placeholder picture named after the product when it has none', () => {
    renderWithProviders(<ProductTile product={{ ...tileOf(plain), image: undefined }} imageLoading="eager" />, signedInAs(null))
    const picture = screen.getByRole('img', { name: plain.title })
    expect(picture.getAttribute('src')).toMatch(/images\/placeholder\.svg$/)
    expect(picture).toHaveAttribute('loading', 'eager')
  })

  it('gives every tile of a grid its labels from one answer, and a tile added later its own', async () => {
    const sale = PRODUCTS.filter((product) => saleLabelOf(product) !== undefined).slice(0, 4)
    const { rerender } = renderWithProviders(<ProductGrid products={sale.slice(0, 3).map((product) => tileOf(product))} />, signedInAs('kunde@example.ch'))
    // The tile of a product, by its title link: it holds its own label (several products share a label text).
    const tileWith = (product: (typeof sale)[number]) => screen.getByRole('link', { name: product.title }).closest('article')
    await waitFor(() => {
      for (const product of sale.slice(0, 3)) expect(tileWith(product)).toHaveTextContent(`Preisaktion: ${saleLabelOf(product)!}`)
    })
    rerender(<ProductGrid products={sale.map((product) => tileOf(product))} />)
    await waitFor(() => expect(tileWith(sale[3]!)).toHaveTextContent(`Preisaktion: ${saleLabelOf(sale[3]!)!}`))
  })
})
