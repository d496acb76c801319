/**
 * A slider's options (slider.tsx), the defaults that keep the campaign banner as it was, and the constants spec 2 §4
 * sets for the generic slider. Kept apart from Swiper (attach-swiper.ts) so the component and the fallback can read
 * them without loading it.
 */

/** Slides per view: `base` below 480 px, then from each breakpoint of spec 2 §9 on (xs 480, sm 768, md 1024). 1 to 4. */
export type PerView = { base: number; xs?: number; sm?: number; md?: number }

/** The colour of the arrows and bullets (spec 2 §5 slider navigation colour). */
export type NavigationColour = 'primary' | 'white'

/** How a slider behaves; every option may be left out. */
export type SliderOptions = {
  /** Autoplay's delay in ms; none without. Adds the pause button; never runs under reduced motion, focus or hover. */
  autoplay?: number
  /** After the last slide comes the first again. */
  loop?: boolean
  /** A change's duration in ms (0 under reduced motion). */
  speed?: number
  /** How far (px) a swipe moves before it counts as one. */
  threshold?: number
  /** Slides side by side, by width. */
  perView?: PerView
  /** The bullets shrink around the active one (for long lists). */
  dynamicBullets?: boolean
  /** The arrows' and bullets' colour. */
  navigation?: NavigationColour
  /** Where the controls sit: over the slides' lower edge, or in a row of their own below them (kept free before they show). */
  controls?: 'over' | 'below'
  /**
   * Slides out of view are `inert` (neither focusable nor read out) until they come into view. Without it (the campaign
   * banner's way) the Tab key walks into the next slide, and Swiper turns to it.
   */
  inertOutOfView?: boolean
  /** Called with the active slide's index in the list (loop-aware), when Swiper starts and after each change. */
  onActiveChange?: (index: number) => void
}

/** The options with the defaults filled in (what attach-swiper.ts receives). */
export type SliderBehaviour = Required<Omit<SliderOptions, 'autoplay' | 'onActiveChange'>> & Pick<SliderOptions, 'autoplay' | 'onActiveChange'>

/** The campaign banner's slider: one slide per view, no autoplay, no loop, slides out of view reached by Tab. */
export const SLIDER_DEFAULTS = { loop: false, speed: 400, threshold: 5, perView: { base: 1 }, dynamicBullets: false, navigation: 'primary', controls: 'over', inertOutOfView: false } as const

/** spec 2 §4: the generic slider's autoplay delay, when an editor switches it on. */
export const GENERIC_AUTOPLAY_MS = 3000

/** spec 2 §4: the generic slider (speed 500, threshold 5, dynamic bullets for more than 7 items). */
export const genericSlider = (count: number) => ({ speed: 500, threshold: 5, dynamicBullets: count > 7 }) as const

export const behaviourOf = (options: SliderOptions): SliderBehaviour => ({ ...SLIDER_DEFAULTS, ...options })

/**
 * The layout attributes both the island and the fallback write on the slider (slider.css reads them): the slides'
 * widths by breakpoint and the navigation's colour, so the fallback already lays the slides out as Swiper will.
 */
export function sliderLayout({ perView = SLIDER_DEFAULTS.perView, navigation = SLIDER_DEFAULTS.navigation, controls = SLIDER_DEFAULTS.controls }: Pick<SliderOptions, 'perView' | 'navigation' | 'controls'>) {
  return {
    'data-per-view': String(perView.base),
    'data-per-view-xs': perView.xs === undefined ? undefined : String(perView.xs),
    'data-per-view-sm': perView.sm === undefined ? undefined : String(perView.sm),
    'data-per-view-md': perView.md === undefined ? undefined : String(perView.md),
    'data-navigation': navigation,
    'data-controls': controls,
  }
}
