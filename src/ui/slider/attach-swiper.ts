/**
 * Swiper on a slider's markup (slider.tsx), with only the modules a slider needs: navigation by its own buttons,
 * clickable bullets, the accessibility module's names and live region, the arrow keys, and autoplay only for a slider
 * that asks for it. Loaded as a chunk of its own, only for a block with several slides: a page without a slider never
 * downloads it (test/e2e/budgets.e2e.ts). Swiper's own stylesheets stay out: slider.css lays the slides out as they
 * do, inside the block, in the tokens' values.
 */
import Swiper from 'swiper'
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules'
import type { SwiperOptions } from 'swiper/types'
import { BREAKPOINTS } from '@/src/lib/breakpoints'
import type { PerView, SliderBehaviour } from './slider-options'

/** The controls' names, in the page's language; `{{index}}` and `{{slidesLength}}` are Swiper's placeholders. */
export type SliderMessages = { previous: string; next: string; goTo: string; slide: string }

/** What the slider's component asks of Swiper once it runs. */
export type SwiperControl = {
  /** Whether autoplay may run: the visitor's pause button (the other reasons to wait are watched here). */
  setPlaying: (playing: boolean) => void
  /** Stops Swiper and every listener; the markup stays as React wrote it. */
  destroy: () => void
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const reducedMotionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null)

/** Slides per view by the window's width, as Swiper's breakpoints (spec 2 §9: xs 480, sm 768, md 1024). */
function breakpointsOf(perView: PerView): SwiperOptions['breakpoints'] {
  const steps = (['xs', 'sm', 'md'] as const).filter((name) => perView[name] !== undefined)
  // Swiper reads them through matchMedia; where there is none (a test's document) the base holds.
  if (steps.length === 0 || typeof window.matchMedia !== 'function') return undefined
  return Object.fromEntries(steps.map((name) => [BREAKPOINTS[name], { slidesPerView: perView[name] }]))
}

/**
 * Swiper's options for a slider: a pure function of its behaviour, so the constants the spec sets (spec 2 §4) can be
 * read in a test without a browser. Autoplay is configured but never started by Swiper itself: attachSwiper starts
 * and stops it (the pause button, reduced motion, focus, hover, a hidden tab).
 */
export function swiperOptions(behaviour: SliderBehaviour, elements: { root: HTMLElement; slideCount: number }, messages: SliderMessages, reducedMotion: boolean): SwiperOptions {
  const { root, slideCount } = elements
  const { speed, threshold, loop, perView, dynamicBullets, autoplay } = behaviour
  return {
    modules: autoplay ? [A11y, Autoplay, Keyboard, Navigation, Pagination] : [A11y, Keyboard, Navigation, Pagination],
    // spec 2 §4: no motion for a visitor who asked for less; the slide changes at once.
    speed: reducedMotion ? 0 : speed,
    threshold,
    // A loop needs a slide more than the widest view shows (Swiper warns and gives up otherwise).
    loop: loop && slideCount > Math.max(perView.base, perView.xs ?? 0, perView.sm ?? 0, perView.md ?? 0),
    slidesPerView: perView.base,
    breakpoints: breakpointsOf(perView),
    // The gap between slides is their own padding (slider.css), so the fallback's layout is Swiper's to the pixel.
    spaceBetween: 0,
    // slider.tsx enables the keys while the focus is inside the slider (and not in a video's own controls); Page Up
    // and Page Down stay the page's.
    keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
    navigation: { prevEl: root.querySelector<HTMLElement>('[data-part="slider-previous"]'), nextEl: root.querySelector<HTMLElement>('[data-part="slider-next"]') },
    pagination: { el: root.querySelector<HTMLElement>('[data-part="slider-pagination"]'), clickable: true, dynamicBullets, dynamicMainBullets: 1 },
    ...(autoplay ? { autoplay: { enabled: false, delay: autoplay, disableOnInteraction: false, pauseOnMouseEnter: false, waitForTransition: false } } : {}),
    a11y: {
      prevSlideMessage: messages.previous,
      nextSlideMessage: messages.next,
      paginationBulletMessage: messages.goTo,
      slideLabelMessage: messages.slide,
      // The slides are groups named by slider.tsx already; Swiper would name them again.
      slideRole: 'group',
    },
  }
}

/** The slides in view: those from the active one, as many as the view holds (the loop keeps them in DOM order). */
function slidesInView(swiper: Swiper): Set<HTMLElement> {
  const perView = typeof swiper.params.slidesPerView === 'number' ? Math.ceil(swiper.params.slidesPerView) : 1
  return new Set(swiper.slides.slice(swiper.activeIndex, swiper.activeIndex + perView))
}

/**
 * Slides out of view are `inert` (no focus, not read out), those in view interactive. A focus inside a slide that
 * leaves moves to the active slide, so a keyboard user is not dropped to the page's start.
 */
function markSlidesInView(swiper: Swiper) {
  const inView = slidesInView(swiper)
  const active = document.activeElement
  let lostFocus = false
  for (const slide of swiper.slides) {
    const shown = inView.has(slide)
    if (shown !== slide.hasAttribute('inert')) continue
    if (!shown && active instanceof Node && slide.contains(active)) lostFocus = true
    slide.toggleAttribute('inert', !shown)
  }
  const target = swiper.slides[swiper.activeIndex]
  if (lostFocus && target) {
    target.tabIndex = -1
    target.focus({ preventScroll: true })
  }
}

/** What may hold the arrow keys for itself: a field, or a video's own controls (seeking). */
const keepsArrowKeys = (element: Element) => element.matches('input, textarea, select, video, audio, [contenteditable]')

/**
 * Starts Swiper on `root` (the slider's element); returns what controls and stops it. `onPlaying` hears whether
 * autoplay is wanted: at once (not for a visitor who prefers reduced motion) and when that preference turns on.
 */
export function attachSwiper(root: HTMLElement, behaviour: SliderBehaviour, messages: SliderMessages, onPlaying: (playing: boolean) => void = () => undefined): SwiperControl {
  const container = root.querySelector<HTMLElement>('.swiper')
  if (!container) return { setPlaying: () => undefined, destroy: () => undefined }
  const motion = reducedMotionQuery()
  // The controls show now (slider.tsx says so too once it renders again): Swiper measures the bullets as it starts.
  root.querySelector('[data-part="slider-controls"]')?.removeAttribute('hidden')
  const swiper = new Swiper(container, swiperOptions(behaviour, { root, slideCount: container.querySelectorAll('.swiper-slide').length }, messages, motion?.matches ?? false))

  let lastIndex = -1
  const onChange = () => {
    if (behaviour.inertOutOfView) markSlidesInView(swiper)
    // The real index: in a loop Swiper moves slides around, and `realIndex` is the slide's place in the CMS's list.
    if (swiper.realIndex !== lastIndex) {
      lastIndex = swiper.realIndex
      behaviour.onActiveChange?.(swiper.realIndex)
    }
  }
  swiper.on('activeIndexChange', onChange)
  swiper.on('loopFix', onChange)
  swiper.on('breakpoint', onChange)
  swiper.on('resize', onChange)
  onChange()

  // Autoplay runs only while the visitor wants it (the pause button; off from the start, and as soon as they ask
  // for less motion, until they press play), is not reading or pointing at the slider, and the tab is visible
  // (spec 2 §4 sets the delays; WCAG 2.2.2 the rest).
  let playing = !(motion?.matches ?? false)
  let focused = false
  let hovered = false
  const updateAutoplay = () => {
    if (!behaviour.autoplay || swiper.destroyed) return
    const run = playing && !focused && !hovered && document.visibilityState !== 'hidden'
    if (run && !swiper.autoplay.running) swiper.autoplay.start()
    else if (!run && swiper.autoplay.running) swiper.autoplay.stop()
  }

  const focusEntered = (target: EventTarget | null) => {
    focused = true
    if (target instanceof Element && !keepsArrowKeys(target)) swiper.keyboard.enable()
    else swiper.keyboard.disable()
    updateAutoplay()
  }
  const onFocusIn = (event: FocusEvent) => focusEntered(event.target)
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return
    focused = false
    swiper.keyboard.disable()
    updateAutoplay()
  }
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    hovered = true
    updateAutoplay()
  }
  const onPointerLeave = () => {
    hovered = false
    updateAutoplay()
  }
  const onMotion = () => {
    swiper.params.speed = motion?.matches ? 0 : behaviour.speed
    if (motion?.matches && playing) {
      playing = false
      onPlaying(false)
    }
    updateAutoplay()
  }
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)
  root.addEventListener('pointerenter', onPointerEnter)
  root.addEventListener('pointerleave', onPointerLeave)
  motion?.addEventListener('change', onMotion)
  document.addEventListener('visibilitychange', updateAutoplay)
  if (root.contains(document.activeElement)) focusEntered(document.activeElement)
  onPlaying(playing)
  updateAutoplay()

  return {
    setPlaying: (value) => {
      playing = value
      updateAutoplay()
    },
    destroy: () => {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
      root.removeEventListener('pointerenter', onPointerEnter)
      root.removeEventListener('pointerleave', onPointerLeave)
      motion?.removeEventListener('change', onMotion)
      document.removeEventListener('visibilitychange', updateAutoplay)
      for (const slide of swiper.slides) slide.removeAttribute('inert')
      swiper.destroy(true, false)
    },
  }
}
