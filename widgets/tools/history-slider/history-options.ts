import type { SliderOptions } from '@/src/ui/slider/slider-options'

/**
 * spec 2 §4: the history slider plays every 5000 ms, shows one slide (two from xs, 480 px; three from sm, 768 px) and
 * loops; speed, threshold and bullets are the generic slider's. Shared by the island and its fallback.
 */
export const HISTORY_SLIDER = {
  autoplay: 5000,
  loop: true,
  perView: { base: 1, xs: 2, sm: 3 },
  controls: 'below',
  inertOutOfView: true,
} as const satisfies SliderOptions

/** A slide's picture: a third of the content column from 768 px, half from 480 px, the screen below (spec 2 §9). */
export const HISTORY_IMAGE_SIZES = '(min-width: 1200px) 389px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw'
