import { screen } from '@testing-library/react'
import { mountPage } from '@/test/render'

const island = (props: unknown, id = 'rt') =>
  `<div id="${id}" data-component="tools" data-widget="rich-text" data-hydrate="load"><script type="application/json">${JSON.stringify(props).replace(/</g, '\\u003c')}</script></div>`

describe('rich-text', () => {
  it('renders the CMS text with its headings, lists and links', async () => {
    await mountPage(island({ html: '<h2>Motorenöle</h2><p>Für <strong>alle</strong> Motoren.</p><ul><li>5W-30</li></ul><a href="/produkte">Alle Produkte</a>' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Motorenöle' })).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent('5W-30')
    expect(screen.getByRole('link', { name: 'Alle Produkte' })).toHaveAttribute('href', '/produkte')
  })

  it('removes scripts, event handlers and javascript: links', async () => {
    await mountPage(island({ html: '<p onclick="alert(1)">Text</p><script>alert(2)</script><img src="x" onerror="alert(3)" alt="Bild"><a href="javascript:alert(4)">Klick</a>' }))
    const block = document.getElementById('rt') as HTMLElement
    expect(block.querySelector('script:not([type="application/json"])')).toBeNull()
    const rendered = screen.getByText('Text').parentElement as HTMLElement
    expect(rendered.innerHTML).not.toMatch(/onclick|onerror|javascript:|alert/)
    expect(screen.getByRole('img', { name: 'Bild' })).toBeInTheDocument()
  })

  it.each(['form', 'style', 'input', 'button', 'select', 'textarea'])('never lets a <%s> through', async (tag) => {
    await mountPage(island({ html: `<p>Vorher</p><${tag}>Inhalt</${tag}><p>Nachher</p>` }))
    expect(document.getElementById('rt')?.querySelector(tag)).toBeNull()
    expect(screen.getByText('Nachher')).toBeInTheDocument()
  })

  it('gives links that open a new tab rel="noopener noreferrer" and drops unknown targets', async () => {
    await mountPage(island({ html: '<a href="https://example.ch" target="_blank" rel="opener">Extern</a><a href="/x" target="evil">Intern</a>' }))
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Intern' })).not.toHaveAttribute('target')
  })

  it.each([
    ['66', 'w66'],
    ['50', 'w50'],
    ['33', 'w33'],
    ['default', 'full'],
    ['77', 'full'],
  ])('renders width %s with the %s layout', async (width, className) => {
    await mountPage(island({ html: '<p>Breite</p>', width }))
    expect(screen.getByText('Breite').parentElement).toHaveClass(className)
  })

  it('is skipped with a warning when html is not a string, while its neighbour renders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await mountPage(island({ html: 42 }, 'bad') + island({ html: '<p>Nachbar</p>' }, 'good'))
    expect(screen.getByText('Nachbar')).toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    expect(console.warn).toHaveBeenCalledWith('[data-component="tools"][data-widget="rich-text"]: rich-text needs "html" to be a string', expect.any(Error))
  })
})
