import { screen, waitFor, within } from '@testing-library/react'
import type Swiper from 'swiper'
import { renderWidget } from '@/test/render'
import type { QuoteItemInput } from './quote-item'
import { QUOTE_SLIDER_EXAMPLES } from './quote-slider.widget'

const { voices, single, longest } = QUOTE_SLIDER_EXAMPLES
const [bernasconi, schenk] = voices.items as readonly QuoteItemInput[] as [QuoteItemInput, QuoteItemInput, QuoteItemInput]

async function startedQuotes(props: Parameters<typeof renderWidget<'tools/quote-slider'>>[1], name = 'Zitate') {
  const rendered = await renderWidget('tools/quote-slider', props)
  const slider = screen.getByRole('region', { name })
  await waitFor(() => expect(slider).toHaveAttribute('data-ready', 'true'))
  const swiper = (slider.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper
  return { ...rendered, slider, swiper }
}

describe('tools/quote-slider', () => {
  beforeEach(() => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375))

  it('shows each quote with its portrait, text, name and job title under its title, as a looping slider with the brand-coloured navigation', async () => {
    const { slider, swiper } = await startedQuotes(voices, 'Das sagen unsere Kundinnen und Kunden')
    expect(screen.getByRole('heading', { level: 2, name: 'Das sagen unsere Kundinnen und Kunden' })).toBeInTheDocument()
    expect(slider).toHaveAttribute('data-navigation', 'primary')
    expect(swiper.params).toMatchObject({ loop: true, speed: 500, threshold: 5 })
    const first = slider.querySelector<HTMLElement>('[data-swiper-slide-index="0"]')!
    expect(within(first).getByText(/^Seit wir die Fassware und den Schmierplan/, { selector: 'blockquote p' })).toBeInTheDocument()
    expect(within(first).getByText('Marco Bernasconi')).toBeInTheDocument()
    expect(within(first).getByText('Werkstattleiter, Garage Bernasconi AG, Bellinzona')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: 'Die Werkstatt von Marco Bernasconi' })).toHaveAttribute('sizes', '96px')
    // In a loop the slide before the first is the last: only the one in view can be reached.
    expect(slider.querySelectorAll('.swiper-slide:not([inert])')).toHaveLength(1)
  })

  it('is named «Zitate» without a title, and draws the navigation white when asked', async () => {
    const { slider } = await startedQuotes(longest)
    expect(slider).toHaveAttribute('data-navigation', 'white')
  })

  it('shows one quote without a slider', async () => {
    const { el } = await renderWidget('tools/quote-slider', single)
    expect(el.querySelector('[data-part="slider"]')).toBeNull()
    expect(screen.getByText('Claudia Frei')).toBeInTheDocument()
  })

  it('drops a quote without a text or a name, with a warning naming what it lacks; one left is no slider and no loop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/quote-slider', { items: [{ ...bernasconi, name: undefined }, schenk, { name: 'Nur ein Name' }] })
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el.querySelector('[data-part="slider"]')).toBeNull()
    expect(el.querySelectorAll('[data-part="quote"]')).toHaveLength(1)
    expect(screen.getByText('Ruedi Schenk')).toBeInTheDocument()
    const warnings = warn.mock.calls.flat().join('\n')
    expect(warnings).toMatch(/items\.0 of the quote slider: it has no name$/m)
    expect(warnings).toMatch(/items\.2 of the quote slider: it has no text$/m)
  })

  it('leaves out a slider none of whose quotes is complete', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/quote-slider', { items: [{ text: 'Ohne Namen' }] })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/no item has a text and a name/)
  })
})
