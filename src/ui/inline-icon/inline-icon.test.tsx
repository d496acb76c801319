import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { iconUrl, staticUrl } from '@/src/lib/static-files'
import { server } from '@/test/mocks/node'
import { renderWithProviders } from '@/test/render'
import { InlineIcon } from './inline-icon'
import { loadIcon, MAX_ICON_BYTES } from './load-icon'

const svgOf = (el: HTMLElement, name: string) => el.querySelector(`[data-icon="${name}"] > svg`)

describe('inline icon', () => {
  it('draws the file of public/icons inline, decorative and in the text colour', async () => {
    const { container } = renderWithProviders(<InlineIcon name="cart" />)
    await waitFor(() => expect(svgOf(container, 'cart')).not.toBeNull())
    expect(container.querySelector('[data-icon="cart"]')).toHaveAttribute('aria-hidden', 'true')
    expect(svgOf(container, 'cart')).toHaveAttribute('stroke', 'currentColor')
  })

  it('asks for an icon once, however many places show it, and shows it at once where it is loaded', async () => {
    let requests = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/icons/search.svg')) requests++
    })
    const { container } = renderWithProviders(
      <>
        <InlineIcon name="search" />
        <InlineIcon name="search" />
      </>,
    )
    await waitFor(() => expect(container.querySelectorAll('[data-icon="search"] > svg')).toHaveLength(2))
    const later = renderWithProviders(<InlineIcon name="search" />)
    expect(svgOf(later.container, 'search')).not.toBeNull()
    expect(requests).toBe(1)
    server.events.removeAllListeners()
  })

  it('only warns when the icon is missing, and keeps its empty box', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = renderWithProviders(<InlineIcon name="no-such-icon" />)
    await waitFor(() => expect(warn).toHaveBeenCalledWith(`Icon "no-such-icon" not shown: ${iconUrl('no-such-icon')} answered 404`))
    expect(container.querySelector('[data-icon="no-such-icon"]')).toBeEmptyDOMElement()
  })

  it.each([
    ['a network failure', () => HttpResponse.error(), 'could not be loaded'],
    ['an HTML page answered with 200', () => HttpResponse.text('<!doctype html><p>Startseite</p>'), 'not an SVG file'],
    ['a file too large for an icon', () => HttpResponse.text(`<svg>${' '.repeat(MAX_ICON_BYTES)}</svg>`), `larger than ${MAX_ICON_BYTES} bytes`],
  ])('does not show %s, with a warning', async (_, answer, why) => {
    server.use(http.get(`*${staticUrl('icons/:file')}`, answer))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(loadIcon('broken')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(why))
  })

  it('refuses a name that could leave the icon folder without asking the server', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let asked = false
    server.events.on('request:start', () => (asked = true))
    await expect(loadIcon('../api/user')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Icon "../api/user" not shown: not an icon name')
    expect(asked).toBe(false)
    server.events.removeAllListeners()
  })

  it('strips scripts, handlers, styles and outside references from the file', async () => {
    server.use(
      http.get(`*${staticUrl('icons/:file')}`, () =>
        HttpResponse.text(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><style>body{display:none}</style><use href="https://evil.example/x.svg#a"/><path d="M0 0h24" onclick="alert(3)"/></svg>',
        ),
      ),
    )
    const svg = await loadIcon('hostile')
    expect(svg).toContain('<path d="M0 0h24">')
    expect(svg).not.toMatch(/script|onload|onclick|style|use|evil/)
  })
})
