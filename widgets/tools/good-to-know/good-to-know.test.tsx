import { screen } from '@testing-library/react'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { renderWidget } from '@/test/render'
import { expectSameMarkup } from '@/test/same-markup'
import declaration, { GOOD_TO_KNOW_EXAMPLES } from './good-to-know.widget'

const { tip, longest } = GOOD_TO_KNOW_EXAMPLES

describe('tools/good-to-know', () => {
  it.each(Object.entries(declaration.examples))('renders the example «%s» as the CMS’s fallback writes it, so nothing moves when it mounts', async (_, props) => {
    const { el } = await renderWidget('tools/good-to-know', props)
    expectSameMarkup(el, fallbackHtml('tools/good-to-know', props, 'de-CH'))
  })

  it('is titled «Gut zu wissen» when the CMS gives no title, at level 3', async () => {
    await renderWidget('tools/good-to-know', tip)
    expect(screen.getByRole('heading', { level: 3, name: 'Gut zu wissen' })).toBeInTheDocument()
    expect(screen.getByText(/entmineralisiertem Wasser/)).toBeInTheDocument()
  })

  it('takes the title and level the CMS gives, with the text’s list and link', async () => {
    await renderWidget('tools/good-to-know', longest)
    expect(screen.getByRole('heading', { level: 2, name: longest.title })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Ölfinder' })).toHaveAttribute('href', '/oelfinder')
  })

  it('shows its symbol to the eye only', async () => {
    const { el } = await renderWidget('tools/good-to-know', tip)
    expect(el.querySelector('[data-part="icon"] svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('sanitises the CMS’s text: no script, no handler', async () => {
    const { el } = await renderWidget('tools/good-to-know', { html: '<p onmouseover="alert(1)">Hinweis<script>alert(2)</script></p>' })
    expect(el.querySelector('[data-part="text"]')!.innerHTML).toBe('<p>Hinweis</p>')
  })
})
