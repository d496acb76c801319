import { genericSlider, type SliderOptions } from '@/src/ui/slider/slider-options'

/** spec 2 §4: a quote slider loops when it has more than one item; otherwise it is the generic slider. */
export const quoteSliderOptions = (count: number, navigation: 'primary' | 'white') =>
  ({ ...genericSlider(count), loop: count > 1, navigation, controls: 'below', inertOutOfView: true }) as const satisfies SliderOptions

/** The portrait: a 96 px circle. */
export const PORTRAIT_SIZES = '96px'
