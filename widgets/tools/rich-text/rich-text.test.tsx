import { screen } from '@testing-library/react'
import { marker, rawMarker } from '@/test/cms/html'
import { mountPage, renderWidget } from '@/test/render'

describe('rich-text', () => {
  it('renders the CMS text with its headings, lists and links', async () => {
    await renderWidget('tools/rich-text', { html: '<h2>Motorenöle</h2><p>Für <strong>alle</strong> Motoren.</p><ul><li>5W-30</li></ul><a href="/produkte">Alle Produkte</a>' })
    expect(screen.getByRole('heading', { level: 2, name: 'Motorenöle' })).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent('5W-30')
    expect(screen.getByRole('link', { name: 'Alle Produkte' })).toHaveAttribute('href', '/produkte')
  })

  it('makes a table wider than the block a tab stop, so the keyboard can scroll it, and one that fits none', async () => {
    const html = '<table id="wide"><tbody><tr><td>1</td></tr></tbody></table><table id="narrow"><tbody><tr><td>2</td></tr></tbody></table>'
    // jsdom lays nothing out: the first table is 600 px of content in 300 px, the second fits.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.id === 'wide' ? 600 : 300
    })
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
    await renderWidget('tools/rich-text', { html })
    expect(document.getElementById('wide')).toHaveAttribute('tabindex', '0')
    expect(document.getElementById('narrow')).not.toHaveAttribute('tabindex')
  })

  it('removes scripts, event handlers and javascript: links', async () => {
    const { el } = await renderWidget(
      'tools/rich-text',
      { html: '<p onclick="alert(1)">Text</p><script>alert(2)</script><img src="x" onerror="alert(3)" alt="Bild"><a href="javascript:alert(4)">Klick</a>' },
      { marker: { propsIn: 'script' } },
    )
    expect(el.querySelector('script:not([type="application/json"])')).toBeNull()
    const rendered = screen.getByText('Text').parentElement as HTMLElement
    expect(rendered.innerHTML).not.toMatch(/onclick|onerror|javascript:|alert/)
    expect(screen.getByRole('img', { name: 'Bild' })).toBeInTheDocument()
  })

  it.each(['form', 'style', 'input', 'button', 'select', 'textarea'])('never lets a <%s> through', async (tag) => {
    const { el } = await renderWidget('tools/rich-text', { html: `<p>Vorher</p><${tag}>Inhalt</${tag}><p>Nachher</p>` })
    expect(el.querySelector(tag)).toBeNull()
    expect(screen.getByText('Nachher')).toBeInTheDocument()
  })

  it('gives links that open a new tab rel="noopener noreferrer" and drops unknown targets', async () => {
    await renderWidget('tools/rich-text', { html: '<a href="https://example.ch" target="_blank" rel="opener">Extern</a><a href="/x" target="evil">Intern</a>' })
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Intern' })).not.toHaveAttribute('target')
  })

  it.each([
    ['66', 'w66'],
    ['50', 'w50'],
    ['33', 'w33'],
    ['default', 'full'],
    [undefined, 'full'],
  ] as const)('renders width %s with the %s layout', async (width, className) => {
    await renderWidget('tools/rich-text', width ? { html: '<p>Breite</p>', width } : { html: '<p>Breite</p>' })
    expect(screen.getByText('Breite').parentElement).toHaveClass(className)
  })

  it.each([
    [{ html: 42 }, 'props.html: expected string, got 42'],
    [{ html: '<p>x</p>', width: '70' }, 'props.width: expected "default" | "66" | "50" | "33", got "70"'],
    [{}, 'props.html: required, but missing'],
  ])('is skipped with a warning that names the prop for %j, while its neighbour renders', async (props, problem) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await mountPage(rawMarker({ area: 'tools', widget: 'rich-text', props, id: 'bad' }) + marker('tools/rich-text', { html: '<p>Nachbar</p>' }))
    expect(screen.getByText('Nachbar')).toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    expect(console.warn).toHaveBeenCalledWith(`[data-component="tools"][data-widget="rich-text"]: ${problem}`, expect.any(Error))
  })
})
