import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { GOOD_TO_KNOW_EXAMPLES } from './good-to-know.widget'

const { tip, longest } = GOOD_TO_KNOW_EXAMPLES

describe('tools/good-to-know', () => {
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
