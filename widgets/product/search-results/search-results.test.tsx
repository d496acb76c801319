import { screen, waitFor, within } from '@testing-library/react'
import { formatBytes } from '@/src/lib/bytes'
import { formatPrice } from '@/src/lib/money'
import { holdNextAnswer, watchNextAnswer } from '@/test/held-answer'
import { findAccount } from '@/test/mocks/db/index'
import { unitPriceRappen } from '@/test/mocks/db/prices'
import { injectFault } from '@/test/mocks/faults'
import { sessionFor } from '@/test/mocks/db/index'
import { findDocuments, findProducts } from '@/test/mocks/db/search'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'

// The numbers the mock backend answers with, from its own catalogue, so the tests follow the data.
const found = (term: string) => ({ products: findProducts(term), documents: findDocuments(term) })
const motorOil = found('Motoröl')
const inCategory = (id: string) => motorOil.products.filter((product) => product.categoryIds.includes(id)).length

/** Opens the search page at `query`, the way a visitor arrives from the header's search box or a link. */
async function openSearch(query: string, options: RenderWidgetOptions = {}) {
  window.history.replaceState(null, '', `/suche${query}`)
  return renderWidget('product/search-results', {}, options)
}
const withFeatures = (...features: string[]): RenderWidgetOptions => ({ pageData: { session: { features } } })

const title = () => screen.getByRole('heading', { level: 2 })
const productPanel = () => screen.getByRole('tabpanel', { name: /^Produkte/ })
const tiles = () => within(productPanel()).getAllByRole('article')
const box = (name: string) => screen.getByRole('checkbox', { name })
const categoriesInAddress = () => new URLSearchParams(window.location.search).getAll('categories')
const notifications = () => screen.queryByRole('region', { name: 'Benachrichtigungen' })
/** Waits for the product results of a search to be shown, with `count` products. */
const productsShown = (count: number) => screen.findByRole('tab', { name: `Produkte (${count})` })
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

// Walking the tree and history takes several searches per test; a busy machine needs more than the 5 s default.
describe('product/search-results', { timeout: 30_000 }, () => {
  describe('title and tabs', () => {
    it('asks for a term and searches nothing without one (spec 1 §2, §5)', async () => {
      // Any search call would now fail loudly, with the unknown-error notification.
      injectFault({ path: '/api/search/*', status: 500, times: Infinity })
      await openSearch('')
      expect(title()).toHaveTextContent('Bitte geben Sie einen Suchbegriff ein.')
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
      await settle()
      expect(notifications()).not.toBeInTheDocument()
    })

    it('titles the results with their count and the term, with both tabs and their counts', async () => {
      await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      expect(title()).toHaveTextContent(`${motorOil.products.length + motorOil.documents.length} Treffer für «Motoröl»`)
      expect(screen.getByRole('tab', { name: `Seiten (${motorOil.documents.length})` })).toBeInTheDocument()
      expect(screen.getByRole('tab', { name: `Produkte (${motorOil.products.length})` })).toHaveAttribute('aria-selected', 'true')
      expect(tiles()).toHaveLength(12)
    })

    it('reads only the first 100 characters of the term (spec 1 §2)', async () => {
      await openSearch(`?search=${'a'.repeat(150)}`)
      // The backend refuses a longer query (it would show an error): the title names the 100 it got.
      expect(await screen.findByText('Keine Ergebnisse gefunden.')).toBeInTheDocument()
      expect(title()).toHaveTextContent(`0 Treffer für «${'a'.repeat(100)}»`)
      expect(notifications()).not.toBeInTheDocument()
    })

    it('shows only the Pages tab, and no product search, when product search is disabled', async () => {
      injectFault({ path: '/api/search/product-advanced', status: 500, times: Infinity })
      await openSearch('?search=Motor%C3%B6l', withFeatures('disableProductSearch'))
      expect(await screen.findByRole('tab', { name: `Seiten (${motorOil.documents.length})` })).toHaveAttribute('aria-selected', 'true')
      expect(screen.getAllByRole('tab')).toHaveLength(1)
      expect(title()).toHaveTextContent(`${motorOil.documents.length} Treffer für «Motoröl»`)
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
      await settle()
      expect(notifications()).not.toBeInTheDocument()
    })

    it('searches products by categories without a term, and no content (spec 1 §5)', async () => {
      injectFault({ path: '/api/search/document', status: 500, times: Infinity })
      const greases = findProducts('').filter((product) => product.categoryIds.includes('c-grease')).length
      const { user } = await openSearch('?categories=c-grease')
      await productsShown(greases)
      expect(title()).toHaveTextContent(`${greases} Treffer`)
      expect(box(`Schmierfette (${greases})`)).toBeChecked()
      await user.click(screen.getByRole('tab', { name: 'Seiten' }))
      expect(screen.getByRole('tabpanel', { name: 'Seiten' })).toHaveTextContent('Bitte geben Sie einen Suchbegriff ein.')
      expect(notifications()).not.toBeInTheDocument()
    })
  })

  describe('did-you-mean (spec 1 §2)', () => {
    it('offers the suggestion as a new search when the feature is on', async () => {
      await openSearch('?search=Getribe%C3%B6l', withFeatures('enableDidYouMeanSuggestion'))
      const suggestion = await screen.findByRole('link', { name: 'Getriebeöl' })
      expect(suggestion).toHaveAttribute('href', '?search=Getriebe%C3%B6l')
      expect(suggestion.closest('p')).toHaveTextContent('Meinten Sie: Getriebeöl')
      expect(screen.getByText('Keine Ergebnisse gefunden.')).toBeInTheDocument()
    })

    it('offers none without the feature', async () => {
      await openSearch('?search=Getribe%C3%B6l')
      expect(await screen.findByText('Keine Ergebnisse gefunden.')).toBeInTheDocument()
      expect(screen.queryByText(/Meinten Sie/)).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'Getriebeöl' })).not.toBeInTheDocument()
    })
  })

  describe('empty texts (spec 1 §8)', () => {
    it('says that nothing was found', async () => {
      await openSearch('?search=xyzzy')
      expect(await screen.findByText('Keine Ergebnisse gefunden.')).toBeInTheDocument()
      expect(title()).toHaveTextContent('0 Treffer für «xyzzy»')
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    })

    it('opens on the pages when only pages were found, and says there are no products', async () => {
      const sheets = found('Datenblatt')
      const { user } = await openSearch('?search=Datenblatt')
      expect(await screen.findByRole('tab', { name: `Seiten (${sheets.documents.length})` })).toHaveAttribute('aria-selected', 'true')
      await user.click(screen.getByRole('tab', { name: 'Produkte (0)' }))
      expect(productPanel()).toHaveTextContent('Keine Produkte gefunden.')
    })

    it('says that there are no documents', async () => {
      const { user } = await openSearch('?search=Gleitbahn%C3%B6l')
      await productsShown(found('Gleitbahnöl').products.length)
      await user.click(screen.getByRole('tab', { name: 'Seiten (0)' }))
      expect(screen.getByRole('tabpanel', { name: 'Seiten (0)' })).toHaveTextContent('Keine Dokumente gefunden.')
    })
  })

  describe('products', () => {
    it('shows each product’s picture, title link, article number, label and tags in the order sale, new, bestseller', async () => {
      const [product] = found('Eco 0W-20 Hybrid').products
      await openSearch('?search=Eco%200W-20%20Hybrid')
      await productsShown(1)
      const tile = tiles()[0]!
      expect(within(tile).getByRole('link', { name: product!.title })).toHaveAttribute('href', product!.url)
      expect(within(tile).getByRole('img', { name: product!.title })).toBeInTheDocument()
      expect(tile).toHaveTextContent(`Art.-Nr. ${product!.articleNumber}`)
      expect(tile).toHaveTextContent(product!.label)
      expect(within(tile).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Aktion', 'Neu'])
    })

    it('asks anonymous visitors to sign in for prices and availability, once above the list (spec 1 §6)', async () => {
      await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      expect(screen.getAllByText('Bitte melden Sie sich an, um Preise und Verfügbarkeit zu sehen.')).toHaveLength(1)
    })

    it('does not ask a signed-in customer to sign in', async () => {
      await openSearch('?search=Motor%C3%B6l', { user: 'kunde@example.ch' })
      await productsShown(motorOil.products.length)
      expect(screen.queryByText('Bitte melden Sie sich an, um Preise und Verfügbarkeit zu sehen.')).not.toBeInTheDocument()
    })

    it('gives an active shop user a favourite button on every tile, which adds the product at once (spec 2 §4)', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l', { user: 'kunde@example.ch' })
      await productsShown(motorOil.products.length)
      const [first] = motorOil.products
      const button = await screen.findByRole('button', { name: `${first!.title} als Favorit merken` })
      expect(screen.getAllByRole('button', { name: / als Favorit merken$/ })).toHaveLength(Math.min(motorOil.products.length, 12))

      await user.click(button)
      await waitFor(() => expect(sessionFor('kunde@example.ch').favorites).toContain(first!.id))
      expect(button).toHaveAttribute('aria-pressed', 'true')
    })

    it('shows an active shop user their price on every tile (spec 1 §6), and visitors none', async () => {
      const customer = findAccount('kunde@example.ch')!
      await openSearch('?search=Motor%C3%B6l', { user: 'kunde@example.ch' })
      await productsShown(motorOil.products.length)
      await waitFor(() => {
        for (const product of motorOil.products.slice(0, 12)) {
          const pack = product.variants[0]!
          const tile = within(productPanel()).getByRole('link', { name: product.title }).closest('article')
          expect(tile).toHaveTextContent(`Ihr Preis: ${formatPrice(unitPriceRappen(customer, pack)! / 100)} / ${pack.size}`)
        }
      })
    })

    it('gives visitors no favourite button and no price', async () => {
      await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      await settle()
      expect(screen.queryByRole('button', { name: / als Favorit merken$/ })).not.toBeInTheDocument()
      expect(screen.queryByText(/Ihr Preis/)).not.toBeInTheDocument()
    })

    it('loads 12 more, appended, moves focus to the first new one and says how many remain', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      const firstTwelve = tiles().map((tile) => tile.textContent)
      await user.click(screen.getByRole('button', { name: `Weitere Produkte laden (noch ${motorOil.products.length - 12})` }))
      await waitFor(() => expect(tiles()).toHaveLength(24))
      expect(tiles().slice(0, 12).map((tile) => tile.textContent)).toEqual(firstTwelve)
      expect(within(tiles()[12]!).getByRole('link', { name: motorOil.products[12]!.title })).toHaveFocus()
      expect(screen.getByRole('button', { name: `Weitere Produkte laden (noch ${motorOil.products.length - 24})` })).toBeInTheDocument()
    })

    it('keeps what was shown when a search fails, and tries again on request', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      injectFault({ path: '/api/search/product-advanced', status: 500 })
      await user.click(screen.getByRole('button', { name: 'Unterkategorien von Motorenöle' }))
      await user.click(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`))
      expect(await screen.findByText('Die Suchergebnisse konnten nicht geladen werden.')).toBeInTheDocument()
      // The client has told the user already, as a notification (spec 1 §8).
      expect(await screen.findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
      expect(tiles()).toHaveLength(12)
      expect(screen.getByRole('tab', { name: `Produkte (${motorOil.products.length})` })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
      await productsShown(inCategory('c-motor-pkw'))
      expect(screen.queryByText('Die Suchergebnisse konnten nicht geladen werden.')).not.toBeInTheDocument()
    })

    it('says so when the first search fails, and tries again on request', async () => {
      injectFault({ path: '/api/search/product-advanced', status: 500 })
      const { user } = await openSearch('?search=Motor%C3%B6l')
      expect(await within(productPanel()).findByText('Die Suchergebnisse konnten nicht geladen werden.')).toBeInTheDocument()
      expect(title()).toHaveTextContent('Suche nach «Motoröl»')
      await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
      await productsShown(motorOil.products.length)
      expect(tiles()).toHaveLength(12)
    })
  })

  describe('retry', () => {
    it('tries both tabs again when both failed, from either tab', async () => {
      injectFault({ path: '/api/search/*', status: 500, times: 2 })
      const { user } = await openSearch('?search=Motor%C3%B6l')
      expect(await within(productPanel()).findByText('Die Suchergebnisse konnten nicht geladen werden.')).toBeInTheDocument()
      expect(screen.getByRole('tab', { name: 'Seiten' })).toBeInTheDocument()

      await user.click(within(productPanel()).getByRole('button', { name: 'Erneut versuchen' }))
      await productsShown(motorOil.products.length)
      expect(await screen.findByRole('tab', { name: `Seiten (${motorOil.documents.length})` })).toBeInTheDocument()
      expect(title()).toHaveTextContent(`${motorOil.products.length + motorOil.documents.length} Treffer für «Motoröl»`)
      expect(screen.queryByText('Die Suchergebnisse konnten nicht geladen werden.')).not.toBeInTheDocument()
    })

    it('tries again only what failed: the products shown stay when only the pages failed', async () => {
      injectFault({ path: '/api/search/document', status: 500 })
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      await user.click(screen.getByRole('tab', { name: 'Seiten' }))
      const pages = screen.getByRole('tabpanel', { name: 'Seiten' })
      // A products search now would fail: the retry must not send one.
      injectFault({ path: '/api/search/product-advanced', status: 500, times: Infinity })
      await user.click(within(pages).getByRole('button', { name: 'Erneut versuchen' }))
      expect(await screen.findByRole('tab', { name: `Seiten (${motorOil.documents.length})` })).toBeInTheDocument()
      await settle()
      expect(screen.getByRole('tab', { name: `Produkte (${motorOil.products.length})` })).toBeInTheDocument()
      expect(screen.queryByText('Die Suchergebnisse konnten nicht geladen werden.')).not.toBeInTheDocument()
    })
  })

  describe('category filter (spec 1 §3, §4, §5)', () => {
    it('checks the parents of a checked child, sends them in categories[], and unchecks them when no child remains (spec 1 §4)', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      await user.click(screen.getByRole('button', { name: 'Unterkategorien von Motorenöle' }))
      await user.click(screen.getByRole('button', { name: 'Unterkategorien von PKW-Motorenöle' }))
      const cars = () => box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)
      const motor = () => box(`Motorenöle (${motorOil.products.length})`)

      // A child: its parents are checked with it (they look mixed: the child narrows them), and all three are the filter.
      await user.click(box(`SAE 5W-30 (${inCategory('c-motor-pkw-5w30')})`))
      await productsShown(inCategory('c-motor-pkw-5w30'))
      expect(box(`SAE 5W-30 (${inCategory('c-motor-pkw-5w30')})`)).toBeChecked()
      expect(cars()).toBePartiallyChecked()
      expect(motor()).toBePartiallyChecked()
      expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw', 'c-motor-pkw-5w30'])
      expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument()

      // A second child: the products of both.
      await user.click(box(`SAE 0W-20 (${inCategory('c-motor-pkw-0w20')})`))
      await productsShown(inCategory('c-motor-pkw-5w30') + inCategory('c-motor-pkw-0w20'))
      expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw', 'c-motor-pkw-0w20', 'c-motor-pkw-5w30'])

      // One child out: the parents stay checked with the other.
      await user.click(box(`SAE 5W-30 (${inCategory('c-motor-pkw-5w30')})`))
      await productsShown(inCategory('c-motor-pkw-0w20'))
      expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw', 'c-motor-pkw-0w20'])
      expect(cars()).toBePartiallyChecked()

      // The last child out: none remains, so the parents are unchecked too.
      await user.click(box(`SAE 0W-20 (${inCategory('c-motor-pkw-0w20')})`))
      await productsShown(motorOil.products.length)
      expect(cars()).not.toBeChecked()
      expect(cars()).not.toBePartiallyChecked()
      expect(motor()).not.toBeChecked()
      expect(motor()).not.toBePartiallyChecked()
      expect(categoriesInAddress()).toEqual([])
    })

    it('checks a parent as the whole category, narrows it by a child, and takes the parent out with its children', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      await user.click(screen.getByRole('button', { name: 'Unterkategorien von Motorenöle' }))
      const cars = () => box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)

      await user.click(cars())
      await productsShown(inCategory('c-motor-pkw'))
      expect(cars()).toBeChecked()
      expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw'])

      await user.click(screen.getByRole('button', { name: 'Unterkategorien von PKW-Motorenöle' }))
      await user.click(box(`SAE 5W-30 (${inCategory('c-motor-pkw-5w30')})`))
      await productsShown(inCategory('c-motor-pkw-5w30'))
      expect(cars()).toBePartiallyChecked()

      // A mixed parent, clicked: the whole category again.
      await user.click(cars())
      await productsShown(inCategory('c-motor-pkw'))
      expect(cars()).toBeChecked()
      expect(box(`SAE 5W-30 (${inCategory('c-motor-pkw-5w30')})`)).not.toBeChecked()
      expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw'])

      // A checked parent, clicked: out, and its parent with it, as no child of that remains.
      await user.click(cars())
      await productsShown(motorOil.products.length)
      expect(categoriesInAddress()).toEqual([])
    })

    it('disables the categories without results', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      expect(box('Getriebeöle (0)')).toBeDisabled()
      expect(box('Schmierfette (0)')).toBeDisabled()
      await user.click(screen.getByRole('button', { name: 'Unterkategorien von Motorenöle' }))
      expect(box('Motorradöle (0)')).toBeDisabled()
      expect(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)).toBeEnabled()
    })

    it('takes no change while a search runs', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      injectFault({ path: '/api/search/product-advanced', delayMs: 1500 })
      const motor = box(`Motorenöle (${motorOil.products.length})`)
      await user.click(motor)
      expect(motor).toBeChecked()
      for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toHaveAttribute('aria-disabled', 'true')
      // A second change while it runs does nothing: the box and the address stay.
      await user.click(motor)
      expect(motor).toBeChecked()
      expect(categoriesInAddress()).toEqual(['c-motor'])
      await waitFor(() => expect(motor).not.toHaveAttribute('aria-disabled'))
      expect(motor).toHaveFocus()
    })

    it('restores each filter on back and forward', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      await user.click(screen.getByRole('button', { name: 'Unterkategorien von Motorenöle' }))
      await user.click(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`))
      await productsShown(inCategory('c-motor-pkw'))
      await user.click(box(`Nutzfahrzeug-Motorenöle (${inCategory('c-motor-nfz')})`))
      await productsShown(inCategory('c-motor-pkw') + inCategory('c-motor-nfz'))
      expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw', 'c-motor-nfz'])

      window.history.back()
      await productsShown(inCategory('c-motor-pkw'))
      expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw'])
      expect(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)).toBeChecked()
      expect(box(`Nutzfahrzeug-Motorenöle (${inCategory('c-motor-nfz')})`)).not.toBeChecked()

      window.history.back()
      await waitFor(() => expect(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)).not.toBeChecked())
      await productsShown(motorOil.products.length)
      expect(categoriesInAddress()).toEqual([])

      window.history.forward()
      await productsShown(inCategory('c-motor-pkw'))
      expect(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)).toBeChecked()
    })

    it('never lets an older answer replace a newer one', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l')
      await productsShown(motorOil.products.length)
      await user.click(screen.getByRole('button', { name: 'Unterkategorien von Motorenöle' }))
      const filtered = holdNextAnswer('/api/search/product-advanced')
      await user.click(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`))
      await filtered.sent
      // Back while the filtered search is still on its way: the unfiltered one supersedes it.
      const unfiltered = watchNextAnswer('/api/search/product-advanced')
      window.history.back()
      await unfiltered.arrived
      await filtered.release()
      expect(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)).not.toBeChecked()
      expect(screen.getByRole('tab', { name: `Produkte (${motorOil.products.length})` })).toBeInTheDocument()
      expect(tiles()).toHaveLength(12)
    })

    it('restores the filter of the address on load, in either spelling', async () => {
      await openSearch('?search=Motor%C3%B6l&categories=c-motor-pkw-5w30,c-motor-nfz-5w30')
      await productsShown(inCategory('c-motor-pkw-5w30') + inCategory('c-motor-nfz-5w30'))
      expect(box(`SAE 5W-30 (${inCategory('c-motor-pkw-5w30')})`)).toBeChecked()
      expect(box(`SAE 5W-30 (${inCategory('c-motor-nfz-5w30')})`)).toBeChecked()
      expect(box(`Motorenöle (${motorOil.products.length})`)).toBePartiallyChecked()
      expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument()
      // The address names the parents too, as categories[] does (spec 1 §4).
      await waitFor(() => expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw', 'c-motor-pkw-5w30', 'c-motor-nfz', 'c-motor-nfz-5w30']))
    })

    it('ignores categories of the address that are no category ids, or that the tree does not know', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      await openSearch(`?search=Motor%C3%B6l&categories=c-motor-pkw&categories=c-unbekannt&categories=${encodeURIComponent('<b>x</b>')}`)
      await productsShown(inCategory('c-motor-pkw'))
      expect(box(`PKW-Motorenöle (${inCategory('c-motor-pkw')})`)).toBeChecked()
      await waitFor(() => expect(categoriesInAddress()).toEqual(['c-motor', 'c-motor-pkw']))
      expect(new URLSearchParams(window.location.search).get('search')).toBe('Motoröl')
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.categories'))
      expect(notifications()).not.toBeInTheDocument()
    })

    it('opens and closes the filter panel with its button', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l&categories=c-motor-pkw')
      await productsShown(inCategory('c-motor-pkw'))
      const toggle = screen.getByRole('button', { name: 'Filter (1)' })
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(box(`Motorenöle (${motorOil.products.length})`))
    })

    it('removes every filter at once', async () => {
      const { user } = await openSearch('?search=Motor%C3%B6l&categories=c-motor-pkw')
      await productsShown(inCategory('c-motor-pkw'))
      await user.click(screen.getByRole('button', { name: 'Alle Filter entfernen' }))
      await productsShown(motorOil.products.length)
      expect(categoriesInAddress()).toEqual([])
    })
  })

  describe('pages (spec 1 §2)', () => {
    it('marks files with their type and size and opens them in a new tab', async () => {
      const sheets = found('Datenblatt')
      const [sheet] = sheets.documents
      await openSearch('?search=Datenblatt')
      const panel = await screen.findByRole('tabpanel', { name: `Seiten (${sheets.documents.length})` })
      const link = within(panel).getByRole('link', { name: `${sheet!.title} (öffnet in neuem Tab)` })
      expect(link).toHaveAttribute('href', sheet!.url)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link.closest('li')).toHaveTextContent(`PDF${formatBytes(sheet!.type === 'asset' ? sheet!.size : 0)}`)
    })

    it('opens a page in the same tab', async () => {
      const [page] = found('Viskosität').documents
      await openSearch('?search=Viskosit%C3%A4t')
      const link = await screen.findByRole('link', { name: page!.title })
      expect(link).not.toHaveAttribute('target')
      expect(link.closest('li')).not.toHaveTextContent('PDF')
    })

    it('loads 12 more pages, appended, and moves focus to the first new one', async () => {
      const sheets = found('Datenblatt')
      const { user } = await openSearch('?search=Datenblatt')
      const panel = await screen.findByRole('tabpanel', { name: `Seiten (${sheets.documents.length})` })
      expect(within(panel).getAllByRole('link')).toHaveLength(12)
      await user.click(within(panel).getByRole('button', { name: `Weitere Seiten laden (noch ${sheets.documents.length - 12})` }))
      await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(24))
      expect(within(panel).getAllByRole('link')[12]).toHaveFocus()
    })
  })
})
