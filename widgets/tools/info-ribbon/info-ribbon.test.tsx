import { screen } from '@testing-library/react'
import { parseCookies } from '@/test/cms/context'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { infoRibbonChrome } from '@/test/cms/pages/info-ribbon'
import { destroyPages, renderWidget } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { DISMISSED_COOKIE, DISMISSED_STORAGE_KEY, ribbonKey } from './dismissal'

const TEXT = 'Neu: Bestellen Sie rund um die Uhr im Webshop – Lieferung innert 24 Stunden in der ganzen Schweiz.'
const NEW_TEXT = 'Über die Feiertage bleibt unser Lager vom 24. Dezember bis 2. Januar geschlossen.'

const renderRibbon = (infoRibbon: string, props: WidgetInputs['tools/info-ribbon'] = {}) =>
  renderWidget('tools/info-ribbon', props, { pageData: { session: { infoRibbon } } })

/** A new page load: the islands go, the cookies and storage stay, as in a browser. */
const reload = (infoRibbon: string) => {
  destroyPages()
  return renderRibbon(infoRibbon)
}

const ribbon = (name = TEXT) => screen.queryByRole('region', { name })
const closeButton = () => screen.getByRole('button', { name: 'Hinweis schließen' })
const cookies = () => parseCookies(document.cookie)

afterEach(() => {
  document.cookie = `${DISMISSED_COOKIE}=; Path=/; Max-Age=0`
})

describe('info-ribbon', () => {
  it('is a region named by its text before the island mounts too: the CMS’s page lies within landmarks', () => {
    document.body.innerHTML = fallbackHtml('tools/info-ribbon', { link: { href: '/webshop', text: 'Zum Webshop' } }, 'de-CH', { infoRibbon: TEXT })
    expect(screen.getByRole('region', { name: `${TEXT} Zum Webshop` })).toHaveTextContent(TEXT)
  })

  it('shows the session’s ribbon text as a region named by it, with a close button', async () => {
    await renderRibbon(TEXT)
    expect(ribbon()).toHaveTextContent(TEXT)
    expect(closeButton()).toBeInTheDocument()
  })

  it('takes no room when the session has no ribbon text', async () => {
    const { el } = await renderRibbon('   ')
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el).toBeEmptyDOMElement()
  })

  it('is dismissed with the keyboard: Tab to the close button, Enter', async () => {
    const { user } = await renderRibbon(TEXT)
    await user.tab()
    expect(closeButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(ribbon()).not.toBeInTheDocument()
  })

  it('is dismissed by a click on its text (spec 2 §2.4)', async () => {
    const { user } = await renderRibbon(TEXT)
    await user.click(screen.getByText(TEXT))
    expect(ribbon()).not.toBeInTheDocument()
  })

  it('stays dismissed for that text on the next page, and shows again for a new text', async () => {
    const { user } = await renderRibbon(TEXT)
    await user.click(closeButton())
    expect(cookies()[DISMISSED_COOKIE]).toBe(ribbonKey(TEXT))

    const { el } = await reload(TEXT)
    expect(ribbon()).not.toBeInTheDocument()
    expect(el).toBeEmptyDOMElement()

    await reload(NEW_TEXT)
    expect(ribbon(NEW_TEXT)).toBeInTheDocument()
  })

  it('remembers the dismissed text beside others, so a page’s own ribbon does not bring the site’s back', async () => {
    const { user } = await renderRibbon(TEXT)
    await user.click(closeButton())
    const second = await reload(NEW_TEXT)
    await second.user.click(closeButton())
    expect(cookies()[DISMISSED_COOKIE]).toBe(`${ribbonKey(NEW_TEXT)}.${ribbonKey(TEXT)}`)
    await reload(TEXT)
    expect(ribbon()).not.toBeInTheDocument()
  })

  it('keeps working where cookies are blocked: the dismissal goes to localStorage', async () => {
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => undefined)
    const { user } = await renderRibbon(TEXT)
    await user.click(closeButton())
    expect(ribbon()).not.toBeInTheDocument()
    expect(window.localStorage.getItem(DISMISSED_STORAGE_KEY)).toBe(ribbonKey(TEXT))
    await reload(TEXT)
    expect(ribbon()).not.toBeInTheDocument()
    await reload(NEW_TEXT)
    expect(ribbon(NEW_TEXT)).toBeInTheDocument()
  })

  it.each(['<script>alert(1)</script>', 'abc', '{"key":"x"}', ribbonKey(TEXT).toUpperCase()])('ignores a stored value of another form (%s)', async (stored) => {
    window.localStorage.setItem(DISMISSED_STORAGE_KEY, stored)
    await renderRibbon(TEXT)
    expect(ribbon()).toBeInTheDocument()
  })

  it('keys a text as the CMS must: FNV-1a over its UTF-8 bytes, 8 hex digits', () => {
    expect(ribbonKey('')).toBe('811c9dc5')
    expect(ribbonKey('a')).toBe('e40c292c')
    expect(ribbonKey('foobar')).toBe('bf9cf968')
    // UTF-8: "ü" is the two bytes C3 BC (over the one code unit FC it would be 790b80bb).
    expect(ribbonKey('ü')).toBe('119dd44a')
    expect(ribbonKey(TEXT)).toMatch(/^[0-9a-f]{8}$/)
  })

  it('is left out by the CMS once the visitor’s cookie says this text was dismissed', async () => {
    const page = (cookieHeader: string) => ({ path: '/', title: 'Start', session: { infoRibbon: TEXT }, cookies: parseCookies(cookieHeader) })
    const context = { locale: 'de-CH' } as Parameters<typeof infoRibbonChrome.render>[0]
    expect(infoRibbonChrome.render(context, page(''))).toContain('data-widget="info-ribbon"')

    const { user } = await renderRibbon(TEXT)
    await user.click(closeButton())
    expect(infoRibbonChrome.render(context, page(document.cookie))).toBe('')
    expect(infoRibbonChrome.render(context, { ...page(document.cookie), session: { infoRibbon: NEW_TEXT } })).toContain(NEW_TEXT)
  })

  it('cuts an overlong text with an ellipsis', async () => {
    await renderRibbon('Hochleistungsschmierstoff'.repeat(100))
    const text = screen.getByText(/^Hochleistungsschmierstoff/)
    expect(text.textContent).toHaveLength(300)
    expect(text.textContent.endsWith('…')).toBe(true)
  })

  it('shows its text prop and link instead of the session’s text; an unsafe link is plain text', async () => {
    await renderRibbon(TEXT, { text: NEW_TEXT, link: { href: '/kontakt', text: 'Öffnungszeiten' } })
    const region = screen.getByRole('region', { name: `${NEW_TEXT} Öffnungszeiten` })
    expect(screen.getByRole('link', { name: 'Öffnungszeiten' })).toHaveAttribute('href', '/kontakt')
    expect(region).not.toHaveTextContent(TEXT)
    destroyPages()
    await renderWidget('tools/info-ribbon', { text: NEW_TEXT, link: { href: 'javascript:alert(1)', text: 'Details' } })
    expect(screen.getByText('Details').closest('a')).toBeNull()
  })

  it('renders the text and link of the CMS’s fallback, in the same parts', async () => {
    const link = { href: '/kontakt', text: 'Öffnungszeiten' }
    const fallback = document.createElement('div')
    fallback.innerHTML = fallbackHtml('tools/info-ribbon', { text: NEW_TEXT, link }, 'de')
    const { el } = await renderWidget('tools/info-ribbon', { text: NEW_TEXT, link })
    const parts = (root: Element) => [...root.querySelectorAll('[data-part]')].map((part) => `${part.getAttribute('data-part') ?? ''}:${part.textContent}`)
    expect(parts(el)).toEqual(parts(fallback))
    expect(fallback.querySelector('[data-part="text"]')?.innerHTML).toBe(el.querySelector('[data-part="text"]')?.innerHTML)
  })
})
