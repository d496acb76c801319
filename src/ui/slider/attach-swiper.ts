/**
 * Swiper on a slider's markup (slider.tsx), with only the modules a slider needs: navigation by its own buttons,
 * clickable bullets, and the accessibility module's names and live region. Loaded as a chunk of its own, only for a
 * block with several slides: a page without a slider never downloads it (test/e2e/budgets.e2e.ts). Swiper's own
 * stylesheets stay out: slider.css lays the slides out as they do, inside the block, in the tokens' values.
 */
import Swiper from 'swiper'
import { A11y, Navigation, Pagination } from 'swiper/modules'

/** The controls' names, in the page's language; `{{index}}` and `{{slidesLength}}` are Swiper's placeholders. */
export type SliderMessages = { previous: string; next: string; goTo: string; slide: string }

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Starts Swiper on `root` (the slider's element); returns what stops it. */
export function attachSwiper(root: HTMLElement, messages: SliderMessages): () => void {
  const container = root.querySelector<HTMLElement>('.swiper')
  if (!container) return () => undefined
  const swiper = new Swiper(container, {
    modules: [A11y, Navigation, Pagination],
    // spec 2 §4: no motion for a visitor who asked for less; the slide changes at once.
    speed: reducedMotion() ? 0 : 400,
    navigation: { prevEl: root.querySelector<HTMLElement>('[data-part="slider-previous"]'), nextEl: root.querySelector<HTMLElement>('[data-part="slider-next"]') },
    pagination: { el: root.querySelector<HTMLElement>('[data-part="slider-pagination"]'), clickable: true },
    a11y: {
      prevSlideMessage: messages.previous,
      nextSlideMessage: messages.next,
      paginationBulletMessage: messages.goTo,
      slideLabelMessage: messages.slide,
      // The slides are groups named by slider.tsx already; Swiper would name them again.
      slideRole: 'group',
    },
  })
  return () => swiper.destroy(true, false)
}
