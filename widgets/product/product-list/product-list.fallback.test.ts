import { PRODUCT_LIST_PAGE_SIZE, productListCheck } from '@/api/products'
import { PLACEHOLDER_IMAGE } from '@/src/widget/fallback'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { findAccount } from '@/test/mocks/db/index'
import { productListPage } from '@/test/mocks/db/product-list'
import { injectFault } from '@/test/mocks/faults'
import { renderWidget } from '@/test/render'
import { EAGER_TILES, TILE_IMAGE_SIZES } from '../parts/product-tile/tile-image'

const CATEGORY = 'c-motor'
const firstPage = (username: string | null = null) =>
  productListPage({ categoryId: CATEGORY }, {}, { offset: 0, limit: PRODUCT_LIST_PAGE_SIZE, account: username ? (findAccount(username) ?? null) : null })!
const page = firstPage()
const [first, second] = page.products as [(typeof page.products)[number], (typeof page.products)[number]]

/** The fallback markup as a document fragment's root. */
const parse = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}
const gridItems = (root: HTMLElement) => [...root.querySelectorAll<HTMLLIElement>('[data-part="grid"] > li')]
const render = (props: Parameters<typeof fallbackHtml<'product/product-list'>>[1], data?: Parameters<typeof fallbackHtml<'product/product-list'>>[3]) =>
  parse(fallbackHtml('product/product-list', props, 'de', data))

/** What a reader gets of a tile, the island's or the fallback's: its heading, link, texts, picture and tags. */
function tileOf(item: Element) {
  const heading = item.querySelector('h2, h3, h4, h5, h6')
  const img = item.querySelector('img')
  return {
    heading: heading?.tagName,
    title: heading?.textContent,
    href: heading?.querySelector('a')?.getAttribute('href'),
    texts: [...item.querySelectorAll('p')].map((p) => p.textContent).filter(Boolean),
    image: Object.fromEntries(['src', 'srcset', 'sizes', 'alt', 'title', 'loading', 'decoding'].map((name) => [name, img?.getAttribute(name) ?? null])),
    tags: item.querySelector('ul') && { label: item.querySelector('ul')?.getAttribute('aria-label'), items: [...item.querySelectorAll('ul > li')].map((li) => [li.getAttribute('data-tag'), li.textContent]) },
  }
}

describe('the product list’s fallback markup (docs/fallbacks.md)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('keeps a full page of placeholder tiles, hidden, as many as the island’s skeleton, when the CMS knows no first page', () => {
    const root = render({ categoryId: CATEGORY })
    expect(gridItems(root)).toHaveLength(PRODUCT_LIST_PAGE_SIZE)
    expect(root.querySelector('[data-part="grid"]')).toHaveAttribute('aria-hidden', 'true')
    expect(root.querySelectorAll('article, img, [data-part="grid"] a')).toHaveLength(0)
  })

  it('keeps as many placeholders as the first page the CMS knows has tiles, and load more’s box when there are more', () => {
    const root = render({ categoryId: CATEGORY }, { signedIn: true, firstPage: { tiles: 5, more: true } })
    expect(gridItems(root)).toHaveLength(5)
    expect(root.querySelector('[data-part="more"]')).toHaveAttribute('aria-hidden', 'true')
    expect(root.querySelector('[data-part="prompt"]')).toBeNull()
  })

  it('renders the initialPage prop’s tiles: the heading of headingLevel linking to the product page, article number, label, picture and tags', () => {
    const root = render({ categoryId: CATEGORY, headingLevel: 2, initialPage: page })
    const items = gridItems(root)
    expect(items).toHaveLength(page.products.length)
    // The content, not a placeholder: nothing of it is hidden from screen readers.
    expect(root.querySelector('[aria-hidden="true"] article, article[aria-hidden]')).toBeNull()
    expect(root.firstElementChild).not.toHaveAttribute('aria-hidden')
    const tile = tileOf(items[0]!)
    expect(tile).toMatchObject({ heading: 'H2', title: first.title, href: first.url })
    expect(tile.texts).toEqual([`Art.-Nr. ${first.articleNumber}`, ...(first.label ? [first.label] : [])])
    expect(tile.image).toMatchObject({ src: first.image?.fallback ?? PLACEHOLDER_IMAGE, sizes: TILE_IMAGE_SIZES, alt: first.image?.alt || first.title })
    expect(root.querySelector('[data-part="count"]')).toHaveTextContent(`${page.totalCount} Produkte`)
    expect(root.querySelector('[data-part="prompt"] a')).toBeNull()
  })

  it('loads the first row’s pictures at once, with high priority, and the others lazily, as the island does', () => {
    const images = [...render({ categoryId: CATEGORY, initialPage: page }).querySelectorAll('img')]
    expect(images.length).toBeGreaterThan(EAGER_TILES)
    images.forEach((img, index) => {
      expect(img).toHaveAttribute('loading', index < EAGER_TILES ? 'eager' : 'lazy')
      if (index < EAGER_TILES) expect(img).toHaveAttribute('fetchpriority', 'high')
      else expect(img).not.toHaveAttribute('fetchpriority')
    })
  })

  it('escapes what the data says: a hostile name, label, tag or picture stays text, an unsafe link no link', () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const product = {
      ...second,
      title: hostile,
      url: 'javascript:alert(1)',
      label: `"><script>alert(1)</script>`,
      articleNumber: '<b>1</b>',
      image: { fallback: `x" onerror="alert(1)`, srcset: `y.jpg 1x" onload="alert(1)`, alt: hostile },
      tags: [{ type: 'new', label: hostile }],
    }
    const html = fallbackHtml('product/product-list', { categoryId: CATEGORY, initialPage: { ...page, products: [product, first] } }, 'de')
    expect(html).not.toMatch(/<img src=x|<script|<b>|onerror="|onload="/)
    const items = gridItems(parse(html))
    expect(items).toHaveLength(2)
    const [tile] = items.map(tileOf)
    expect(tile).toMatchObject({ title: hostile, href: undefined, texts: ['Art.-Nr. <b>1</b>', `"><script>alert(1)</script>`] })
    expect(tile?.image).toMatchObject({ src: `x" onerror="alert(1)`, srcset: `y.jpg 1x" onload="alert(1)`, alt: hostile })
    expect(tile?.tags?.items).toEqual([['new', hostile]])
    // One picture per tile: the name made none.
    expect(items[0]!.querySelectorAll('img')).toHaveLength(1)
    expect(items[0]!.querySelector('h3 [data-part="link"]')?.tagName).toBe('SPAN')
  })

  it('links the prompt to log in where the CMS gives a safe address, and says it as text otherwise', () => {
    expect(render({ categoryId: CATEGORY, loginUrl: '/login-form' }).querySelector('[data-part="prompt"] a')).toHaveAttribute('href', '/login-form')
    const unsafe = render({ categoryId: CATEGORY, loginUrl: 'javascript:alert(1)' }).querySelector('[data-part="prompt"]')
    expect(unsafe).toHaveTextContent('Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.')
    expect(unsafe?.querySelector('a')).toBeNull()
  })

  it('makes an active shop user’s tiles a line taller, and the empty state says so when the first page has no product', () => {
    const shop = render({ categoryId: CATEGORY, initialPage: firstPage('kunde@example.ch') }, { signedIn: true, shopUser: true })
    expect(shop.querySelectorAll('article[data-shop-user]')).toHaveLength(page.products.length)
    const empty = render({ categoryId: CATEGORY, initialPage: { products: [], filters: [], totalCount: 0 } })
    expect(empty.querySelector('[data-part="empty"]')).toHaveTextContent('Keine Produkte gefunden.')
    expect(gridItems(empty)).toHaveLength(0)
  })

  it('reads the first page as the island does: a page it would drop gets the placeholders, not tiles it would take away', () => {
    const untitled: Partial<typeof first> = { ...first }
    delete untitled.title
    const pages = {
      valid: page,
      'a product without title': { ...page, products: [untitled, second] },
      'a tag of no known type': { ...page, products: [{ ...first, tags: [{ type: 'hot', label: 'Heiss' }] }] },
      'a malformed filter': { ...page, filters: [{ name: 'a b', label: 'x', type: 'multiselect', options: [] }] },
      'a negative total': { ...page, totalCount: -1 },
      'null for a missing picture and label': { ...page, products: [{ ...first, image: null, label: null, tags: [{ type: 'bestseller', label: 'B' }, { type: 'sale', label: 'A' }] }] },
    }
    for (const [name, initialPage] of Object.entries(pages)) {
      const island = productListCheck.parse(initialPage)
      const root = render({ categoryId: CATEGORY, initialPage })
      expect(root.querySelectorAll('article').length > 0, name).toBe(island.ok)
      if (!island.ok) expect(gridItems(root), name).toHaveLength(PRODUCT_LIST_PAGE_SIZE)
    }
    const sorted = render({ categoryId: CATEGORY, initialPage: pages['null for a missing picture and label'] })
    expect(tileOf(gridItems(sorted)[0]!)).toMatchObject({ texts: [`Art.-Nr. ${first.articleNumber}`], image: { src: PLACEHOLDER_IMAGE, alt: first.title }, tags: { items: [['sale', 'A'], ['bestseller', 'B']] } })
  })

  it('is the markup of the island’s first screen: the same tiles, in the same order, with the same pictures, headings, links and texts', async () => {
    // The island shows the CMS's page without asking; a request would fail.
    injectFault({ path: '/api/product/list', status: 500, times: Infinity })
    window.history.replaceState(null, '', '/produkte/motorenoele')
    // The island's placeholder picture under the build's base, as on the page.
    vi.stubEnv('BASE_URL', '/vue/')
    // With the data's corner cases: a picture without alternative text, a product without picture, tags out of order.
    const [one, two, three, ...rest] = page.products
    const products = [
      { ...one!, image: { fallback: '/vue/images/a.jpg', srcset: '/vue/images/a-480.jpg 480w, /vue/images/a-960.jpg 960w', alt: '', title: 'Kanister' } },
      { ...two!, image: undefined },
      { ...three!, tags: [{ type: 'bestseller', label: 'Bestseller' }, { type: 'new', label: 'Neu' }, { type: 'sale', label: 'Aktion' }] },
      ...rest,
    ]
    const props = { categoryId: CATEGORY, headingLevel: 3 as const, loginUrl: '/login-form', initialPage: { ...page, products } }
    const fallback = render(props)
    const { el } = await renderWidget('product/product-list', props)
    const island = [...el.querySelectorAll('article')].map((article) => article.closest('li')!)
    expect(island).toHaveLength(page.products.length)
    expect(gridItems(fallback).map(tileOf)).toEqual(island.map(tileOf))
    // The toolbar's total, the filter button's box and the prompt read the same too; no control before the island's.
    expect(fallback.querySelector('[data-part="count"]')?.textContent).toBe(el.querySelector('[role="status"]')?.textContent)
    expect(fallback.querySelector('[data-part="filter-toggle"]')?.textContent).toBe(el.querySelector('button[aria-expanded]')?.textContent)
    expect(fallback.querySelectorAll('button, input, [data-part="filter-toggle"]:not([aria-hidden="true"])')).toHaveLength(0)
    expect(fallback.querySelector('[data-part="prompt"]')?.innerHTML).toBe('<p><a href="/login-form">Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.</a></p>')
    expect(el.querySelector('a[href="/login-form"]')).toHaveTextContent('Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.')
  })
})
