import { swiperOptions } from './attach-swiper'
import { behaviourOf, genericSlider } from './slider-options'

const messages = { previous: 'Vorherige Folie', next: 'Nächste Folie', goTo: 'Zu Folie {{index}}', slide: '{{index}} von {{slidesLength}}' }

/** A slider's element as slider.tsx writes it, its controls included. */
function sliderElement() {
  const root = document.createElement('div')
  root.innerHTML = '<div class="swiper"></div><div data-part="slider-controls"><button data-part="slider-previous"></button><div data-part="slider-pagination"></div><button data-part="slider-next"></button></div>'
  return root
}

describe('the slider’s Swiper options', () => {
  // Swiper reads its breakpoints through matchMedia, which jsdom lacks.
  beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })))
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the campaign banner’s slider by default: one slide, 400 ms, no loop, no autoplay, its own buttons and bullets', () => {
    const root = sliderElement()
    const options = swiperOptions(behaviourOf({}), { root, slideCount: 3 }, messages, false)
    expect(options).toMatchObject({ speed: 400, threshold: 5, loop: false, slidesPerView: 1, breakpoints: undefined, spaceBetween: 0 })
    expect(options.autoplay).toBeUndefined()
    expect(options.navigation).toMatchObject({ nextEl: root.querySelector('[data-part="slider-next"]') })
    expect(options.pagination).toMatchObject({ clickable: true, dynamicBullets: false })
    // The keys are the slider's only while the focus is inside it, and never Page Up or Down.
    expect(options.keyboard).toEqual({ enabled: false, onlyInViewport: true, pageUpDown: false })
  })

  it('turns the spec’s figures into Swiper’s: slides per view by breakpoint, autoplay, the generic slider', () => {
    const behaviour = behaviourOf({ ...genericSlider(8), autoplay: 5000, loop: true, perView: { base: 1, xs: 2, sm: 3 } })
    const options = swiperOptions(behaviour, { root: sliderElement(), slideCount: 8 }, messages, false)
    expect(options).toMatchObject({ speed: 500, threshold: 5, loop: true, slidesPerView: 1, breakpoints: { 480: { slidesPerView: 2 }, 768: { slidesPerView: 3 } } })
    expect(options.pagination).toMatchObject({ dynamicBullets: true })
    // Started and stopped by attachSwiper (the pause button, focus, hover), never by Swiper on its own.
    expect(options.autoplay).toMatchObject({ enabled: false, delay: 5000, disableOnInteraction: false })
  })

  it('loops only with a slide more than the widest view shows, and moves without motion for a visitor who asked for less', () => {
    const behaviour = behaviourOf({ loop: true, perView: { base: 1, sm: 3 } })
    expect(swiperOptions(behaviour, { root: sliderElement(), slideCount: 3 }, messages, false).loop).toBe(false)
    expect(swiperOptions(behaviour, { root: sliderElement(), slideCount: 4 }, messages, false).loop).toBe(true)
    expect(swiperOptions(behaviour, { root: sliderElement(), slideCount: 4 }, messages, true).speed).toBe(0)
  })
})
