import { AREAS } from '@/src/boot/areas'
import { i18n, loadNamespace, MissingKeyError } from './index'
import { loadNamespaces, setStringsLocale, translateCommon } from './load'
import { baseOf, fallbackChain, LOCALES, stringSources, type Locale } from './locales'

type Tree = { [key: string]: string | Tree }
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)))
const valueAt = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree)
const placeholders = (text: unknown) => (typeof text === 'string' ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : [])

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' })
const file = (locale: string, namespace: string) => files[`./locales/${locale}/${namespace}.json`]
const paths = Object.keys(files).map((path) => path.slice('./locales/'.length, -'.json'.length).split('/') as [string, string])

const NAMESPACES = ['common', 'editor', ...AREAS]
const germanNamespaces = paths.filter(([locale]) => locale === 'de').map(([, namespace]) => namespace)
const baseLocales = LOCALES.filter((locale) => !baseOf(locale))
const regionalLocales = LOCALES.filter((locale) => baseOf(locale))

describe('string files', () => {
  it('lie in a folder per locale and a file per known namespace', () => {
    for (const [locale, namespace] of paths) {
      expect(LOCALES, `${locale}/${namespace}`).toContain(locale)
      expect(NAMESPACES, `${locale}/${namespace}`).toContain(namespace)
    }
    expect(germanNamespaces).toEqual(expect.arrayContaining(['common', 'editor', 'shopuser']))
  })

  describe.each(baseLocales.map((locale) => [locale]))('base language %s', (locale) => {
    it.each(germanNamespaces.map((namespace) => [namespace]))('has every German key of %s, none empty, placeholders kept', (namespace) => {
      const german = file('de', namespace)!
      const strings = file(locale, namespace)
      expect(strings, `${locale}/${namespace}.json is missing`).toBeDefined()
      expect(keysOf(strings!).sort()).toEqual(keysOf(german).sort())
      for (const key of keysOf(german)) {
        expect(valueAt(strings!, key), `${locale}: ${namespace}:${key}`).toMatch(/\S/)
        expect(placeholders(valueAt(strings!, key)), `${locale}: ${namespace}:${key}`).toEqual(placeholders(valueAt(german, key)))
      }
    })
  })

  // A regional locale without differences (de-AT, de-DE …) has no files: its base language is all it needs.
  const regionalFiles = paths.filter(([locale]) => (regionalLocales as readonly string[]).includes(locale))

  it.each(regionalFiles)('regional %s holds in %s only real differences from its base language', (locale, namespace) => {
    const base = baseOf(locale as Locale)!
    const strings = file(locale, namespace)!
    const baseStrings = file(base, namespace)
    expect(baseStrings, `${base}/${namespace}.json`).toBeDefined()
    for (const key of keysOf(strings)) {
      const baseValue = valueAt(baseStrings!, key)
      expect(typeof baseValue, `${locale}: ${namespace}:${key} is not a key of ${base}`).toBe('string')
      expect(valueAt(strings, key), `${locale}: ${namespace}:${key} repeats ${base}`).not.toBe(baseValue)
      expect(valueAt(strings, key), `${locale}: ${namespace}:${key}`).toMatch(/\S/)
      expect(placeholders(valueAt(strings, key))).toEqual(placeholders(baseValue))
    }
  })

  it('has regional differences where the languages really differ', () => {
    expect(regionalFiles).toEqual(expect.arrayContaining([['de-CH', 'common'], ['en-US', 'common']]))
  })
})

describe('locale chains', () => {
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

  it.each([
    ['de-CH', ['de', 'de-CH']],
    ['fr-CH', ['fr', 'fr-CH']],
    ['it-IT', ['it-IT']],
    ['de', ['de']],
  ] as const)('a page in %s downloads the files of %j, never German behind a complete base', (locale, sources) => {
    expect(stringSources(locale)).toEqual(sources)
  })
})

describe('loading strings', () => {
  afterEach(() => setStringsLocale('de'))

  it('loads a namespace of the base language and the regional differences on top', async () => {
    await loadNamespace('de-CH', 'common')
    expect(i18n.language).toBe('de-CH')
    expect(i18n.t('common.close')).toBe('Schliessen')
    expect(i18n.t('quantity.tooSmall')).toBe('Bitte geben Sie einen größeren Wert ein')
  })

  it('downloads only the page locale’s sources, and only the namespaces asked for', async () => {
    setStringsLocale('fr-CH')
    await loadNamespaces(['common'])
    expect(i18n.language).toBe('fr-CH')
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true)
    expect(i18n.hasResourceBundle('fr', 'shopuser')).toBe(false)
    expect(i18n.hasResourceBundle('it-IT', 'common')).toBe(false)
    expect(await translateCommon('errors.unknown')).toBe((file('fr', 'common')!.errors as Tree).unknown)
  })

  it('lets a regional locale without a file of its own use its base language', async () => {
    await loadNamespace('de-AT', 'shopuser')
    expect(i18n.t('loginForm.logout', { ns: 'shopuser' })).toBe('Abmelden')
  })

  it('throws on a missing key in tests, so a typo cannot ship', () => {
    // @ts-expect-error: the key does not exist, which is the point
    expect(() => i18n.t('does.not.exist')).toThrow(MissingKeyError)
  })
})
