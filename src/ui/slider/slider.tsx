import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './slider.css'

export type SliderProps = {
  /** What the slides are, for screen readers: the carousel's name. */
  label: string
  /** One node per slide, in order; with one there is no slider at all. */
  slides: ReactNode[]
}

/**
 * Slides one after the other (shared by the campaign banner and later the history and quote sliders): the markup of
 * slider.fallback.ts, the first slide showing and the others beside it out of view (slider.css, Swiper's own layout),
 * so nothing moves when Swiper takes it over. Swiper and its modules load only here, in a chunk of their own
 * (attach-swiper.ts), once the island has mounted; until then, and if they fail to load, the controls stay hidden
 * and the first slide is the block. With one slide this is that slide alone.
 */
export function Slider({ label, slides }: SliderProps) {
  const { t } = useTranslation('common')
  const root = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const several = slides.length > 1

  useEffect(() => {
    const element = root.current
    if (!several || !element) return undefined
    let detach: (() => void) | undefined
    let gone = false
    void import('./attach-swiper').then(
      ({ attachSwiper }) => {
        if (gone) return
        detach = attachSwiper(element, {
          previous: t('slider.previous'),
          next: t('slider.next'),
          goTo: t('slider.goTo', { index: '{{index}}' }),
          slide: t('slider.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
        })
        setReady(true)
      },
      // Without Swiper (a chunk that failed to load) the block stays its first slide.
      () => undefined,
    )
    return () => {
      gone = true
      detach?.()
    }
  }, [several, t])

  if (!several) return slides[0]
  return (
    <div data-part="slider" role="region" aria-roledescription={t('slider.carousel')} aria-label={label} data-ready={ready || undefined} ref={root}>
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
      </div>
    </div>
  )
}
