import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SwiperControl } from './attach-swiper'
import { behaviourOf, sliderLayout, type SliderOptions } from './slider-options'
import './slider.css'

export type SliderProps = SliderOptions & {
  /** What the slides are, for screen readers: the carousel's name. */
  label: string
  /** One node per slide, in order; with one there is no slider at all. */
  slides: ReactNode[]
}

/**
 * Slides one after the other (shared by the content blocks' sliders): the markup of slider.fallback.ts, the first
 * slides showing and the others beside them out of view (slider.css, Swiper's own layout, by `perView`), so nothing
 * moves when Swiper takes it over. Swiper and its modules load only here, in a chunk of their own (attach-swiper.ts),
 * once the island has mounted; until then, and if they fail to load, the controls stay hidden and the first slides
 * are the block. With one slide this is that slide alone.
 *
 * Options (slider-options.ts; all optional, the defaults are the campaign banner's slider):
 * - `autoplay`: delay in ms. Adds a pause button (its name says what it does: "Automatische Wiedergabe anhalten" /
 *   "… starten"); autoplay never runs under `prefers-reduced-motion: reduce` (until the visitor presses play), nor
 *   while the focus is inside the slider or a mouse is over it.
 * - `loop`, `speed` (ms, default 400; 0 under reduced motion), `threshold` (px, default 5), `dynamicBullets`.
 * - `perView`: `{ base, xs?, sm?, md? }` slides side by side from 0, 480, 768 and 1024 px on (1 to 4; default 1).
 * - `navigation`: `'primary'` (default) or `'white'`, the arrows' and bullets' colour (`data-navigation`).
 * - `controls`: `'over'` (default) the slides' lower edge, or `'below'` them in a row the fallback already keeps free.
 * - `inertOutOfView`: slides out of view are `inert` (neither focusable nor read out) until they come into view; a
 *   focus inside a slide that leaves moves to the active slide. Without it the Tab key walks into the next slide and
 *   Swiper turns to it (the campaign banner).
 * - `onActiveChange(index)`: the active slide's index in `slides` (the loop's reordering undone), once when Swiper
 *   starts and after each change: to pause a video that leaves, or show a title on the active slide only.
 *
 * Always: the arrow keys move the slides while the focus is inside the slider (Swiper's Keyboard module), except in a
 * field or a video's own controls.
 */
export function Slider({ label, slides, onActiveChange, ...options }: SliderProps) {
  const { t } = useTranslation('common')
  const root = useRef<HTMLDivElement>(null)
  const control = useRef<SwiperControl | null>(null)
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(true)
  const several = slides.length > 1
  const behaviour = behaviourOf(options)
  // The latest callback, without restarting Swiper when a parent passes a new function on each render.
  const activeChange = useEffectEvent((index: number) => onActiveChange?.(index))
  // Swiper starts once per slider; a change of its options (never made by the CMS's props after mount) restarts it.
  const key = JSON.stringify(behaviour)

  useEffect(() => {
    const element = root.current
    if (!several || !element) return undefined
    let gone = false
    void import('./attach-swiper').then(
      ({ attachSwiper }) => {
        if (gone) return
        const settings = { ...(JSON.parse(key) as typeof behaviour), onActiveChange: activeChange }
        const messages = {
          previous: t('slider.previous'),
          next: t('slider.next'),
          goTo: t('slider.goTo', { index: '{{index}}' }),
          slide: t('slider.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
        }
        // Autoplay waits for a visitor who asked for less motion to press play (spec 2 §4, WCAG 2.2.2): the button says so.
        control.current = attachSwiper(element, settings, messages, setPlaying)
        setReady(true)
      },
      // Without Swiper (a chunk that failed to load) the block stays its first slides.
      () => undefined,
    )
    return () => {
      gone = true
      control.current?.destroy()
      control.current = null
    }
  }, [several, t, key])

  if (!several) return slides[0]
  const toggle = () => {
    control.current?.setPlaying(!playing)
    setPlaying(!playing)
  }
  return (
    <div data-part="slider" role="region" aria-roledescription={t('slider.carousel')} aria-label={label} {...sliderLayout(behaviour)} data-ready={ready || undefined} ref={root}>
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            // The slides are the CMS's list, in its order, never reordered: the index is their identity.
            <div key={index} className="swiper-slide" role="group" aria-roledescription={t('slider.slideRole')} aria-label={t('slider.slide', { index: index + 1, count: slides.length })}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div data-part="slider-controls" hidden={!ready}>
        <button type="button" data-part="slider-previous" aria-label={t('slider.previous')} />
        <div data-part="slider-pagination" />
        <button type="button" data-part="slider-next" aria-label={t('slider.next')} />
        {behaviour.autoplay !== undefined && (
          <button type="button" data-part="slider-autoplay" data-playing={playing} aria-label={playing ? t('slider.pause') : t('slider.play')} onClick={toggle} />
        )}
      </div>
    </div>
  )
}
