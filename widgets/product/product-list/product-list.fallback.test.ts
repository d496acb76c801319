import { PRODUCT_LIST_PAGE_SIZE } from '@/api/products'
import { fallbackHtml } from '@/test/cms/widget-markup'

const tiles = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  return root.querySelectorAll('[data-part="grid"] > li').length
}

describe('the product list’s fallback markup (docs/fallbacks.md)', () => {
  it('keeps a full page of tiles, as many as the island’s skeleton, when the CMS knows no first page', () => {
    expect(tiles(fallbackHtml('product/product-list', { categoryId: 'c-motor' }, 'de'))).toBe(PRODUCT_LIST_PAGE_SIZE)
  })

  it('keeps a tile per product of the first page given as the initialPage prop, and load more’s box when there are more', () => {
    const initialPage = { products: [{}, {}, {}], totalCount: 7 }
    const html = fallbackHtml('product/product-list', { categoryId: 'c-motor', initialPage }, 'de', { signedIn: true })
    expect(tiles(html)).toBe(3)
    expect(html).toContain('data-part="more"')
    expect(html).not.toContain('data-part="prompt"')
  })
})
