import type { Locale } from '@/i18n/locales'
import { demoImage, demoVideo } from '../../media/index'
import { languageOf, type Language } from '../../texts'
import { aboutUsBlocks } from './about-us'

// The markers of the page with their props, as the islands read them (html.ts rawMarker writes them in data-props).
const MARKER = /<div data-component="([a-z0-9-]+)" data-widget="([a-z0-9-]+)"[^>]*? data-props="([^"]*)"/g
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const blocksOf = (html: string) => [...html.matchAll(MARKER)].map(([, area, widget, props = '']) => ({ name: `${area}/${widget}`, props: JSON.parse(unescape(props)) as unknown }))

/** Every value of `key` in the props, at any depth, in order. */
function valuesOf(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(item, key))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([name, item]) => [...(name === key ? [item] : []), ...valuesOf(item, key)])
}
/** The block titles: each block's and each of its items' (the icon list's promises). */
const titlesOf = (html: string) => blocksOf(html).flatMap(({ props }) => valuesOf(props, 'title'))
/** The props that hold a picture: a block's image, a video's still, a banner's background and product. */
const PICTURE_KEYS = ['image', 'poster', 'backgroundImage', 'productImage']
/** The pictures as the blocks carry them: media.ts's image entity, its name read from its JPEG (`/media/werk-960.jpg`). */
const picturesOf = (html: string) =>
  blocksOf(html)
    .flatMap(({ props }) => PICTURE_KEYS.flatMap((key) => valuesOf(props, key)))
    .map((image) => {
      const { fallback, alt } = image as { fallback: string; alt: string }
      return { name: /^\/media\/(.+)-\d+\.jpg$/.exec(fallback)?.[1] ?? fallback, alt }
    })
/** The demo's own description of a picture (the video's still or a scene) in `language`. */
const demoAlt = (name: string, language: Language) => (name === 'oelwechsel' ? demoVideo(language).poster.alt : demoImage(name, language).alt)
/** The markup of the rich texts (tags and links, no words), block by block. */
const tagsOf = (html: string) => blocksOf(html).map(({ props }) => valuesOf(props, 'html').map((text) => String(text).match(/<[^>]+>/g)))

const german = aboutUsBlocks('de-CH')
const germanTitles = titlesOf(german)
const germanPictures = picturesOf(german)

describe('the about-us page', () => {
  it.each([
    ['fr-CH', 'Une entreprise familiale de troisième génération'],
    ['it-IT', 'Un’azienda familiare giunta alla terza generazione'],
    ['en', 'A family business in its third generation'],
  ] as const)('is written in the language of %s, its pictures described in it too', (locale: Locale, first) => {
    const html = aboutUsBlocks(locale)
    const blocks = blocksOf(html)
    expect(blocks.map(({ name }) => name)).toEqual(blocksOf(german).map(({ name }) => name))
    expect(blocks.find(({ name }) => name === 'tools/text-image')?.props).toMatchObject({ title: first })

    const titles = titlesOf(html)
    expect(titles).toHaveLength(germanTitles.length)
    expect(titles.filter((title) => germanTitles.includes(title))).toEqual([])

    const language = languageOf(locale)
    const pictures = picturesOf(html)
    expect(pictures.map(({ name }) => name)).toEqual(germanPictures.map(({ name }) => name))
    pictures.forEach(({ name, alt }, index) => {
      // A demo picture keeps the demo's description, in the page's language; one the editor described (a portrait), its own words, translated.
      const germanAlt = germanPictures[index]?.alt
      if (germanAlt === demoAlt(name, 'de')) expect(alt, name).toBe(demoAlt(name, language))
      else expect(alt, name).not.toBe(germanAlt)
    })
    // The fallback shows the same descriptions before the islands mount.
    const fallbackAlts = [...html.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map(([, alt = '']) => unescape(alt))
    expect(fallbackAlts.length).toBeGreaterThanOrEqual(pictures.length)
    expect(new Set(fallbackAlts)).toEqual(new Set(pictures.map(({ alt }) => alt)))

    // Same facts in the same markup: every rich text has the German one's tags and links.
    expect(tagsOf(html)).toEqual(tagsOf(german))
  })

  it.each(['de-CH', 'nl-NL'] as const)('stays German in %s', (locale) => {
    const html = aboutUsBlocks(locale)
    expect(titlesOf(html)).toEqual(germanTitles)
    expect(titlesOf(html)).toEqual(expect.arrayContaining(['Ein Familienunternehmen in dritter Generation', 'Schweizer Qualität', 'Technische Beratung']))
    expect(picturesOf(html)).toEqual(germanPictures)
    // Every picture described as the demo describes it, but the press officer's portrait, which names him.
    expect(germanPictures.filter(({ name, alt }) => alt !== demoAlt(name, 'de'))).toEqual([{ name: 'team', alt: 'Martin Graf, Medienstelle' }])
  })
})
