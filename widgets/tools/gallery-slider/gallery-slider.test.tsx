import { screen, waitFor, within } from '@testing-library/react'
import type Swiper from 'swiper'
import { renderWidget } from '@/test/render'
import { GALLERY_SLIDER_EXAMPLES } from './gallery-slider.widget'

const { plantTour, longest } = GALLERY_SLIDER_EXAMPLES

/** Makes the page report `prefers-reduced-motion: reduce` as `reduce` says. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
}

/** The gallery once Swiper has started, and Swiper itself (it hangs itself on its element). */
async function startedGallery(props: Parameters<typeof renderWidget<'tools/gallery-slider'>>[1], name = 'Galerie') {
  const rendered = await renderWidget('tools/gallery-slider', props)
  const slider = screen.getByRole('region', { name })
  await waitFor(() => expect(slider).toHaveAttribute('data-ready', 'true'))
  const swiper = (slider.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper
  return { ...rendered, slider, swiper }
}

const slideLabels = (slider: HTMLElement) => within(slider).getAllByRole('group', { hidden: true }).map((slide) => [slide.getAttribute('aria-label'), slide.hasAttribute('inert')])

describe('tools/gallery-slider', () => {
  // jsdom lays nothing out: the slider gets the width of a phone, from which Swiper computes its slides' places.
  beforeEach(() => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375))
  afterEach(() => vi.unstubAllGlobals())

  it('shows each slide’s media in 16:9 with the counter and its caption, the slides out of view inert', async () => {
    const { el, slider } = await startedGallery(plantTour)
    expect(slideLabels(slider)).toEqual([
      ['1 von 4', false],
      ['2 von 4', true],
      ['3 von 4', true],
      ['4 von 4', true],
    ])
    const first = within(slider).getAllByRole('group', { hidden: true })[0]!
    expect(within(first).getByRole('img', { name: 'Das Werk mit Tanklager, Produktionshalle und Bürogebäude vor den Alpen' }).closest('picture')).toHaveAttribute('data-ratio', '16-9')
    expect(within(first).getByText('Folie 1 von 4')).toHaveClass('visually-hidden')
    expect(first.querySelector('figcaption')).toHaveTextContent('1 / 4Folie 1 von 4Unser Werk in Winterthur: 38 Tanks und 12 Mischkessel.')
    // The video's title is its caption; the embed waits behind its facade, its frame not there.
    expect(el.querySelectorAll('figcaption')[1]).toHaveTextContent(/Ölwechsel in vier Schritten$/)
    expect(el.querySelector('iframe')).toBeNull()
    expect(within(slider).getByText('Ein Tag im Werk Winterthur', { selector: '[data-part="facade-title"]' })).toBeInTheDocument()
  })

  it('runs Swiper as the generic slider: speed 500, threshold 5, full-size bullets up to 7 slides, no autoplay unless asked', async () => {
    const { swiper } = await startedGallery(plantTour)
    expect(swiper.params).toMatchObject({ speed: 500, threshold: 5, loop: false, slidesPerView: 1 })
    expect(swiper.params.pagination).toMatchObject({ dynamicBullets: false })
    expect(swiper.autoplay).toBeUndefined()
    expect(screen.queryByRole('button', { name: 'Automatische Wiedergabe anhalten' })).toBeNull()
  })

  it('shrinks the bullets beyond 7 slides, and with autoplay asked for moves on every 3 seconds; its title names it', async () => {
    const { swiper } = await startedGallery(longest, 'Ein Rundgang durch Werk, Labor und Lager')
    expect(screen.getByRole('heading', { level: 2, name: 'Ein Rundgang durch Werk, Labor und Lager' })).toBeInTheDocument()
    expect(swiper.params.pagination).toMatchObject({ dynamicBullets: true })
    expect(swiper.params.autoplay).toMatchObject({ delay: 3000 })
    expect(swiper.autoplay.running).toBe(true)
  })

  it('pauses its autoplay on the pause button, whose name then offers to start it again', async () => {
    const { user, swiper } = await startedGallery(longest, 'Ein Rundgang durch Werk, Labor und Lager')
    expect(swiper.autoplay.running).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }))
    expect(swiper.autoplay.running).toBe(false)
    // The focus is inside the slider now: autoplay waits for it to leave even after play.
    await user.click(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' }))
    expect(swiper.autoplay.running).toBe(false)
    await user.click(document.body)
    expect(swiper.autoplay.running).toBe(true)
  })

  it('does not play by itself for a visitor who prefers reduced motion, and changes slides without motion', async () => {
    preferReducedMotion(true)
    const { swiper } = await startedGallery(longest, 'Ein Rundgang durch Werk, Labor und Lager')
    expect(swiper.autoplay.running).toBe(false)
    expect(swiper.params.speed).toBe(0)
    expect(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' })).toBeInTheDocument()
  })

  it('pauses a playing video when its slide leaves, and brings the next slide into view', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
    const { el, user, slider } = await startedGallery(plantTour)
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }))
    await waitFor(() => expect(slideLabels(slider)[1]).toEqual(['2 von 4', false]))
    await user.click(screen.getByRole('button', { name: 'Video abspielen: Ölwechsel in vier Schritten' }))
    const video = el.querySelector('video')!
    expect(pause.mock.contexts).not.toContain(video)

    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }))
    await waitFor(() => expect(pause.mock.contexts).toContain(video))
    expect(slideLabels(slider)[1]).toEqual(['2 von 4', true])
  })

  it('asks YouTube for nothing before the click, and takes a loaded player away when its slide leaves', async () => {
    const { el, user, slider } = await startedGallery(plantTour)
    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Nächste Folie' }))
    await waitFor(() => expect(slideLabels(slider)[3]).toEqual(['4 von 4', false]))
    expect(el.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Video ansehen' }))
    expect(await screen.findByTitle('Ein Tag im Werk Winterthur')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0')

    await user.click(screen.getByRole('button', { name: 'Vorherige Folie' }))
    await waitFor(() => expect(el.querySelector('iframe')).toBeNull())
    expect(within(slider).getByRole('button', { name: 'Video ansehen', hidden: true })).toBeInTheDocument()
  })

  it('shows one item without a slider, and refuses an embedded video without a valid id', async () => {
    const { el } = await renderWidget('tools/gallery-slider', { items: [plantTour.items[0]!] })
    expect(el.querySelector('[data-part="slider"]')).toBeNull()
    expect(el.querySelector('figcaption')).toHaveTextContent(/^Unser Werk in Winterthur/)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = await renderWidget('tools/gallery-slider', { items: [{ kind: 'embed', youtubeId: 'zu-kurz', title: 'Film' }] })
    expect(broken.el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/youtubeId/)
  })
})
