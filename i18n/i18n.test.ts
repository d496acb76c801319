import de from './locales/de.json'
import { i18n, loadLocale, MissingKeyError } from './index'
import { fallbackChain, LOCALES } from './locales'

type Tree = { [key: string]: string | Tree }
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)))
const valueAt = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree)

const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' })
const germanKeys = keysOf(de).sort()

describe('i18n', () => {
  it('has a file for each of the 21 locales and no other', () => {
    expect(Object.keys(files).map((path) => path.slice('./locales/'.length, -'.json'.length)).sort()).toEqual([...LOCALES].sort())
  })

  it.each(LOCALES.map((locale) => [locale]))('%s has exactly the German keys, none empty', (locale) => {
    const strings = files[`./locales/${locale}.json`] as Tree
    expect(keysOf(strings).sort()).toEqual(germanKeys)
    for (const key of germanKeys) expect(valueAt(strings, key), `${locale}: ${key}`).toMatch(/\S/)
  })

  it.each(LOCALES.map((locale) => [locale]))('%s keeps the interpolation placeholders of German', (locale) => {
    const strings = files[`./locales/${locale}.json`] as Tree
    for (const key of germanKeys) {
      const placeholders = (text: unknown) => (typeof text === 'string' ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : [])
      expect(placeholders(valueAt(strings, key)), `${locale}: ${key}`).toEqual(placeholders(valueAt(de, key)))
    }
  })

  it.each([
    ['de-CH', ['de-CH', 'de']],
    ['fr-CH', ['fr-CH', 'fr', 'de']],
    ['en-US', ['en-US', 'en', 'de']],
    ['es-ES', ['es-ES', 'es', 'de']],
    ['it-IT', ['it-IT', 'de']],
    ['zh-Hans', ['zh-Hans', 'de']],
    ['de', ['de']],
  ] as const)('falls back from %s along %j', (locale, chain) => {
    expect(fallbackChain(locale)).toEqual(chain)
  })

  it('downloads only the active locale and switches to it', async () => {
    await loadLocale('fr-CH')
    expect(i18n.language).toBe('fr-CH')
    expect(i18n.hasResourceBundle('fr-CH', 'translation')).toBe(true)
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false)
    expect(i18n.hasResourceBundle('it-IT', 'translation')).toBe(false)
    expect(i18n.t('errors.unknown')).not.toBe(de.errors.unknown)
  })

  it('throws on a missing key in tests, so a typo cannot ship', () => {
    // @ts-expect-error: the key does not exist, which is the point
    expect(() => i18n.t('does.not.exist')).toThrow(MissingKeyError)
  })
})
