import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Slider } from '@/src/ui/slider/slider'
import type { HomeStageProps } from './home-stage.widget'
import { StageTitle } from './stage-hero'
import type { StageItem } from './stage-item'
import { HERO_MEDIA, SLIDE_SIZES } from './stage-media'
import { StagePicture } from './stage-picture'

type SlideProps = { item: StageItem; level: HomeStageProps['level']; priority: boolean; active: boolean }

/** One slide: its picture cut to 5:6 and its title, shown on the active slide only; a link when the stage has one. */
function StageSlide({ item, level, priority, active }: SlideProps) {
  const content = (
    <>
      <div data-part="slide-media">
        <StagePicture image={item.sliderImage} sizes={SLIDE_SIZES} hiddenAt={HERO_MEDIA} eager={priority} priority={priority} />
      </div>
      <div data-part="slide-copy" data-shown={active ? '' : undefined}>
        <StageTitle item={item} level={level} plain={!active} />
      </div>
    </>
  )
  return item.url === undefined ? (
    <div data-part="slide">{content}</div>
  ) : (
    <SafeLink href={item.url} data-part="slide">
      {content}
    </SafeLink>
  )
}

/**
 * The stage below md (spec 2 §2.5): every stage a slide of the shared slider (src/ui/slider/, whose Swiper loads in a
 * chunk of its own, and only here), with bullets, arrows and the arrow keys; the slides out of view are inert, and the
 * title shows on the active slide only (the slider names it once Swiper runs; until then the first).
 */
export function StageSlides({ stages, level, first }: { stages: StageItem[]; level: HomeStageProps['level']; first: boolean }) {
  const { t } = useTranslation('tools')
  const [active, setActive] = useState(0)
  const slides = stages.map((item, index) => <StageSlide key={index} item={item} level={level} priority={first && index === 0} active={index === active} />)
  // Up to 23 bullets would not fit a phone's width: beyond 7 they shrink around the active one (spec 2 §4's generic slider).
  return <Slider label={t('homeStage.label')} slides={slides} dynamicBullets={slides.length > 7} inertOutOfView onActiveChange={setActive} />
}
