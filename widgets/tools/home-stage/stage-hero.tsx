import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BlockAction } from '@/src/ui/block-action/block-action'
import type { HomeStageProps } from './home-stage.widget'
import { navigationPage, otherPageRange, type StageItem } from './stage-item'
import { BACKGROUND_SIZES, CIRCLE_SIZES, SLIDES_MEDIA, THUMBNAIL_SIZES } from './stage-media'
import { StagePicture } from './stage-picture'

/** spec 2 §9: the stage's title fades out and in over 100 ms when the stage changes (home-stage.css, the same value). */
export const STAGE_TITLE_FADE_MS = 100

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

type HeroProps = { stages: StageItem[]; level: HomeStageProps['level']; first: boolean }

/**
 * The stage's title: its intro line over the heading, and its link. A slide not shown (`plain`) writes its title as a
 * paragraph: one heading of the stage's level at a time, the page's <h1> on a home page.
 */
export function StageTitle({ item, level, more, plain = false }: { item: StageItem; level: HomeStageProps['level']; more?: string; plain?: boolean }) {
  const Heading = plain ? 'p' : (`h${level}` as 'h1' | 'h2' | 'h3' | 'h4')
  return (
    <>
      {item.title.intro !== undefined && <p data-part="eyebrow">{item.title.intro}</p>}
      <Heading data-part="title">{item.title.text}</Heading>
      {more !== undefined && item.url !== undefined && <BlockAction link={{ href: item.url, target: '_self' }}>{more}</BlockAction>}
    </>
  )
}

type BackgroundProps = { item: StageItem; index: number; entering: boolean; below: boolean; priority: boolean; onPainted: (index: number) => void }

/**
 * One stage's background. A chosen one enters invisible and fades in over the one below once its image has loaded
 * (home-stage.css), so the cross-fade never shows a half-loaded picture; the one below is hidden from screen readers.
 */
function Background({ item, index, entering, below, priority, onPainted }: BackgroundProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const img = box.current?.querySelector('img')
    if (!entering || !img) return undefined
    const painted = () => onPainted(index)
    if (img.complete && img.naturalWidth > 0) {
      painted()
      return undefined
    }
    // A picture that fails to load is not waited for: the stage changes without it.
    img.addEventListener('load', painted)
    img.addEventListener('error', painted)
    return () => {
      img.removeEventListener('load', painted)
      img.removeEventListener('error', painted)
    }
  }, [entering, index, onPainted])
  return (
    <div data-part="background" data-entering={entering ? '' : undefined} aria-hidden={below ? 'true' : undefined} ref={box}>
      <StagePicture image={item.backgroundImage} sizes={BACKGROUND_SIZES} hiddenAt={SLIDES_MEDIA} eager={priority || index !== 0} priority={priority} />
    </div>
  )
}

/** The element a reader reaches after the stage: the next rendered element after its marker (or after an ancestor). */
function contentAfter(element: HTMLElement): HTMLElement | null {
  for (let node: Element | null = element.closest('[data-component]') ?? element; node && node !== document.body; node = node.parentElement) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) {
      if (next instanceof HTMLElement && !['SCRIPT', 'TEMPLATE', 'STYLE'].includes(next.tagName) && !next.hidden) return next
    }
  }
  return null
}

/**
 * The hero from md up (spec 2 §2.5): the stage's background, its title and the circle image, the circular navigation
 * over the stages after the intro (11 places per page, 3 in the reduced one; a toggle to the second page with more than
 * 11), and the button down to the content. A chosen stage cross-fades in: the background once its picture is there, the
 * title and circle by fading out and in over 100 ms (spec 2 §9); at once for a visitor who asked for less motion.
 */
export function StageHero({ stages, level, first }: HeroProps) {
  const { t } = useTranslation('tools')
  const hero = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState(0)
  const [titleStage, setTitleStage] = useState(0)
  const [fading, setFading] = useState(false)
  // The last background that has painted: what shows below a chosen one until it has faded in.
  const [painted, setPainted] = useState(0)
  const [below, setBelow] = useState<number | null>(null)
  const [wantedPage, setWantedPage] = useState<0 | 1>(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const onPainted = useCallback((index: number) => setPainted(index), [])

  // spec 2 §2.5: the first item is the intro stage; the navigation is over the others.
  const others = stages.length - 1
  const { page, start, count, reduced, toggle } = navigationPage(others, wantedPage)

  const choose = (index: number) => {
    if (index === stage) return
    setBelow(painted)
    setStage(index)
    clearTimeout(timer.current)
    if (prefersReducedMotion()) {
      setTitleStage(index)
      setFading(false)
      return
    }
    setFading(true)
    timer.current = setTimeout(() => {
      setTitleStage(index)
      setFading(false)
    }, STAGE_TITLE_FADE_MS)
  }

  const scrollDown = () => {
    const target = hero.current && contentAfter(hero.current)
    if (!target) return
    // The content's start takes the focus, so the next Tab goes on from there; a container only for that moment.
    if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea, summary')) {
      target.setAttribute('tabindex', '-1')
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
    }
    target.focus({ preventScroll: true })
    // spec 2 §2.5: it scrolls there; smoothly, unless the visitor asked for less motion. jsdom has no scrolling.
    if ('scrollIntoView' in target) target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  }

  const current = stages[stage] ?? stages[0]
  const titled = stages[titleStage] ?? stages[0]
  if (!current || !titled) return null
  const layers = below !== null && below !== stage ? [below, stage] : [stage]

  return (
    // A group, not a landmark: the block catalogue shows several stages on one page (landmarks must be unique).
    <div data-part="hero" role="group" aria-label={t('homeStage.label')} ref={hero}>
      <div data-part="backgrounds">
        {layers.map((index) => {
          const item = stages[index]
          return item ? (
            <Background key={index} item={item} index={index} entering={index === stage && index !== painted} below={index !== stage} priority={first && index === 0} onPainted={onPainted} />
          ) : null
        })}
      </div>
      <div data-part="scene">
        <div data-part="copy" aria-live="polite" data-fading={fading ? '' : undefined}>
          <StageTitle item={titled} level={level} more={t('homeStage.more')} />
        </div>
        <div data-part="wheel" data-layout={reduced ? 'reduced' : 'full'}>
          <div data-part="circle" data-fading={fading ? '' : undefined}>
            <StagePicture key={titleStage} image={titled.circleImage} sizes={CIRCLE_SIZES} hiddenAt={SLIDES_MEDIA} eager={titleStage !== 0} />
          </div>
          {count > 0 && (
            // Buttons that change the stage, not links elsewhere: a named group rather than a navigation landmark.
            <div data-part="navigation" role="group" aria-label={t('homeStage.navigation')}>
              <ul data-part="thumbnails" data-count={count}>
                {stages.slice(1 + start, 1 + start + count).map((item, position) => {
                  const index = 1 + start + position
                  return (
                    <li key={index} data-part="thumbnail" data-position={position}>
                      <button type="button" aria-current={index === stage ? 'true' : undefined} onClick={() => choose(index)}>
                        <StagePicture image={item.thumbnail ?? item.circleImage} sizes={THUMBNAIL_SIZES} hiddenAt={SLIDES_MEDIA} eager={false} decorative />
                        <span data-part="label">{item.text ?? item.title.text}</span>
                      </button>
                    </li>
                  )
                })}
              </ul>
              {toggle && (
                <button type="button" data-part="page-toggle" onClick={() => setWantedPage(page === 0 ? 1 : 0)}>
                  {t('homeStage.pageToggle', otherPageRange(others, page))}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      <button type="button" data-part="scroll-down" onClick={scrollDown}>
        <span className="visually-hidden">{t('homeStage.scrollDown')}</span>
      </button>
    </div>
  )
}
