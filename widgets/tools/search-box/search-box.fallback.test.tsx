import { within } from '@testing-library/react'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { renderWidget } from '@/test/render'

describe('the search box’s fallback markup (docs/fallbacks.md)', () => {
  it('holds as long a term as the island’s field, and keeps what the island would cut', async () => {
    const { el } = await renderWidget('tools/search-box', { placement: 'content' }, { pageData: { session: { urls: { searchDetailLink: '/suche' } } } })
    const island = within(el).getByRole('combobox', { name: 'Suchbegriff' })
    const fallback = document.createElement('div')
    fallback.innerHTML = fallbackHtml('tools/search-box', { placement: 'content' }, 'de', { searchPage: '/suche', term: 'x'.repeat(150) })
    const field = fallback.querySelector('input[name="search"]')
    expect(island).toHaveAttribute('maxlength')
    expect(field?.getAttribute('maxlength')).toBe(island.getAttribute('maxlength'))
    expect(field?.getAttribute('value')).toHaveLength(Number(island.getAttribute('maxlength')))
    expect(fallback.querySelector('form')).toHaveAttribute('action', '/suche')
  })
})
