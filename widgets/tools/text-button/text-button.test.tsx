import { fireEvent, screen, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { TEXT_BUTTON_EXAMPLES } from './text-button.widget'

const { advice, longest, prices } = TEXT_BUTTON_EXAMPLES

describe('tools/text-button', () => {
  it('shows the title, the text and the link with the button’s look', async () => {
    await renderWidget('tools/text-button', advice)
    expect(screen.getByRole('heading', { level: 2, name: 'Technische Beratung' })).toBeInTheDocument()
    expect(screen.getByText(/Unsere Anwendungstechniker beraten Sie persönlich/)).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Beratung anfragen' })
    expect(link).toHaveAttribute('href', '/kontakt')
    expect(link).toHaveAttribute('data-look', 'button')
    expect(link).not.toHaveAttribute('rel')
  })

  it('opens a new tab without opener or referrer and says so (spec 2 §5)', async () => {
    await renderWidget('tools/text-button', longest)
    const link = screen.getByRole('link', { name: 'DGUV Regel 109-003 «Tätigkeiten mit Kühlschmierstoffen» lesen (öffnet in neuem Tab)' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('title', 'Website der Deutschen Gesetzlichen Unfallversicherung')
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(longest.title)
  })

  it('shows the text without a title when the CMS gives none', async () => {
    await renderWidget('tools/text-button', { html: advice.html, link: advice.link })
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Beratung anfragen' })).toBeInTheDocument()
  })

  it('sanitises the CMS’s text: no script, no handler, no form', async () => {
    const { el } = await renderWidget('tools/text-button', {
      html: '<p onclick="alert(1)">Sicher<script>alert(2)</script></p><form action="/x"><input name="a"></form><img src="x" onerror="alert(3)">',
      link: advice.link,
    })
    const text = el.querySelector('[data-part="text"]')!
    expect(text.innerHTML).toBe('<p>Sicher</p><img src="x">')
  })

  it('refuses a link to javascript: and leaves the block out with a warning, the page otherwise intact', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/text-button', { ...advice, link: { href: 'javascript:alert(1)', text: 'Los' } })
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/link\.href/)
  })

  it('opens its content modal, 800 px wide, with the editor’s text sanitised; Escape closes it and the focus returns to the button', async () => {
    const { user } = await renderWidget('tools/text-button', { ...prices, modal: { ...prices.modal, html: `${prices.modal.html}<img src=x onerror="alert(1)">` } })
    const button = screen.getByRole('link', { name: 'Preise ansehen' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('href', '/service/oelanalyse')
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Preise der Ölanalyse' })
    expect(dialog).toHaveAttribute('data-size', '800')
    expect(within(dialog).getByText('Hydraulik mit Partikelzählung: CHF 79')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: '052 208 30 20' })).toHaveAttribute('href', 'tel:+41522083020')
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('leaves a click that opens the link elsewhere (a new tab) to the browser', async () => {
    await renderWidget('tools/text-button', prices)
    const button = screen.getByRole('link', { name: 'Preise ansehen' })
    // fireEvent returns false when the page prevented the browser's own handling.
    expect(fireEvent.click(button, { ctrlKey: true })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
