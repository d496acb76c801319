import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { expectSameMarkup } from '@/test/same-markup'
import { ProductTags } from './product-tags'
import { productTagsHtml } from './product-tags.fallback'

// As an editor or a backend may give them: not in spec 2 §1's order.
const TAGS = [
  { type: 'bestseller', label: 'Bestseller' },
  { type: 'sale', label: 'Aktion' },
  { type: 'new', label: 'Neu' },
]

describe('product tags', () => {
  it('show sale, new, bestseller in that order (spec 2 §1), named as a list, as the fallback writes them', () => {
    const { container } = renderWithProviders(<ProductTags tags={TAGS} label="Auszeichnungen" />)
    const list = screen.getByRole('list', { name: 'Auszeichnungen' })
    expect(screen.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Aktion', 'Neu', 'Bestseller'])
    expect(list).toHaveAttribute('data-look', 'product-tags')
    expectSameMarkup(container, productTagsHtml(TAGS, 'Auszeichnungen'))
  })

  it('leave nothing behind without tags', () => {
    const { container } = renderWithProviders(<ProductTags tags={[]} label="Auszeichnungen" />)
    expect(container).toBeEmptyDOMElement()
    expect(productTagsHtml([], 'Auszeichnungen')).toBe('')
  })
})
