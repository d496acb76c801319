import { useMinWidth } from '@/src/lib/use-breakpoint'
import type { HomeStageProps } from './home-stage.widget'
import { StageHero } from './stage-hero'
import { StageSlides } from './stage-slides'
import './home-stage.css'

/**
 * The home page's stage (spec 2 §2.5, §3): the hero with its circular navigation from md (1024 px) up, the slides
 * below. The fallback (home-stage.fallback.ts) writes both, the intro showing, and the stylesheet shows one by width;
 * the island writes the hero as the fallback does, and the slides only below md, so Swiper never loads on a desktop.
 * The props check has dropped incomplete items and put the intro first (stage-item.ts); data that is not a list is
 * the island's error (spec 2 §8), reported by the runtime.
 */
export function HomeStage({ items, level, first }: HomeStageProps) {
  const wide = useMinWidth('md')
  return (
    <div data-block="home-stage">
      <StageHero stages={items} level={level} first={first} />
      <div data-part="slides">{!wide && <StageSlides stages={items} level={level} first={first} />}</div>
    </div>
  )
}
