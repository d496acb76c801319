import { screen, waitFor, within } from '@testing-library/react'
import { injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { renderWidget } from '@/test/render'
import { IMAGE_HOTSPOTS_EXAMPLES } from './image-hotspots.widget'

const { workshop, farm } = IMAGE_HOTSPOTS_EXAMPLES

const spot = (title: string) => screen.getByRole('button', { name: `Hotspot: ${title}` })
const MOTOR_OIL = 'Motoröl Synth 5W-30 C3'
const GEAR_OIL = 'Getriebeöl 75W-90 GL-5 Synth'
const GREASE = 'Lithiumfett MP 2'
const USED_OIL = 'Altöl fachgerecht entsorgen'

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

/** Counts the calls for price labels the page makes from now on. */
function countLabelCalls() {
  const calls: string[][] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/product/price-label') {
      void request
        .clone()
        .json()
        .then((body: { products: string[] }) => calls.push(body.products))
    }
  })
  return calls
}

describe('tools/image-hotspots', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    server.events.removeAllListeners()
  })

  it('places a button at each hotspot, named after its tile, that controls its tile, closed at first', async () => {
    const { el } = await renderWidget('tools/image-hotspots', workshop)
    expect(screen.getByRole('img', { name: workshop.image.alt })).toHaveAttribute('sizes', '(min-width: 1200px) 1168px, 100vw')
    const spots = [MOTOR_OIL, GEAR_OIL, GREASE, USED_OIL].map(spot)
    // Whole percent: 54.5 % is drawn at 55 %, as the fallback writes it.
    expect(spots.map((button) => [button.dataset.top, button.dataset.left])).toEqual([
      ['38', '61'],
      ['47', '45'],
      ['48', '32'],
      ['73', '55'],
    ])
    for (const button of spots) {
      expect(button).toHaveAttribute('aria-expanded', 'false')
      expect(el.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`)).not.toBeVisible()
    }
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens one tile at a time: a click opens its tile and closes the other, a second click closes it', async () => {
    const { user } = await renderWidget('tools/image-hotspots', workshop)
    await user.click(spot(MOTOR_OIL))
    const tile = screen.getByRole('dialog', { name: MOTOR_OIL })
    expect(spot(MOTOR_OIL)).toHaveAttribute('aria-expanded', 'true')
    expect(spot(MOTOR_OIL)).toHaveAttribute('aria-controls', tile.id)

    await user.click(spot(USED_OIL))
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: USED_OIL })])
    expect(spot(MOTOR_OIL)).toHaveAttribute('aria-expanded', 'false')

    await user.click(spot(USED_OIL))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(spot(USED_OIL)).toHaveAttribute('aria-expanded', 'false')
  })

  it('moves the focus into a tile as it opens, and back to its hotspot when its close button closes it', async () => {
    const { user } = await renderWidget('tools/image-hotspots', workshop)
    await user.click(spot(GREASE))
    const tile = screen.getByRole('dialog', { name: GREASE })
    await waitFor(() => expect(tile).toHaveFocus())
    await user.click(within(tile).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(spot(GREASE)).toHaveFocus())
  })

  it('is used with the keyboard alone: Enter opens, Tab goes on in the tile, Escape closes and returns to the hotspot', async () => {
    const { user } = await renderWidget('tools/image-hotspots', workshop)
    await user.tab()
    expect(spot(MOTOR_OIL)).toHaveFocus()
    await user.keyboard('{Enter}')
    const tile = screen.getByRole('dialog', { name: MOTOR_OIL })
    await waitFor(() => expect(tile).toHaveFocus())
    await user.tab()
    expect(within(tile).getByRole('button', { name: 'Schließen' })).toHaveFocus()
    await user.tab()
    expect(within(tile).getByRole('link', { name: 'Zum Produkt' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(spot(MOTOR_OIL)).toHaveFocus())
    // The next hotspot follows the closed tile.
    await user.tab()
    expect(spot(GEAR_OIL)).toHaveFocus()
  })

  it('shows a product’s picture, tags (sale first), text and link, and another tile its sanitised text and link', async () => {
    const hostile = { ...workshop.hotspots[3]!, data: [{ ...workshop.hotspots[3]!.data[0]!, text: '<p>Abholung<img src=x onerror="alert(1)"><script>alert(2)</script></p>' }] }
    const { user } = await renderWidget('tools/image-hotspots', { ...workshop, hotspots: [workshop.hotspots[0]!, hostile] })
    await user.click(spot(MOTOR_OIL))
    const product = screen.getByRole('dialog', { name: MOTOR_OIL })
    expect(within(product).getByRole('heading', { level: 3, name: MOTOR_OIL })).toBeInTheDocument()
    expect(within(product).getByRole('img', { name: `Flasche, Kanister und Fass ${MOTOR_OIL}` })).toHaveAttribute('loading', 'lazy')
    expect(within(within(product).getByRole('list', { name: 'Merkmale' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Aktion', 'Bestseller'])
    expect(product).toHaveTextContent(/freigegeben nach ACEA C3/)
    expect(within(product).getByRole('link', { name: 'Zum Produkt' })).toHaveAttribute('href', '/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-c3')

    await user.click(spot(USED_OIL))
    const other = screen.getByRole('dialog', { name: USED_OIL })
    expect(other.querySelector('[data-part="text"]')!.innerHTML).toBe('<p>Abholung<img src="x"></p>')
    expect(within(other).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', '/unternehmen/nachhaltigkeit/umwelt')
    expect(within(other).queryByRole('list')).toBeNull()
  })

  it('shows an active shop user each product’s sale label, asked for the whole block in one call', async () => {
    const calls = countLabelCalls()
    const { user } = await renderWidget('tools/image-hotspots', workshop, { user: 'kunde@example.ch' })
    await user.click(spot(MOTOR_OIL))
    // Read with its hidden prefix, so it is not taken for a tag.
    await waitFor(() => expect(screen.getByRole('dialog', { name: MOTOR_OIL })).toHaveTextContent('Preisaktion: Aktion -10 %'))
    await user.click(spot(GREASE))
    expect(screen.getByRole('dialog', { name: GREASE })).toHaveTextContent('Preisaktion: Aktion -25 %')
    // A product not on sale has none; a tile of another type asks for none.
    await user.click(spot(GEAR_OIL))
    expect(screen.getByRole('dialog', { name: GEAR_OIL })).not.toHaveTextContent('Preisaktion')
    // One call for the block; the numbers in whatever order the tiles and the block asked.
    expect(calls.map((numbers) => [...numbers].sort())).toEqual([['10-4414', '20-2111', '40-1126']])
  })

  it.each([
    ['an anonymous visitor', undefined],
    ['a consumer (signed in, no active shop user)', 'konsument@example.ch'],
  ])('asks no sale labels for %s', async (_, username) => {
    const calls = countLabelCalls()
    const { user } = await renderWidget('tools/image-hotspots', workshop, username === undefined ? {} : { user: username })
    await user.click(spot(MOTOR_OIL))
    // Give a batch the time it would take to ask and answer: none is asked for these users.
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(screen.getByRole('dialog', { name: MOTOR_OIL })).not.toHaveTextContent('Preisaktion')
    expect(calls).toEqual([])
  })

  it('says in the product’s tile that the sale labels are unavailable when their call fails', async () => {
    injectFault({ path: '/api/product/price-label', status: 500 })
    const { user } = await renderWidget('tools/image-hotspots', workshop, { user: 'kunde@example.ch' })
    await user.click(spot(GREASE))
    await waitFor(() => expect(screen.getByRole('dialog', { name: GREASE })).toHaveTextContent('Preisaktionen konnten nicht geladen werden.'))
  })

  it('is not shown below 1024 px, nor asks for labels there, unless enableMobileVersion is set; then its tile stands under the picture', async () => {
    viewport(375)
    const calls = countLabelCalls()
    const hidden = await renderWidget('tools/image-hotspots', workshop, { user: 'kunde@example.ch' })
    expect(hidden.el).toHaveAttribute('data-island', 'mounted')
    expect(hidden.el).toBeEmptyDOMElement()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(calls).toEqual([])

    document.body.innerHTML = ''
    const { el, user } = await renderWidget('tools/image-hotspots', farm)
    expect(el.querySelector('[data-block="image-hotspots"]')).toHaveAttribute('data-mobile', 'shown')
    await user.click(spot('Hydrauliköl HLP 46'))
    expect(screen.getByRole('dialog', { name: 'Hydrauliköl HLP 46' })).toBeVisible()
  })

  it('shows the block from 1024 px without enableMobileVersion', async () => {
    viewport(1024)
    const { el } = await renderWidget('tools/image-hotspots', workshop)
    expect(el.querySelector('[data-block="image-hotspots"]')).toHaveAttribute('data-mobile', 'hidden')
    expect(spot(MOTOR_OIL)).toBeInTheDocument()
  })

  it('keeps the caption under the picture, outside the box its hotspots are placed in', async () => {
    const { el } = await renderWidget('tools/image-hotspots', farm)
    const figure = screen.getByRole('figure')
    expect(figure).toHaveTextContent(farm.image.caption)
    expect(el.querySelector('[data-part="stage"] figcaption')).toBeNull()
    // The tiles' titles at the editor's level.
    expect(el.querySelectorAll('h2[data-part="title"]')).toHaveLength(3)
  })

  it('drops a hotspot outside the picture or without its tile, with a warning naming it, and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const [motor, gear, grease, used] = workshop.hotspots
    const { el } = await renderWidget('tools/image-hotspots', {
      ...workshop,
      hotspots: [{ ...motor!, top: 104 }, gear!, { ...grease!, left: -2 }, { top: 20, left: 20 }, { ...used!, data: [] }],
    })
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(screen.getAllByRole('button', { name: /^Hotspot:/ })).toEqual([spot(GEAR_OIL)])
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'Dropped hotspots.0 of the image hotspots: top 104 is outside 0–100',
      'Dropped hotspots.2 of the image hotspots: left -2 is outside 0–100',
      'Dropped hotspots.3 of the image hotspots: it has no data[0] (its tile)',
      'Dropped hotspots.4 of the image hotspots: it has no data[0] (its tile)',
    ])
  })

  it('leaves out a block whose hotspot has a tile of a type the spec does not know, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { el } = await renderWidget('tools/image-hotspots', { ...workshop, hotspots: [{ top: 10, left: 10, data: [{ type: 'video', title: 'Film' }] }] } as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/hotspots\.0\.data\.0\.type/)
  })
})
