import { screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { findAccount } from '@/test/mocks/db/index'
import { lastOrderDateOf, orderability, unitPriceRappen } from '@/test/mocks/db/prices'
import { injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { renderWidget } from '@/test/render'
import { productDetailProps } from '@/test/cms/pages/product-detail'

const customer = 'kunde@example.ch'
const consumer = 'konsument@example.ch'
const customerAccount = () => findAccount(customer)!

// A product the customer has ordered before, with one pack that cannot be ordered online and one that can.
const product = PRODUCTS.find(
  (candidate) =>
    lastOrderDateOf(customerAccount(), candidate.id) !== undefined &&
    candidate.variants.some((variant) => !orderability(variant.articleNumber).orderable) &&
    orderability(candidate.variants[0]!.articleNumber).orderable,
)!
const blocked = product.variants.find((variant) => !orderability(variant.articleNumber).orderable)!
const second = product.variants.find((variant, index) => index > 0 && orderability(variant.articleNumber).orderable)!
const priceOf = (username: string, variant = product.variants[0]!) => formatPrice(unitPriceRappen(findAccount(username)!, variant)! / 100)

const renderDetail = (user?: string) => renderWidget('product/product-detail', productDetailProps(product), user ? { user } : {})
const packRadio = (articleNumber: string) => screen.getByRole('radio', { name: new RegExp(articleNumber.replace('.', '\\.')) })

describe('product-detail', { timeout: 15_000 }, () => {
  it('shows the chosen pack’s price with the business customer’s text, its availability and the last order date', async () => {
    await renderDetail(customer)
    expect(screen.getByRole('heading', { level: 1, name: product.title })).toBeInTheDocument()
    expect(await screen.findByText(priceOf(customer))).toBeInTheDocument()
    expect(screen.getByText('Netto / exkl. MwSt.')).toBeInTheDocument()
    expect(screen.getByText('Online bestellbar')).toBeInTheDocument()
    expect(await screen.findByText(`Zuletzt bestellt am ${formatDate(lastOrderDateOf(customerAccount(), product.id)!)}`)).toBeInTheDocument()
    expect(packRadio(product.variants[0]!.articleNumber)).toBeChecked()
  })

  it('keeps the chosen pack in the address and shows its price; a reload of that address chooses it again', async () => {
    const { user } = await renderDetail(customer)
    await screen.findByText(priceOf(customer))
    await user.click(packRadio(second.articleNumber))
    expect(new URL(window.location.href).searchParams.get('variant')).toBe(second.articleNumber)
    expect(await screen.findByText(priceOf(customer, second))).toBeInTheDocument()
  })

  it('drops a pack the address names that the product does not have, with a warning, and corrects the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.history.replaceState(null, '', '/produkt?variant=99-9999.001&x=1')
    await renderDetail(customer)
    expect(packRadio(product.variants[0]!.articleNumber)).toBeChecked()
    expect(window.location.search).toBe('?x=1')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropped ?variant=99-9999.001'))
  })

  it('says why a pack cannot be ordered online and does not let it be added', async () => {
    window.history.replaceState(null, '', `/produkt?variant=${blocked.articleNumber}`)
    await renderDetail(customer)
    const reason = orderability(blocked.articleNumber)
    expect(await screen.findByText(`Nicht online bestellbar: ${reason.orderable ? '' : reason.reason}`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled()
  })

  it('adds the quantity to the B2B cart: the server has it, the header count follows, the notification names it', async () => {
    const { user, store } = await renderDetail(customer)
    await screen.findByText(priceOf(customer))
    const before = store.getState().session.cartCounts.b2b
    const quantity = screen.getByRole('spinbutton', { name: 'Menge' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await waitFor(() => expect(store.getState().session.cartCounts.b2b).toBe(before + 1))
    const line = getShop().db.commerce.b2bCarts.get(customer)!.lines.find((candidate) => candidate.articleNumber === product.variants[0]!.articleNumber)
    expect(line?.quantity).toBe(3)
    expect(await screen.findByText(new RegExp(`3 × ${product.variants[0]!.size}`))).toBeInTheDocument()
  })

  it('gives consumers their price text, and no favourite, shopping list or last order date', async () => {
    await renderDetail(consumer)
    expect(await screen.findByText(priceOf(consumer))).toBeInTheDocument()
    expect(screen.getByText('Netto / inkl. Mwst')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Favorit/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Einkaufsliste/ })).toBeNull()
    expect(screen.queryByText(/Zuletzt bestellt/)).toBeNull()
  })

  it('gives a consumer with shop access the consumers’ price text, and like every active shop user the favourite and the last order date (spec 1 §6)', async () => {
    const account = findAccount(consumer)!
    account.isActiveShopUser = true
    const ordered = PRODUCTS.find((candidate) => lastOrderDateOf(account, candidate.id) !== undefined && orderability(candidate.variants[0]!.articleNumber).orderable)!
    await renderWidget('product/product-detail', productDetailProps(ordered), { user: consumer })
    expect(await screen.findByText(formatPrice(unitPriceRappen(account, ordered.variants[0]!)! / 100))).toBeInTheDocument()
    expect(screen.getByText('Netto / inkl. Mwst')).toBeInTheDocument()
    expect(await screen.findByText(`Zuletzt bestellt am ${formatDate(lastOrderDateOf(account, ordered.id)!)}`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Favorit/ })).toBeInTheDocument()
  })

  it('asks anonymous visitors to log in for prices, shows availability, and describes the product as structured data without offers', async () => {
    const { el } = await renderDetail()
    expect(await screen.findByText('Online bestellbar')).toBeInTheDocument()
    expect(screen.getByText(/Melden Sie sich an, um Preise und Verfügbarkeit zu sehen./)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull()
    const data = JSON.parse(el.querySelector('script[type="application/ld+json"]')!.textContent) as Record<string, unknown>
    expect(data).toMatchObject({ '@type': 'Product', name: product.title, sku: product.variants[0]!.articleNumber, mpn: product.articleNumber })
    expect(data.offers).toBeUndefined()
  })

  it('writes an offer per pack whose price the signed-in user sees', async () => {
    const { el } = await renderDetail(customer)
    await screen.findByText(priceOf(customer))
    const data = JSON.parse(el.querySelector('script[type="application/ld+json"]')!.textContent) as { offers: { sku: string; priceCurrency: string; availability: string }[] }
    expect(data.offers.map((offer) => offer.sku)).toEqual(product.variants.map((variant) => variant.articleNumber))
    expect(data.offers.find((offer) => offer.sku === blocked.articleNumber)?.availability).toBe('https://schema.org/OutOfStock')
    expect(within(el).getAllByRole('radio')).toHaveLength(product.variants.length)
  })
  it('shows the server’s words where the last order date would be when its call fails (quiet: no notification)', async () => {
    injectFault({ path: '/api/product/last-order-date', status: 500, messages: [{ type: 'error', message: 'Bestelldaten sind gerade nicht erreichbar.' }] })
    await renderDetail(customer)
    await screen.findByText(priceOf(customer))
    expect(await screen.findByText('Bestelldaten sind gerade nicht erreichbar.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
  })

  it('says that the last order date and the sale label are unavailable when their calls fail without a word', async () => {
    injectFault({ path: '/api/product/last-order-date', status: 500 })
    injectFault({ path: '/api/product/price-label', status: 500 })
    await renderDetail(customer)
    expect(await screen.findByText('Das letzte Bestelldatum konnte nicht geladen werden.')).toBeInTheDocument()
    expect(await screen.findByText('Preisaktionen konnten nicht geladen werden.')).toBeInTheDocument()
    expect(screen.queryByText(/Zuletzt bestellt am/)).not.toBeInTheDocument()
  })
})
