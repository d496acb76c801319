import { screen, within } from '@testing-library/react'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { marker } from '@/test/cms/html'
import { localeEntries } from '@/test/cms/page-data'
import { footerContent } from '@/test/cms/pages/footer'
import { mountPage, renderWidget } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

type Props = WidgetInputs['footer/footer']

// The demo site's footer (Schmierstoffe AG, Winterthur; theme 01), as the CMS places it on every page.
const props: Props = footerContent({ theme: '01', tenant: 'lubricants-ch' })
const session = { language: 'de-CH', locales: localeEntries('/') }
const renderFooter = (footer: Props = props) => renderWidget('footer/footer', footer, { pageData: { session } })

const warnings = () => vi.mocked(console.warn).mock.calls.map(([text]) => String(text))

/** A viewport of `width` px for useMinWidth (jsdom has no layout, so no matchMedia of its own). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: width >= Number(/\(min-width: (\d+)px\)/.exec(media)?.[1] ?? 0),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }))
}
afterEach(() => vi.unstubAllGlobals())

/** Markup with its attributes in one order and without classes (the island's CSS-module names), to compare structure. */
function canonical(root: Element): string {
  const copy = root.cloneNode(true) as Element
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...element.attributes].filter((attribute) => attribute.name !== 'class').sort((a, b) => a.name.localeCompare(b.name))
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name)
    for (const attribute of attributes) element.setAttribute(attribute.name, attribute.value)
  }
  return copy.outerHTML
}

describe('footer', () => {
  it('shows the link columns side by side from 1024 px, each under its heading', async () => {
    await renderFooter()
    for (const title of ['Produkte', 'Service', 'Mein Konto', 'Unternehmen']) expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Motorenöle' })).toHaveAttribute('href', '/produkte/motorenoele')
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/konto')
    expect(screen.queryByRole('button', { name: 'Produkte' })).not.toBeInTheDocument()
  })

  it('opens a link that leaves for a new tab with rel="noopener noreferrer" and says so', async () => {
    await renderFooter()
    const portal = screen.getByRole('link', { name: 'Stellenportal (öffnet in neuem Tab)' })
    expect(portal).toHaveAttribute('target', '_blank')
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Über uns' })).not.toHaveAttribute('target')
  })

  it('shows the contact block with the address, phone and e-mail links and the opening hours', async () => {
    await renderFooter()
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt' })).toBeInTheDocument()
    const address = screen.getByText(/Industriestrasse 12/).closest('address')
    expect(address).toHaveTextContent('Schmierstoffe AGIndustriestrasse 128404 WinterthurSchweiz')
    expect(screen.getByRole('link', { name: '+41 52 208 30 00' })).toHaveAttribute('href', 'tel:+41522083000')
    expect(screen.getByRole('link', { name: 'info@schmierstoffe.example' })).toHaveAttribute('href', 'mailto:info@schmierstoffe.example')
    expect(address).toHaveTextContent('ÖffnungszeitenMo–Fr 7.30–12.00 und 13.15–17.00 Uhr')
  })

  it('names each social link after the company and the network, in a new tab with rel="noopener noreferrer"', async () => {
    await renderFooter()
    expect(screen.getByRole('heading', { level: 2, name: 'Folgen Sie uns' })).toBeInTheDocument()
    const linkedIn = screen.getByRole('link', { name: 'Schmierstoffe AG auf LinkedIn (öffnet in neuem Tab)' })
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/schmierstoffe-ag')
    expect(linkedIn).toHaveAttribute('target', '_blank')
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer')
    for (const network of ['XING', 'YouTube', 'Instagram']) expect(screen.getByRole('link', { name: `Schmierstoffe AG auf ${network} (öffnet in neuem Tab)` })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('lists the legal links and the copyright line', async () => {
    await renderFooter()
    const legal = screen.getByRole('list', { name: 'Rechtliche Hinweise' })
    expect(within(legal).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Impressum', '/impressum'],
      ['Datenschutz', '/datenschutz'],
      ['AGB', '/agb'],
      ['Cookie-Einstellungen', '/datenschutz#cookie-einstellungen'],
    ])
    expect(screen.getByText('© 2026 Schmierstoffe AG')).toBeInTheDocument()
  })

  it('offers the header’s language and country switcher, unless switched off', async () => {
    const { user } = await renderFooter()
    await user.click(screen.getByRole('button', { name: 'Deutsch, Sprache und Land wählen' }))
    expect(within(screen.getByRole('list', { name: 'Sprachen: Schweiz' })).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true')
  })

  it('leaves the switcher out when the editor switched it off', async () => {
    await renderFooter({ ...props, languageSwitcher: false })
    expect(screen.queryByRole('button', { name: /Sprache und Land wählen/ })).not.toBeInTheDocument()
  })

  it('shows the columns as an accordion below 1024 px, one heading button per column', async () => {
    viewport(375)
    const { user } = await renderFooter()
    const products = screen.getByRole('button', { name: 'Produkte' })
    expect(products.closest('h2')).not.toBeNull()
    expect(products).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Motorenöle' })).not.toBeInTheDocument()
    await user.click(products)
    expect(products).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Motorenöle' })).toBeVisible()
    // Contact, social and legal links stay in view on the phone.
    expect(screen.getByRole('link', { name: '+41 52 208 30 00' })).toBeVisible()
  })

  it('renders the very markup of the CMS’s fallback, so the page does not shift when it mounts', async () => {
    const footer = { ...props, languageSwitcher: false }
    const { el } = await renderFooter(footer)
    const fallback = document.createElement('div')
    fallback.innerHTML = fallbackHtml('footer/footer', footer, 'de-CH')
    const island = el.firstElementChild
    const expected = fallback.querySelector('[data-fallback="footer"] > [data-part="footer"]')
    if (!island || !expected) throw new Error('footer markup missing')
    expect(canonical(island)).toBe(canonical(expected))
  })

  it.each([
    [{ columns: Array.from({ length: 7 }, (_, index) => ({ title: `Spalte ${index + 1}`, links: [{ label: 'Kontakt', href: '/kontakt' }] })) }, 'props.columns: expected length <=6, got 7'],
    [{ columns: [{ title: 'Service', links: Array.from({ length: 13 }, () => ({ label: 'Kontakt', href: '/kontakt' })) }] }, 'props.columns.0.links: expected length <=12, got 13'],
    [{ legalLinks: [{ label: 'Impressum', href: 'javascript:alert(1)' }] }, 'props.legalLinks.0.href: must start with /, #, https://, http://, mailto: or tel:, got "javascript:alert(1)"'],
    [{ socialLinks: [{ network: 'linkedin', href: 'http://www.linkedin.com/company/x' }] }, 'props.socialLinks.0.href: must be an https:// address, got "http://www.linkedin.com/company/x"'],
  ] as [Props, string][])('is skipped with a warning that names the prop for %#, while its neighbour renders', async (bad, problem) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await mountPage(marker('footer/footer', bad, { id: 'bad', hydrate: 'load' }) + marker('footer/footer', { copyright: '© 2026 Schmierstoffe AG', languageSwitcher: false }, { hydrate: 'load' }))
    expect(screen.getByText('© 2026 Schmierstoffe AG')).toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    expect(warnings()).toContain(`[data-component="footer"][data-widget="footer"]: ${problem}`)
  })
})
