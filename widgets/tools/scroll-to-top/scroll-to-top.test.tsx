import { screen, waitFor } from '@testing-library/react'
import { marker } from '@/test/cms/html'
import { mountPage, pageDataScript } from '@/test/render'

const NAME = 'Zum Seitenanfang'
const button = () => screen.queryByRole('button', { name: NAME })
/** What a visitor sees: nothing up to 1000 px; beyond, the button while scrolling up, else only once it has keyboard focus. */
const state = () => {
  const found = button()
  return found === null ? 'absent' : found.hasAttribute('data-shown') ? 'shown' : 'until focused'
}

/** Puts the page at `y` px and fires the scroll event a browser would. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  window.dispatchEvent(new Event('scroll'))
}

/** Scrolls and waits for the frame in which the widget reads the position. */
async function scrollAndSettle(y: number) {
  scrollPageTo(y)
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await new Promise((resolve) => setTimeout(resolve, 0))
}

// jsdom does not scroll: window.scrollTo moves our simulated position and fires the event.
const scrollTo = () => vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => scrollPageTo(options.top ?? 0)) as typeof window.scrollTo)

// jsdom has no matchMedia: a stand-in that answers the reduced-motion query.
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }))
}

// The page around the button: a skip link first, as on every shop page, and a link further down.
const PAGE = `<a href="#main" class="skip">Zum Inhalt springen</a><main id="main"><p>Inhalt</p><a href="/produkte">Produkte</a></main>`
const mountButton = (before = PAGE) => mountPage(`${pageDataScript({})}${before}${marker('tools/scroll-to-top', {}, { hydrate: 'load' })}`)

afterEach(() => {
  vi.unstubAllGlobals()
  scrollPageTo(0)
  document.documentElement.style.scrollPaddingBottom = ''
})

describe('scroll-to-top', () => {
  it('starts from where the page is once it listens: scrolled back to the top while it mounted, it is not there', async () => {
    // The render reads the page far down; by the time the island listens, the visitor is back at the top.
    let reads = 0
    Object.defineProperty(window, 'scrollY', { get: () => (reads++ === 0 ? 2000 : 0), configurable: true })
    await mountButton()
    await waitFor(() => expect(state()).toBe('absent'))
    expect(reads).toBeGreaterThan(1)
  })

  it('starts from where the page is once it listens: scrolled beyond 1000 px while it mounted, it waits in the tab order', async () => {
    let reads = 0
    Object.defineProperty(window, 'scrollY', { get: () => (reads++ === 0 ? 0 : 2000), configurable: true })
    await mountButton()
    await waitFor(() => expect(state()).toBe('until focused'))
  })

  it('is not there at first, and not shown while scrolling down, even far down', async () => {
    await mountButton()
    expect(state()).toBe('absent')
    await scrollAndSettle(800)
    expect(state()).toBe('absent')
    await scrollAndSettle(1500)
    expect(state()).toBe('until focused')
  })

  it('shows beyond 1000 px only while scrolling upward, and not when scrolling down again', async () => {
    await mountButton()
    await scrollAndSettle(1500)
    await scrollAndSettle(1400)
    expect(state()).toBe('shown')
    await scrollAndSettle(1450)
    expect(state()).toBe('until focused')
    await scrollAndSettle(1300)
    expect(state()).toBe('shown')
  })

  it('goes when scrolling up comes within 1000 px of the top', async () => {
    await mountButton()
    await scrollAndSettle(1500)
    await scrollAndSettle(1001)
    expect(state()).toBe('shown')
    await scrollAndSettle(1000)
    expect(state()).toBe('absent')
  })

  it('does not appear when scrolling up from 1000 px or less', async () => {
    await mountButton()
    await scrollAndSettle(1000)
    await scrollAndSettle(900)
    expect(state()).toBe('absent')
  })

  it('reads the position once per frame however many scroll events arrive', async () => {
    await mountButton()
    await scrollAndSettle(1500)
    // Down and back up within one frame: the frame sees only where the page ended, 1200 px, above 1500.
    scrollPageTo(1600)
    scrollPageTo(1700)
    scrollPageTo(1200)
    await scrollAndSettle(1200)
    expect(state()).toBe('shown')
  })

  it('stays reachable with Tab beyond 1000 px, at the end of the page, where a keyboard user arrives', async () => {
    scrollTo()
    const { user } = await mountButton()
    await scrollAndSettle(1500)
    // The state follows the frame; on a busy machine React commits it a moment later.
    await waitFor(() => expect(button()).toBeInTheDocument())
    screen.getByRole('link', { name: 'Produkte' }).focus()
    await user.tab()
    expect(button()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus()
  })

  it('scrolls to the top smoothly and moves keyboard focus to the top of the page', async () => {
    const scroll = scrollTo()
    reducedMotion(false)
    const { user } = await mountButton()
    await scrollAndSettle(1500)
    await scrollAndSettle(1400)
    await user.click(button()!)
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus()
    await waitFor(() => expect(state()).toBe('absent'))
  })

  it('jumps without animation when the visitor asks for reduced motion', async () => {
    const scroll = scrollTo()
    reducedMotion(true)
    const { user } = await mountButton()
    await scrollAndSettle(1500)
    await scrollAndSettle(1400)
    await user.click(button()!)
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' })
  })

  it('works from the keyboard: Enter on the focused button', async () => {
    scrollTo()
    const { user } = await mountButton()
    await scrollAndSettle(1500)
    await scrollAndSettle(1400)
    button()!.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus()
    // The next Tab continues from the top.
    await user.tab()
    expect(screen.getByRole('link', { name: 'Produkte' })).toHaveFocus()
  })

  it('skips what cannot take focus at the top (hidden, disabled, inert)', async () => {
    scrollTo()
    const { user } = await mountButton(
      `<div hidden><a href="/versteckt">Versteckt</a></div><button disabled>Aus</button><div inert><a href="/inert">Inert</a></div><a href="/konto" tabindex="-1">Konto</a>${PAGE}`,
    )
    await scrollAndSettle(1500)
    await scrollAndSettle(1400)
    await user.click(button()!)
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus()
  })

  it('focuses the page itself when nothing else on it can take focus, and leaves the body as it was afterwards', async () => {
    scrollTo()
    const { user } = await mountButton('<p>Nur Text</p>')
    await scrollAndSettle(1500)
    await scrollAndSettle(1400)
    await user.click(button()!)
    expect(document.body).toHaveFocus()
    expect(document.body).toHaveAttribute('tabindex', '-1')
    document.body.blur()
    expect(document.body).not.toHaveAttribute('tabindex')
  })

  it('moves up by the height of the notification stack, so it never sits under a notification', async () => {
    await mountButton()
    await scrollAndSettle(1500)
    await scrollAndSettle(1400)
    expect(button()!.style.getPropertyValue('--scroll-to-top-clearance')).toBe('0px')
    // What the notification host writes while notifications stack at the bottom edge.
    document.documentElement.style.scrollPaddingBottom = '132px'
    await waitFor(() => expect(button()!.style.getPropertyValue('--scroll-to-top-clearance')).toBe('132px'))
    document.documentElement.style.scrollPaddingBottom = ''
    await waitFor(() => expect(button()!.style.getPropertyValue('--scroll-to-top-clearance')).toBe('0px'))
  })
})
