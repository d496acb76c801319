import { sliderHtml } from '@/src/ui/slider/slider.fallback'
import { attributesHtml, blockActionHtml, defineFallback, escapeHtml, linkHtml, type InputOf, type Translate } from '@/src/widget/fallback'
import type declaration from './home-stage.widget'
import { completeStages, MAX_STAGES, navigationPage, otherPageRange } from './stage-item'
import { BACKGROUND_SIZES, CIRCLE_SIZES, HERO_MEDIA, SLIDE_SIZES, SLIDES_MEDIA, stagePictureParts, THUMBNAIL_SIZES, type StagePictureOptions } from './stage-media'

type Input = InputOf<typeof declaration>
type ItemInput = Input['items'][number]
/** An item the fallback shows: one with everything a stage needs (completeStages). */
type Stage = ItemInput & Required<Pick<ItemInput, 'title' | 'backgroundImage' | 'circleImage' | 'sliderImage'>>

/** A stage picture as stage-picture.tsx renders it. */
function stagePictureHtml(options: StagePictureOptions): string {
  const { sources, img } = stagePictureParts(options)
  return `<picture data-part="picture">${sources.map((source) => `<source${attributesHtml(source)}>`).join('')}<img${attributesHtml(img)}></picture>`
}

/** The stage's title as StageTitle (stage-hero.tsx) renders it, with its link when `more` names it. */
function titleHtml({ title, url }: Stage, level: number, t: Translate, { more, plain = false }: { more?: string; plain?: boolean } = {}): string {
  const intro = title.intro === undefined ? '' : `<p data-part="eyebrow">${escapeHtml(title.intro)}</p>`
  const link = more === undefined || url === undefined ? '' : blockActionHtml({ href: url, target: '_self' }, more, t)
  const tag = plain ? 'p' : `h${level}`
  return `${intro}<${tag} data-part="title">${escapeHtml(title.text)}</${tag}>${link}`
}

/** The hero as StageHero renders it before a choice: the intro's background, title and circle, the navigation's first page. */
function heroHtml(stages: Stage[], level: number, first: boolean, t: Translate): string {
  const intro = stages[0] as Stage
  const others = stages.length - 1
  const { page, count, reduced, toggle } = navigationPage(others, 0)
  const thumbnails = stages
    .slice(1, 1 + count)
    .map(
      (item, position) =>
        `<li data-part="thumbnail" data-position="${position}"><button type="button">${stagePictureHtml({ image: item.thumbnail ?? item.circleImage, sizes: THUMBNAIL_SIZES, hiddenAt: SLIDES_MEDIA, eager: false, decorative: true })}<span data-part="label">${escapeHtml(item.text ?? item.title.text)}</span></button></li>`,
    )
    .join('')
  const toggleHtml = toggle ? `<button type="button" data-part="page-toggle">${escapeHtml(t('homeStage.pageToggle', otherPageRange(others, page)))}</button>` : ''
  const navigation =
    count > 0 ? `<div data-part="navigation" role="group"${attributesHtml({ 'aria-label': t('homeStage.navigation') })}><ul data-part="thumbnails" data-count="${count}">${thumbnails}</ul>${toggleHtml}</div>` : ''
  const background = stagePictureHtml({ image: intro.backgroundImage, sizes: BACKGROUND_SIZES, hiddenAt: SLIDES_MEDIA, eager: first, priority: first })
  const circle = stagePictureHtml({ image: intro.circleImage, sizes: CIRCLE_SIZES, hiddenAt: SLIDES_MEDIA, eager: false })
  return (
    `<div data-part="hero" role="group"${attributesHtml({ 'aria-label': t('homeStage.label') })}>` +
    `<div data-part="backgrounds"><div data-part="background">${background}</div></div>` +
    `<div data-part="scene"><div data-part="copy" aria-live="polite">${titleHtml(intro, level, t, { more: t('homeStage.more') })}</div>` +
    `<div data-part="wheel" data-layout="${reduced ? 'reduced' : 'full'}"><div data-part="circle">${circle}</div>${navigation}</div></div>` +
    `<button type="button" data-part="scroll-down"><span class="visually-hidden">${escapeHtml(t('homeStage.scrollDown'))}</span></button></div>`
  )
}

/** The slides as StageSlides renders them before Swiper: the shared slider's markup, the first slide's title shown. */
function slidesHtml(stages: Stage[], level: number, first: boolean, t: Translate): string {
  const slides = stages.map((item, index) => {
    const picture = stagePictureHtml({ image: item.sliderImage, sizes: SLIDE_SIZES, hiddenAt: HERO_MEDIA, eager: first && index === 0, priority: first && index === 0 })
    const inner = `<div data-part="slide-media">${picture}</div><div data-part="slide-copy"${index === 0 ? ' data-shown=""' : ''}>${titleHtml(item, level, t, { plain: index > 0 })}</div>`
    return item.url === undefined ? `<div data-part="slide">${inner}</div>` : linkHtml(item.url, inner, ' data-part="slide"')
  })
  return sliderHtml(t('homeStage.label'), slides, t)
}

export default defineFallback<Input>({
  description:
    'The stage as the island renders it before a choice, `<div data-block="home-stage">` with both layouts, the stylesheet showing one by width: the hero (`data-part="hero"`, from 1024 px: the intro\'s background picture loading at once with `fetchpriority="high"`, its title, its circle picture, the circular navigation\'s first page and the button down to the content) and the slides (`data-part="slides"`, below 1024 px: the shared slider, each stage a slide with its 5:6 picture, the first loading at once with high priority). A picture hidden at a width has an empty `<source media>` there, so each width fetches one image at once. Items without a title, background, circle or slider image are left out; data that is not a list renders nothing.',
  render: ({ items, level = 2, first = true }, { t }) => {
    // spec 2 §8: stage data that is not a list is the island's error (it reports it); the CMS writes nothing for it.
    if (!Array.isArray(items) || items.length > MAX_STAGES) return ''
    const stages = completeStages(items) as Stage[]
    if (stages.length === 0) return ''
    return `<div data-block="home-stage">${heroHtml(stages, level, first, t)}<div data-part="slides">${slidesHtml(stages, level, first, t)}</div></div>`
  },
})
