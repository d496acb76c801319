import { screen } from '@testing-library/react'
import { CONTENT_ICON_NAMES, contentIconHtml } from '@/src/ui/content-icons/content-icons'
import { renderWidget } from '@/test/render'
import { ICON_TEXT_EXAMPLES } from './icon-text.widget'

const { delivery, longest } = ICON_TEXT_EXAMPLES

describe('tools/icon-text', () => {
  it('shows the symbol on the brand’s disc by default, to the eye only, with the title at level 3 and the text', async () => {
    const { el } = await renderWidget('tools/icon-text', delivery)
    const icon = el.querySelector('[data-part="icon"]')!
    expect(icon).toHaveAttribute('data-icon-color', 'default')
    expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('heading', { level: 3, name: 'Lieferung in 24 Stunden' })).toBeInTheDocument()
    expect(screen.getByText(/am nächsten Werktag/)).toBeInTheDocument()
  })

  it('takes the colour and level the editor picked', async () => {
    const { el } = await renderWidget('tools/icon-text', longest)
    expect(el.querySelector('[data-part="icon"]')).toHaveAttribute('data-icon-color', 'lightgray')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(longest.title)
  })

  it('draws the symbol the editor named, each name its own', async () => {
    const { el } = await renderWidget('tools/icon-text', delivery)
    expect(el.querySelector('[data-part="icon"]')!.innerHTML).toBe(contentIconHtml('truck'))
    expect(new Set(CONTENT_ICON_NAMES.map(contentIconHtml)).size).toBe(CONTENT_ICON_NAMES.length)
  })

  it('sanitises the CMS’s text', async () => {
    const { el } = await renderWidget('tools/icon-text', { ...delivery, html: '<p onclick="alert(1)">Schnell<script>alert(2)</script></p>' })
    expect(el.querySelector('[data-part="text"]')!.innerHTML).toBe('<p>Schnell</p>')
  })

  it.each([
    ['a symbol not in the set', { ...delivery, icon: 'rocket' }, /icon/],
    ['a colour the spec does not list', { ...delivery, iconColor: 'red' }, /iconColor/],
  ])('leaves out a block with %s, with a warning naming it', async (_, props, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/icon-text', props as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(problem)
  })
})
