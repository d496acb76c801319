import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { TEXT_BUTTON_EXAMPLES } from './text-button.widget'

const { advice, longest } = TEXT_BUTTON_EXAMPLES

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
})
