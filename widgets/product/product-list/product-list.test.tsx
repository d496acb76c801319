import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { holdNextAnswer, watchNextAnswer } from '@/test/held-answer'
import { injectFault } from '@/test/mocks/faults'
import { productsIn } from '@/test/mocks/db/catalogue'
import { findAccount } from '@/test/mocks/db/index'
import { productListPage, type Selection } from '@/test/mocks/db/product-list'
import { formatPrice } from '@/src/lib/money'
import { lastOrderDateOf, saleLabelOf, unitPriceRappen } from '@/test/mocks/db/prices'
import { server } from '@/test/mocks/node'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

// The numbers the mock backend answers with, from its own catalogue, so the tests follow the data.
const HYDRAULIC = 'c-hydraulic'
const pageOf = (selection: Selection = {}, username: string | null = null) =>
  productListPage({ categoryId: HYDRAULIC }, selection, { offset: 0, limit: 12, account: username ? (findAccount(username) ?? null) : null })!
const all = pageOf()
const totalOf = (selection: Selection) => pageOf(selection).totalCount
const optionOf = (filter: string, value: string) => all.filters.find((item) => item.name === filter)!.options.find((option) => option.value === value)!

/** Opens the list at `query`, the way a visitor arrives at a category page (or reloads it). */
async function openList(query = '', props: WidgetInputs['product/product-list'] = { categoryId: HYDRAULIC }, options: RenderWidgetOptions = {}) {
  window.history.replaceState(null, '', `/produkte/hydraulikoele${query}`)
  return renderWidget('product/product-list', props, options)
}

/** Waits until the list says it holds `count` products. */
const total = (count: number) => screen.findByText(count === 1 ? '1 Produkt' : `${count} Produkte`)
const tiles = () => screen.getAllByRole('article')
const box = (label: string, count: number) => screen.getByRole('checkbox', { name: `${label} (${count})` })
const filterInAddress = (name: string) => new URLSearchParams(window.location.search).getAll(`filter.${name}`)
const notifications = () => screen.queryByRole('region', { name: 'Benachrichtigungen' })
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms))

describe('product/product-list', { timeout: 30_000 }, () => {
  it('shows the total, the first 12 tiles and the filters with their counts (spec 1 §3)', async () => {
    await openList()
    await total(all.totalCount)
    expect(tiles()).toHaveLength(12)
    expect(within(tiles()[0]!).getByRole('link', { name: productsIn(HYDRAULIC)[0]!.title })).toHaveAttribute('href', productsIn(HYDRAULIC)[0]!.url)
    expect(screen.getByRole('group', { name: 'Viskosität' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Merkmale' })).toBeInTheDocument()
    const grade46 = optionOf('viscosity', 'iso-vg-46')
    expect(box(grade46.label, grade46.count)).not.toBeChecked()
    expect(screen.getByRole('button', { name: `Weitere Produkte laden (noch ${all.totalCount - 12})` })).toBeInTheDocument()
  })

  it('brings back the pages a visitor had loaded after a reload, as many as one answer holds (the backend’s 48)', async () => {
    const limits: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/product/list') limits.push(`${url.searchParams.get('offset')}+${url.searchParams.get('limit')}`)
    })
    window.history.replaceState({ filteredLists: { [`category:${HYDRAULIC}`]: { nextOffset: 60, scrollY: 0, filter: '' } } }, '', '/produkte/hydraulikoele')
    await renderWidget('product/product-list', { categoryId: HYDRAULIC })
    await total(all.totalCount)
    await waitFor(() => expect(tiles()).toHaveLength(Math.min(48, all.totalCount)))
    expect(limits).toEqual(['0+48'])
    server.events.removeAllListeners()
  })

  it('asks anonymous visitors to log in for prices and availability, linking to the login (spec 1 §6)', async () => {
    await openList('', { categoryId: HYDRAULIC, loginUrl: '/login-form' })
    await total(all.totalCount)
    expect(screen.getByRole('link', { name: 'Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.' })).toHaveAttribute('href', '/login-form')
  })

  it('filters: re-fetches from the first page, keeps the filter in the address and announces the new total', async () => {
    const { user } = await openList()
    await total(all.totalCount)
    const grade46 = optionOf('viscosity', 'iso-vg-46')
    await user.click(box(grade46.label, grade46.count))
    const filtered = { viscosity: ['iso-vg-46'] }
    await total(totalOf(filtered))
    expect(screen.getByRole('status')).toHaveTextContent(`${totalOf(filtered)} Produkte`)
    expect(filterInAddress('viscosity')).toEqual(['iso-vg-46'])
    expect(box(grade46.label, grade46.count)).toBeChecked()
    expect(tiles()).toHaveLength(Math.min(12, totalOf(filtered)))
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument()
    // Values of one filter are alternatives: a second grade widens the list.
    const grade32 = pageOf(filtered).filters.find((item) => item.name === 'viscosity')!.options.find((option) => option.value === 'iso-vg-32')!
    await user.click(box(grade32.label, grade32.count))
    expect(await screen.findByText(`${totalOf({ viscosity: ['iso-vg-46', 'iso-vg-32'] })} Produkte`)).toBeInTheDocument()
    expect(filterInAddress('viscosity')).toEqual(['iso-vg-46', 'iso-vg-32'])
  })

  it('disables an option with count 0, and every box while a request runs (spec 1 §5)', async () => {
    const { user } = await openList('?filter.tag=sale')
    const sale = { tag: ['sale'] }
    await total(totalOf(sale))
    const empty = pageOf(sale).filters.flatMap((filter) => filter.options).find((option) => option.count === 0)!
    expect(screen.getByRole('checkbox', { name: `${empty.label} (0)` })).toBeDisabled()
    injectFault({ path: '/api/product/list', delayMs: 600 })
    const viscosity = pageOf(sale).filters.find((item) => item.name === 'viscosity')!.options.find((option) => option.count > 0)!
    await user.click(box(viscosity.label, viscosity.count))
    const other = screen.getAllByRole('checkbox').find((input) => !(input as HTMLInputElement).checked && !(input as HTMLInputElement).disabled)!
    // The request starts once the click has painted its box (use-product-list.ts).
    await waitFor(() => expect(other).toHaveAttribute('aria-disabled', 'true'))
    await user.click(other)
    expect(other).not.toBeChecked()
    await total(totalOf({ tag: ['sale'], viscosity: [viscosity.value] }))
    expect(other).not.toHaveAttribute('aria-disabled')
  })

  it('loads 12 more, appended, and moves focus to the first new tile (spec 1 §4)', async () => {
    const { user } = await openList()
    await total(all.totalCount)
    const first = tiles().map((tile) => tile.textContent)
    await user.click(screen.getByRole('button', { name: `Weitere Produkte laden (noch ${all.totalCount - 12})` }))
    await waitFor(() => expect(tiles()).toHaveLength(Math.min(24, all.totalCount)))
    expect(tiles().slice(0, 12).map((tile) => tile.textContent)).toEqual(first)
    expect(within(tiles()[12]!).getByRole('link')).toHaveFocus()
    expect(within(tiles()[12]!).getByRole('link')).toHaveAccessibleName(productsIn(HYDRAULIC)[12]!.title)
  })

  it('restores each filter on back and forward, and from the address on load', async () => {
    const { user } = await openList()
    await total(all.totalCount)
    await user.click(box('Aktion', optionOf('tag', 'sale').count))
    await total(totalOf({ tag: ['sale'] }))
    window.history.back()
    await total(all.totalCount)
    expect(box('Aktion', optionOf('tag', 'sale').count)).not.toBeChecked()
    expect(filterInAddress('tag')).toEqual([])
    window.history.forward()
    await total(totalOf({ tag: ['sale'] }))
    expect(screen.getByRole('checkbox', { name: /^Aktion/ })).toBeChecked()
  })

  it('drops filter values and names of the address that the list does not know, and corrects the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await openList(`?filter.tag=sale&filter.tag=gibtsnicht&filter.farbe=blau&filter.tag=${encodeURIComponent('<b>')}&seite=2`)
    await total(totalOf({ tag: ['sale'] }))
    await waitFor(() => expect(window.location.search).toBe('?filter.tag=sale&seite=2'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.filter'))
    expect(notifications()).not.toBeInTheDocument()
  })

  it('shows an active shop user price labels, last order dates and the favourite button (spec 1 §6)', async () => {
    const customer = findAccount('kunde@example.ch')!
    await openList('', { categoryId: HYDRAULIC }, { user: 'kunde@example.ch' })
    await total(all.totalCount)
    const shown = productsIn(HYDRAULIC).slice(0, 12)
    const onSale = shown.find((product) => saleLabelOf(product))!
    const ordered = shown.find((product) => lastOrderDateOf(customer, product.id))!
    const tileOf = (title: string) => screen.getByRole('link', { name: title }).closest('article')!
    await waitFor(() => expect(tileOf(onSale.title)).toHaveTextContent(`Preisaktion: ${saleLabelOf(onSale)!}`))
    const [year, month, day] = lastOrderDateOf(customer, ordered.id)!.split('-')
    await waitFor(() => expect(tileOf(ordered.title)).toHaveTextContent(`Zuletzt bestellt am ${day}.${month}.${year}`))
    expect(within(tileOf(ordered.title)).getByRole('button', { name: new RegExp(ordered.title) })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.' })).not.toBeInTheDocument()
    expect(screen.queryByText('Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.')).not.toBeInTheDocument()
  })

  it('shows an active shop user their price for the pack of every tile, without opening the product (spec 1 §6)', async () => {
    const customer = findAccount('kunde@example.ch')!
    await openList('', { categoryId: HYDRAULIC }, { user: 'kunde@example.ch' })
    await total(all.totalCount)
    const shown = productsIn(HYDRAULIC).slice(0, 12)
    const tileOf = (title: string) => screen.getByRole('link', { name: title }).closest('article')!
    await waitFor(() => {
      for (const product of shown) {
        const pack = product.variants[0]!
        expect(tileOf(product.title)).toHaveTextContent(`Ihr Preis: ${formatPrice(unitPriceRappen(customer, pack)! / 100)} / ${pack.size}`)
      }
    })
  })

  it('gives a consumer neither price labels nor last order dates nor favourites', async () => {
    await openList('?filter.tag=sale', { categoryId: HYDRAULIC }, { user: 'konsument@example.ch' })
    await total(totalOf({ tag: ['sale'] }))
    await settle()
    expect(screen.queryByText(/^Preisaktion/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Zuletzt bestellt am/)).not.toBeInTheDocument()
    expect(screen.queryByText(/^Ihr Preis/)).not.toBeInTheDocument()
    expect(within(tiles()[0]!).queryByRole('button')).not.toBeInTheDocument()
  })

  it('keeps what was shown when a request fails, says so, and tries again on request', async () => {
    const { user } = await openList()
    await total(all.totalCount)
    injectFault({ path: '/api/product/list', status: 500 })
    await user.click(box('Aktion', optionOf('tag', 'sale').count))
    expect(await screen.findByText('Die Produkte konnten nicht geladen werden.')).toBeInTheDocument()
    expect(tiles()).toHaveLength(12)
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await total(totalOf({ tag: ['sale'] }))
    expect(screen.queryByText('Die Produkte konnten nicht geladen werden.')).not.toBeInTheDocument()
  })

  it('says when a list has no products', async () => {
    server.use(http.get('*/api/product/list', () => HttpResponse.json({ data: { products: [], filters: [], totalCount: 0 } })))
    await openList()
    expect(await screen.findByText('Keine Produkte gefunden.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 Produkte')
  })

  it('never lets an older answer replace a newer one', async () => {
    const { user } = await openList()
    await total(all.totalCount)
    const filtered = holdNextAnswer('/api/product/list')
    await user.click(box('Aktion', optionOf('tag', 'sale').count))
    await filtered.sent
    // Back while the filtered list is still on its way: the unfiltered one supersedes it.
    const unfiltered = watchNextAnswer('/api/product/list')
    window.history.back()
    await unfiltered.arrived
    await filtered.release()
    expect(screen.getByText(`${all.totalCount} Produkte`)).toBeInTheDocument()
    expect(box('Aktion', optionOf('tag', 'sale').count)).not.toBeChecked()
  })

  it('shows the first page the CMS rendered without asking, and asks when the address has another filter', async () => {
    injectFault({ path: '/api/product/list', status: 500, times: Infinity })
    await openList('', { categoryId: HYDRAULIC, initialPage: all })
    expect(screen.getByText(`${all.totalCount} Produkte`)).toBeInTheDocument()
    expect(tiles()).toHaveLength(12)
    await settle()
    expect(screen.queryByText('Die Produkte konnten nicht geladen werden.')).not.toBeInTheDocument()
  })

  it('asks the backend when the CMS’s first page belongs to another filter than the address', async () => {
    await openList('?filter.tag=sale', { categoryId: HYDRAULIC, initialPage: all })
    await total(totalOf({ tag: ['sale'] }))
    expect(screen.getByRole('checkbox', { name: /^Aktion/ })).toBeChecked()
  })

  it('lists a product group', async () => {
    await renderWidget('product/product-list', { productGroup: 'lebensmitteltauglich' })
    const group = productListPage({ productGroup: 'lebensmitteltauglich' }, {}, { offset: 0, limit: 12, account: null })!
    expect(await screen.findByText(`${group.totalCount} Produkte`)).toBeInTheDocument()
  })

  it('opens and closes the filter panel with its button', async () => {
    const { user } = await openList('?filter.tag=sale')
    await total(totalOf({ tag: ['sale'] }))
    const toggle = screen.getByRole('button', { name: 'Filter (1)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByRole('group', { name: 'Merkmale' }))
  })

  it('shows 8 options of a long filter and the rest on request, a chosen one always', async () => {
    const motor = productListPage({ categoryId: 'c-motor' }, {}, { offset: 0, limit: 12, account: null })!
    const approvals = motor.filters.find((filter) => filter.name === 'approval')!
    const last = approvals.options.at(-1)!
    const { user } = await openList(`?filter.approval=${last.value}`, { categoryId: 'c-motor' })
    const group = await screen.findByRole('group', { name: 'Freigaben und Spezifikationen' })
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(9))
    expect(within(group).getByRole('checkbox', { name: new RegExp(`^${last.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeChecked()
    const more = within(group).getByRole('button', { name: `Alle ${approvals.options.length} anzeigen` })
    await user.click(more)
    expect(within(group).getAllByRole('checkbox')).toHaveLength(approvals.options.length)
    expect(within(group).getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('is skipped with a warning when it names neither a category nor a product group', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { el } = await renderWidget('product/product-list', {})
    expect(el).toHaveAttribute('data-island', 'failed')
  })
})
