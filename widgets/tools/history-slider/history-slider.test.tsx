import { screen, waitFor, within } from '@testing-library/react'
import type Swiper from 'swiper'
import { renderWidget } from '@/test/render'
import { HISTORY_SLIDER_EXAMPLES } from './history-slider.widget'

const { since1924, longest } = HISTORY_SLIDER_EXAMPLES

/** Makes the page report `prefers-reduced-motion: reduce` as `reduce` says. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
}

async function startedHistory(props: Parameters<typeof renderWidget<'tools/history-slider'>>[1], name: string) {
  const rendered = await renderWidget('tools/history-slider', props)
  const slider = screen.getByRole('region', { name })
  await waitFor(() => expect(slider).toHaveAttribute('data-ready', 'true'))
  const swiper = (slider.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper
  return { ...rendered, slider, swiper }
}

describe('tools/history-slider', () => {
  // jsdom lays nothing out: the slider gets the width of a phone, from which Swiper computes its slides' places.
  // Swiper reads its breakpoints through matchMedia, which jsdom lacks: a phone, where motion is welcome.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375)
    preferReducedMotion(false)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows each station’s picture, year, title and text under the block’s title, which names the slider', async () => {
    const { el, slider } = await startedHistory(since1924, 'Seit 1924 in Winterthur')
    expect(screen.getByRole('heading', { level: 2, name: 'Seit 1924 in Winterthur' })).toBeInTheDocument()
    const first = slider.querySelector('[data-swiper-slide-index="0"]')!
    expect(within(first as HTMLElement).getByRole('heading', { level: 3, name: 'Gründung als Ölhandel' })).toBeInTheDocument()
    expect(first.querySelector('[data-part="year"]')).toHaveTextContent('1924')
    expect(first.querySelector('picture')).toHaveAttribute('data-ratio', '3-2')
    expect(el.querySelectorAll('[data-part="station"]')).toHaveLength(5)
  })

  it('loops, plays every 5 seconds and shows one slide, two from 480 px and three from 768 px', async () => {
    const { swiper } = await startedHistory(since1924, 'Seit 1924 in Winterthur')
    expect(swiper.params.loop).toBe(true)
    expect(swiper.params.autoplay).toMatchObject({ delay: 5000 })
    expect(swiper.autoplay.running).toBe(true)
    expect(swiper.params.breakpoints).toEqual({ 480: { slidesPerView: 2 }, 768: { slidesPerView: 3 } })
    expect(screen.getByRole('region', { name: 'Seit 1924 in Winterthur' })).toHaveAttribute('data-per-view-sm', '3')
  })

  // The slides moving on after 5 seconds is test/e2e/sliders.e2e.ts's, on the browser's clock.
  it('stops on the pause button, whose name then offers to start it again', async () => {
    const { swiper, user } = await startedHistory(since1924, 'Seit 1924 in Winterthur')
    await user.click(screen.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }))
    expect(swiper.autoplay.running).toBe(false)
    await user.click(document.body)
    expect(swiper.autoplay.running).toBe(false)
    expect(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' })).toBeInTheDocument()
  })

  it('stands still for a visitor who prefers reduced motion until they press play', async () => {
    preferReducedMotion(true)
    const { swiper, user } = await startedHistory(since1924, 'Seit 1924 in Winterthur')
    expect(swiper.autoplay.running).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' }))
    await user.click(document.body)
    expect(swiper.autoplay.running).toBe(true)
  })

  it('stops while the mouse is over it or the focus inside it, and goes on after', async () => {
    const { swiper, slider, user } = await startedHistory(since1924, 'Seit 1924 in Winterthur')
    await user.hover(slider)
    expect(swiper.autoplay.running).toBe(false)
    await user.unhover(slider)
    expect(swiper.autoplay.running).toBe(true)
    await user.tab()
    expect(slider).toContainElement(document.activeElement as HTMLElement)
    expect(swiper.autoplay.running).toBe(false)
  })

  it('is named «Unsere Geschichte» without a title', async () => {
    await startedHistory(longest, 'Unsere Geschichte')
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  })
})
