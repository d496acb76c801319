import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { apiHooks, connectApi } from '@/api/connect'
import { LIVE_DOCUMENT_LIMIT, LIVE_PRODUCT_LIMIT } from '@/api/search'
import { menuOpened, selectActiveMenu } from '@/store/menus'
import { fetchLiveProducts, selectLiveAnswer } from '@/store/search-suggestions'
import { LIVE_SEARCH_DEBOUNCE_MS } from '@/store/use-live-search'
import { holdNextAnswer } from '@/test/held-answer'
import { injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'

const SEARCH_PAGE = '/suche'
const session = { urls: { searchDetailLink: SEARCH_PAGE } }
const absolute = (path: string) => new URL(path, window.location.href).href

async function renderBox(props: { placement?: 'header' | 'content' } = {}, options: RenderWidgetOptions = {}) {
  const page = await renderWidget('tools/search-box', props, { ...options, pageData: { ...options.pageData, session: { ...session, ...options.pageData?.session } } })
  const navigate = vi.fn<(url: string) => void>()
  // The page's navigation, observed (the runtime connects window.location.assign); the other hooks stay the page's.
  connectApi({ ...apiHooks(), navigate })
  const box = within(page.el)
  return { ...page, navigate, box, input: () => box.getByRole('combobox', { name: 'Suchbegriff' }), status: () => box.getByRole('status') }
}

type Box = Awaited<ReturnType<typeof renderBox>>

const suggestions = (box: Box['box']) => box.findByRole('listbox', { name: 'Suchvorschläge' })
const pause = (ms = LIVE_SEARCH_DEBOUNCE_MS + 100) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

/** Counts the live search requests by term, and lets each through to the real handler (returning nothing). */
function countLiveSearches() {
  const seen = { products: [] as string[], documents: [] as string[] }
  const termOf = (request: Request) => new URL(request.url).searchParams.get('query') ?? ''
  server.use(
    http.get('*/api/search/product', ({ request }) => void seen.products.push(termOf(request))),
    http.get('*/api/search/document', ({ request }) => void seen.documents.push(termOf(request))),
  )
  return seen
}

// Real timers: each test types, waits for the pause and the mock backend; on a busy machine that outlasts 5 s.
describe('search-box', { timeout: 20_000 }, () => {
  describe('suggestions', () => {
    it('open at 3 characters with the groups Produkte and Inhalte, and close when the term gets shorter', async () => {
      const { user, box, input } = await renderBox()
      await user.type(input(), 'mo')
      await pause()
      expect(box.queryByRole('listbox')).not.toBeInTheDocument()
      expect(input()).toHaveAttribute('aria-expanded', 'false')

      await user.type(input(), 't')
      const listbox = await suggestions(box)
      expect(input()).toHaveAttribute('aria-expanded', 'true')
      expect(input()).toHaveAttribute('aria-controls', listbox.id)
      expect(within(listbox).getAllByRole('group')).toHaveLength(2)
      const products = within(listbox).getByRole('group', { name: 'Produkte' })
      const contents = within(listbox).getByRole('group', { name: 'Inhalte' })
      // spec 1 §7, §9: live search shows 7 products and 12 content results.
      expect(within(products).getAllByRole('option')).toHaveLength(LIVE_PRODUCT_LIMIT)
      expect(within(contents).getAllByRole('option')).toHaveLength(LIVE_DOCUMENT_LIMIT)
      expect(within(listbox).getByRole('option', { name: 'Alle Ergebnisse anzeigen (144)' })).toBeInTheDocument()

      await user.keyboard('{Backspace}')
      await waitFor(() => expect(box.queryByRole('listbox')).not.toBeInTheDocument())
      expect(input()).toHaveAttribute('aria-expanded', 'false')
    })

    it('announces the counts politely after each answer, in German, one or many', async () => {
      const { user, status, input } = await renderBox()
      await user.type(input(), 'motor')
      await waitFor(() => expect(status()).toHaveTextContent('109 Produkte und 35 Inhalte gefunden'))
      await user.clear(input())
      await user.type(input(), '10-4114')
      await waitFor(() => expect(status()).toHaveTextContent('1 Produkt und 0 Inhalte gefunden'))
    })

    it('says «Keine Treffer für «…»» when nothing is found, without an empty listbox', async () => {
      const { user, box, status, input } = await renderBox()
      await user.type(input(), 'xyzxyz')
      expect(await box.findByText('Keine Treffer für «xyzxyz»', { selector: 'p' })).toBeVisible()
      expect(status()).toHaveTextContent('Keine Treffer für «xyzxyz»')
      expect(box.queryByRole('listbox')).not.toBeInTheDocument()
      expect(input()).toHaveAttribute('aria-expanded', 'false')
    })

    it('shows «Suche läuft …» while the first answer is on its way', async () => {
      server.use(http.get('*/api/search/product', async () => {
        await delay(600)
      }))
      const { user, box, status, input } = await renderBox()
      await user.type(input(), 'motor')
      expect(await box.findByText('Suche läuft …', { selector: 'p' })).toBeVisible()
      expect(status()).toHaveTextContent('Suche läuft …')
      await waitFor(() => expect(status()).toHaveTextContent('109 Produkte und 35 Inhalte gefunden'))
      expect(box.queryByText('Suche läuft …', { selector: 'p' })).not.toBeInTheDocument()
    })

    it('show a product with picture (placeholder when missing), marked title, article number and tags sorted sale, new, bestseller', async () => {
      server.use(
        http.get('*/api/search/product', () =>
          HttpResponse.json({
            data: {
              countTotal: 2,
              products: [
                {
                  id: 'p1',
                  title: 'Motoröl <b>Synth</b> 5W-30',
                  url: '/produkte/motoroel-synth',
                  articleNumber: '10-4414',
                  tags: [
                    { type: 'bestseller', label: 'Bestseller' },
                    { type: 'new', label: 'Neu' },
                    { type: 'sale', label: 'Aktion' },
                  ],
                },
                { id: 'p2', title: 'Getriebeöl', url: '/produkte/getriebeoel', articleNumber: '20-1', image: { fallback: '/bilder/getriebeoel.jpg', alt: 'Getriebeöl' } },
              ],
            },
          }),
        ),
      )
      const { user, box, input } = await renderBox()
      await user.type(input(), 'motoroel')
      const option = within(await suggestions(box)).getByRole('option', { name: /^Motoröl <b>Synth<\/b> 5W-30/ })
      // Titles are text: the tags in it show as written, and the matched part (umlaut folded) is marked.
      expect(option.querySelector('b')).toBeNull()
      expect(option.querySelector('mark')).toHaveTextContent(/^Motoröl$/)
      expect(option).toHaveTextContent('Art.-Nr. 10-4414')
      expect([...option.querySelectorAll('[data-tag]')].map((tag) => tag.textContent)).toEqual(['Aktion', 'Neu', 'Bestseller'])
      expect(option.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg')
      const other = box.getByRole('option', { name: /^Getriebeöl/ })
      expect(other.querySelector('img')).toHaveAttribute('src', '/bilder/getriebeoel.jpg')
    })

    it('show a file with its type and size, and that it opens in a new tab', async () => {
      const { user, box, input } = await renderBox()
      await user.type(input(), 'Produktkatalog')
      const option = within(await suggestions(box)).getByRole('option', { name: /^Produktkatalog Schmierstoffe 2025\.pdf/ })
      expect(option).toHaveTextContent('PDF · 998.94 KB')
      expect(option).toHaveAccessibleName('Produktkatalog Schmierstoffe 2025.pdf PDF · 998.94 KB (öffnet in neuem Tab)')
    })

    it('close on Escape keeping the text, and a second Escape clears it', async () => {
      const { user, box, input } = await renderBox()
      await user.type(input(), 'motor')
      await suggestions(box)
      await user.keyboard('{Escape}')
      expect(box.queryByRole('listbox')).not.toBeInTheDocument()
      expect(input()).toHaveValue('motor')
      expect(input()).toHaveFocus()
      // Down opens them again.
      await user.keyboard('{ArrowDown}')
      expect(await suggestions(box)).toBeVisible()
      await user.keyboard('{Escape}{Escape}')
      expect(input()).toHaveValue('')
    })

    it('close on Tab, on a click outside and with the clear button', async () => {
      const { user, box, input } = await renderBox()
      await user.type(input(), 'motor')
      await suggestions(box)
      await user.tab()
      expect(box.queryByRole('listbox')).not.toBeInTheDocument()

      await user.click(input())
      await suggestions(box)
      await user.click(document.body)
      expect(box.queryByRole('listbox')).not.toBeInTheDocument()
      expect(input()).toHaveValue('motor')

      await user.click(input())
      await suggestions(box)
      await user.click(box.getByRole('button', { name: 'Suchbegriff löschen' }))
      expect(box.queryByRole('listbox')).not.toBeInTheDocument()
      expect(input()).toHaveValue('')
      expect(input()).toHaveFocus()
      expect(box.queryByRole('button', { name: 'Suchbegriff löschen' })).not.toBeInTheDocument()
    })

    it('take the page-wide menu slot: they close when another chrome menu opens', async () => {
      const { user, box, input, store } = await renderBox()
      await user.type(input(), 'motor')
      await suggestions(box)
      expect(selectActiveMenu(store.getState())).toBe('search')
      act(() => {
        store.dispatch(menuOpened('login'))
      })
      expect(box.queryByRole('listbox')).not.toBeInTheDocument()
      await user.keyboard('{Escape}')
      expect(selectActiveMenu(store.getState())).toBe('login')
    })

    it('say when they could not be loaded, without a page notification', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      injectFault({ path: '/api/search/document', status: 500 })
      const { user, box, status, input } = await renderBox()
      await user.type(input(), 'motor')
      expect(await box.findByText('Die Vorschläge konnten nicht geladen werden.', { selector: 'p' })).toBeVisible()
      expect(status()).toHaveTextContent('Die Vorschläge konnten nicht geladen werden.')
      expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
    })

    it('show the server’s words in their place when the live search fails with them', async () => {
      injectFault({ path: '/api/search/product', status: 500, messages: [{ type: 'error', message: 'Die Produktsuche wird gerade gewartet.' }] })
      const { user, box, status, input } = await renderBox()
      await user.type(input(), 'motor')
      expect(await box.findByText('Die Produktsuche wird gerade gewartet.', { selector: 'p' })).toBeVisible()
      expect(status()).toHaveTextContent('Die Produktsuche wird gerade gewartet.')
      expect(box.queryByText('Die Vorschläge konnten nicht geladen werden.')).not.toBeInTheDocument()
      expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
    })

    it('show only pages (content) when product search is disabled', async () => {
      const { user, box, status, input } = await renderBox({}, { pageData: { session: { features: ['disableProductSearch'] } } })
      await user.type(input(), 'motor')
      const listbox = await suggestions(box)
      expect(within(listbox).queryByRole('group', { name: 'Produkte' })).not.toBeInTheDocument()
      expect(within(listbox).getByRole('group', { name: 'Inhalte' })).toBeInTheDocument()
      await waitFor(() => expect(status()).toHaveTextContent('35 Inhalte gefunden'))
      expect(status()).not.toHaveTextContent('Produkt')
      expect(within(listbox).getByRole('option', { name: 'Alle Ergebnisse anzeigen (35)' })).toBeInTheDocument()
    })
  })

  describe('live search', () => {
    it('sends one request pair per pause in typing, with the limits of spec 1 §7', async () => {
      const seen = countLiveSearches()
      const { user, box, input } = await renderBox()
      await user.type(input(), 'motoröl')
      await suggestions(box)
      await pause()
      expect(seen).toEqual({ products: ['motoröl'], documents: ['motoröl'] })
      await user.type(input(), ' 5w30')
      await waitFor(() => expect(box.getByRole('option', { name: 'Alle Ergebnisse anzeigen (35)' })).toBeInTheDocument())
      await pause()
      expect(seen).toEqual({ products: ['motoröl', 'motoröl 5w30'], documents: ['motoröl', 'motoröl 5w30'] })
    })

    it('never lets an older answer replace a newer one: the newest term’s suggestions stay', async () => {
      // The answer for «motor» comes late, after the one for «motoren».
      const motor = holdNextAnswer('/api/search/document')
      const { user, status, input } = await renderBox()
      await user.type(input(), 'motor')
      await motor.sent
      await user.type(input(), 'en')
      await waitFor(() => expect(status()).toHaveTextContent('109 Produkte und 4 Inhalte gefunden'))
      await motor.release()
      expect(status()).toHaveTextContent('109 Produkte und 4 Inhalte gefunden')
      expect(input()).toHaveValue('motoren')
    })

    it('keeps the latest pair’s answer in the store even when an older request is not cancelled', async () => {
      server.use(
        http.get('*/api/search/product', async ({ request }) => {
          if (new URL(request.url).searchParams.get('query') === 'motor') await delay(300)
        }),
      )
      const { store } = await renderBox()
      const older = store.dispatch(fetchLiveProducts({ term: 'motor', withProducts: true, pair: 1001 }))
      const newer = store.dispatch(fetchLiveProducts({ term: 'getriebe', withProducts: true, pair: 1002 }))
      await Promise.all([older, newer])
      expect(selectLiveAnswer(store.getState())).toBeNull()
      expect(store.getState().searchSuggestions?.latest).toMatchObject({ pair: 1002, term: 'getriebe', products: { total: 55 } })
    })

    it('takes at most 100 characters, typed or pasted', async () => {
      const { user, input } = await renderBox()
      expect(input()).toHaveAttribute('maxLength', '100')
      await user.click(input())
      await user.paste('Hydrauliköl '.repeat(12))
      expect(input()).toHaveValue('Hydrauliköl '.repeat(12).slice(0, 100))
    })

    it('prefills the search page’s term', async () => {
      const { input } = await renderBox({}, { pageData: { session: { searchTerm: 'Hydrauliköl HLP 46' } } })
      expect(input()).toHaveValue('Hydrauliköl HLP 46')
    })

    it('takes over what was typed into the fallback form before the island mounted', async () => {
      const { input } = await renderBox(
        {},
        { marker: { fallback: '<form data-fallback="header" action="/suche"><input name="search" value="Getriebeöl"><button type="submit">Suchen</button></form>' } },
      )
      expect(input()).toHaveValue('Getriebeöl')
      expect(document.querySelector('[data-fallback]')).toBeNull()
    })
  })

  describe('choosing and submitting', () => {
    it('goes through the options of both groups with the arrow keys, wrapping, and opens the active one with Enter', async () => {
      const { user, box, input, navigate } = await renderBox()
      await user.type(input(), 'motor')
      const listbox = await suggestions(box)
      const options = within(listbox).getAllByRole('option')
      expect(options).toHaveLength(LIVE_PRODUCT_LIMIT + LIVE_DOCUMENT_LIMIT + 1)
      await user.keyboard('{ArrowDown}')
      expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id)
      expect(options[0]).toHaveAttribute('aria-selected', 'true')
      await user.keyboard('{ArrowUp}')
      expect(input()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id)
      expect(options.at(-1)).toHaveAccessibleName('Alle Ergebnisse anzeigen (144)')
      await user.keyboard('{ArrowDown}')
      expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id)
      // From the last product into the first content result.
      await user.keyboard('{ArrowDown}'.repeat(LIVE_PRODUCT_LIMIT))
      const firstContent = within(within(listbox).getByRole('group', { name: 'Inhalte' })).getAllByRole('option')[0]!
      expect(input()).toHaveAttribute('aria-activedescendant', firstContent.id)
      expect(input()).toHaveFocus()
      await user.keyboard('{Enter}')
      expect(navigate).toHaveBeenCalledWith(absolute('/wissen/das-richtige-motoroel-finden'))
    })

    it('opens the search page from «Alle Ergebnisse anzeigen (n)»', async () => {
      const { user, box, input, navigate } = await renderBox()
      await user.type(input(), 'motor öl')
      await user.click(within(await suggestions(box)).getByRole('option', { name: /^Alle Ergebnisse anzeigen/ }))
      expect(navigate).toHaveBeenCalledWith(absolute('/suche?search=motor+%C3%B6l'))
    })

    it('opens a product with a click', async () => {
      const { user, box, input, navigate } = await renderBox()
      await user.type(input(), '10-4114')
      await user.click(within(await suggestions(box)).getByRole('option', { name: /^Motoröl Synth 0W-20 LL-17 FE/ }))
      expect(navigate).toHaveBeenCalledWith(absolute('/produkte/motorenoele/pkw/0w-20/motoroel-synth-0w-20-ll-17-fe'))
    })

    it('blocks submit while the term is empty', async () => {
      const { user, box, input, navigate } = await renderBox()
      const submit = box.getByRole('button', { name: 'Suchen' })
      expect(submit).toBeDisabled()
      await user.type(input(), '   {Enter}')
      expect(submit).toBeDisabled()
      expect(navigate).not.toHaveBeenCalled()
    })

    it('goes straight to the product when exactly one product and no content is found, fetching the answer at once', async () => {
      const { user, input, navigate } = await renderBox()
      // Enter right after typing, before the pause that would send the live search.
      await user.type(input(), '10-4114{Enter}')
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(absolute('/produkte/motorenoele/pkw/0w-20/motoroel-synth-0w-20-ll-17-fe')))
      expect(navigate).toHaveBeenCalledTimes(1)
    })

    it('waits for the answer on its way before deciding', async () => {
      server.use(http.get('*/api/search/document', async () => {
        await delay(500)
      }))
      const seen = countLiveSearches()
      const { user, box, input, navigate } = await renderBox()
      await user.type(input(), 'Viskosität')
      await pause()
      await user.click(box.getByRole('button', { name: 'Suchen' }))
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(absolute('/wissen/viskositaet-einfach-erklaert')))
      // The pair on its way was awaited, not sent again.
      expect(seen.documents).toEqual(['Viskosität'])
    })

    it('opens the one file in a new tab without opener when no product and exactly one content result is found', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null)
      const { user, input, navigate } = await renderBox()
      await user.type(input(), 'Produktkatalog{Enter}')
      await waitFor(() => expect(open).toHaveBeenCalledWith(absolute('/downloads/produktkatalog-schmierstoffe-2025.pdf'), '_blank', 'noopener,noreferrer'))
      expect(navigate).not.toHaveBeenCalled()
    })

    it('goes to the search page otherwise, and for terms too short to search live', async () => {
      const { user, input, navigate } = await renderBox()
      await user.type(input(), 'motor{Enter}')
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(absolute('/suche?search=motor')))
      await user.clear(input())
      await user.type(input(), 'öl{Enter}')
      await waitFor(() => expect(navigate).toHaveBeenLastCalledWith(absolute('/suche?search=%C3%B6l')))
    })

    it('never leaves the site: a product address on another origin goes to the search page instead', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      server.use(
        http.get('*/api/search/product', () =>
          HttpResponse.json({ data: { countTotal: 1, products: [{ id: 'x', title: 'Fremdöl', url: 'https://evil.example/oel', articleNumber: '1' }] } }),
        ),
        http.get('*/api/search/document', () => HttpResponse.json({ data: { countTotal: 0, results: [] } })),
      )
      const { user, input, navigate } = await renderBox()
      await user.type(input(), 'Fremdöl{Enter}')
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(absolute('/suche?search=Fremd%C3%B6l')))
      expect(warn).toHaveBeenCalledWith('Search: refused to leave the site for https://evil.example/oel')
    })
  })

  describe('placement and features', () => {
    it('is hidden entirely with the feature disableSearchField', async () => {
      const { el } = await renderWidget('tools/search-box', {}, { pageData: { session: { ...session, features: ['disableSearchField'] } } })
      expect(el).toBeEmptyDOMElement()
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    })

    it('in the header, a search button opens the panel, focuses its field, and Escape closes it back to the button', async () => {
      const { user, box, input, store } = await renderBox()
      const toggle = box.getByRole('button', { name: 'Suche' })
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(toggle).toHaveAttribute('aria-controls', input().closest('[id]:not(input)')!.id)
      expect(input()).toHaveFocus()
      expect(selectActiveMenu(store.getState())).toBe('search')
      await user.keyboard('{Escape}')
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(toggle).toHaveFocus()
      expect(selectActiveMenu(store.getState())).toBeNull()
    })

    it('in the header, is the site’s search landmark', async () => {
      const { box } = await renderBox()
      expect(box.getByRole('search', { name: 'Suche' })).toContainElement(box.getByRole('combobox', { name: 'Suchbegriff' }))
    })

    it('in the content, is the field without a panel button, and no second search landmark', async () => {
      const { box } = await renderBox({ placement: 'content' })
      expect(box.queryByRole('search')).not.toBeInTheDocument()
      expect(box.queryByRole('button', { name: 'Suche' })).not.toBeInTheDocument()
      expect(box.getByRole('combobox', { name: 'Suchbegriff' })).toHaveAttribute('placeholder', 'Produkte und Inhalte suchen')
    })
  })
})
