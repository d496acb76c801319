import { LOCALES, type Locale } from '@/i18n/locales'
import { widgetsSchemaFile } from '@/src/widget/json-schema'
import { catalogue } from '@/widgets/catalogue'
import { contextFor, TENANTS } from './context'
import { languagePath } from './language-paths'
import { renderDocument, SWITCHERS } from './layout'
import { catalogueAreaPages, cataloguePage, CONTENT_BLOCKS_PATH } from './pages/catalogue'
import { headingPage } from './pages/heading'
import { developerPage, GROUPS, notFoundPage, pages, startPage } from './pages/index'
import { richTextPage } from './pages/rich-text'
import type { PageDefinition } from './pages/types'
import { LANGUAGES, languageOf, watchPickedTexts, type Text } from './texts'

// Every Text a page picks from while it renders, to check that none lacks a language.
const picked = new Set<Text>()

const schemas = widgetsSchemaFile(catalogue)
// The URL names the language (language-paths.ts): `/fr-ch/…` is the page in fr-CH.
const contextIn = (locale: Locale, path: string) => contextFor(new URL(`http://cms.test${languagePath(locale, path)}`), undefined, schemas)

/** A page's HTML as the CMS serves it in that locale. */
function renderHtml(page: PageDefinition, locale: Locale): string {
  const context = contextIn(locale, page.path)
  const language = languageOf(locale)
  return renderDocument({ context, title: page.title[language], body: page.body(context), pageData: {}, assets: { head: '' }, chrome: page.chrome ?? true, ownHeading: page.ownHeading ?? false }, SWITCHERS)
}
/** A page as the CMS serves it, parsed: what a reader of that locale sees. */
const render = (page: PageDefinition, locale: Locale): Document => new DOMParser().parseFromString(renderHtml(page, locale), 'text/html')
const texts = (document: Document, selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent.trim())
const sectionHeadings = (document: Document) => texts(document, 'main > section > h2')
const allPages = [startPage, ...pages, notFoundPage('/gibt-es-nicht')]

// Every page in each language once, so that `picked` holds every Text the pages and the chrome use. Rendered, not
// parsed: jsdom's parser took most of this hook's time, and the hook once ran past its 20 s beside a second suite.
beforeAll(() => {
  const stop = watchPickedTexts((text) => picked.add(text))
  for (const locale of ['de-CH', 'fr-CH', 'it-IT', 'en-US'] as const) for (const page of allPages) renderHtml(page, locale)
  stop()
})

describe('the texts of the simulated CMS', () => {
  it('follow the locale’s language for de, fr, it and en, and German for every other locale', () => {
    const languages = Object.fromEntries(LOCALES.map((locale) => [locale, languageOf(locale)]))
    expect(languages).toEqual({
      de: 'de', 'de-AT': 'de', 'de-CH': 'de', 'de-DE': 'de',
      fr: 'fr', 'fr-CH': 'fr', 'fr-FR': 'fr',
      'it-IT': 'it',
      en: 'en', 'en-US': 'en', 'en-CH': 'en',
      'bg-BG': 'de', es: 'de', 'es-ES': 'de', 'fi-FI': 'de', 'nb-NO': 'de', 'nl-NL': 'de', 'pl-PL': 'de', 'ru-RU': 'de', 'sv-SE': 'de', 'zh-Hans': 'de',
    })
  })

  it.each([
    ['de-CH', 'Schmierstoffe für Fahrzeuge und Industrie', ['Widgets', 'Laufzeit und Fehlerfälle', 'Benchmarks', 'Kommt später', 'Demo-Benutzer', 'Szenarien des Mock-Backends'], 'Zum Inhalt springen', 'Anwenden', 'Nicht angemeldet'],
    ['fr-CH', 'Lubrifiants pour véhicules et industrie', ['Widgets', 'Exécution et cas d’erreur', 'Benchmarks', 'À venir', 'Utilisateurs de démonstration', 'Scénarios du back-end simulé'], 'Aller au contenu', 'Appliquer', 'Non connecté'],
    ['it-IT', 'Lubrificanti per veicoli e industria', ['Widget', 'Esecuzione e casi di errore', 'Benchmark', 'In arrivo', 'Utenti demo', 'Scenari del backend simulato'], 'Vai al contenuto', 'Applica', 'Non connesso'],
    ['en-US', 'Lubricants for vehicles and industry', ['Widgets', 'Runtime and failure cases', 'Benchmarks', 'Coming later', 'Demo users', 'Scenarios of the mock backend'], 'Skip to content', 'Apply', 'Not signed in'],
    ['nl-NL', 'Schmierstoffe für Fahrzeuge und Industrie', ['Widgets', 'Laufzeit und Fehlerfälle', 'Benchmarks', 'Kommt später', 'Demo-Benutzer', 'Szenarien des Mock-Backends'], 'Zum Inhalt springen', 'Anwenden', 'Nicht angemeldet'],
  ] as const)('write the start page and its chrome in %s', (locale, title, headings, skip, apply, anonymous) => {
    const document = render(startPage, locale)
    expect(document.documentElement.lang).toBe(locale)
    // The stage's intro title is the page's <h1>: the hero's from 1024 px, the phone's first slide below (CSS shows
    // one of the two); the other slides' titles show only on their slide, hidden until then.
    expect(texts(document, '[data-part="hero"] h1')).toEqual([title])
    const slideTitles = [...document.querySelectorAll('[data-part="slides"] h1')].filter((h1) => h1.closest('[data-part="slide-copy"]')?.hasAttribute('data-shown'))
    expect(slideTitles.map((h1) => h1.textContent)).toEqual([title])
    expect(document.querySelectorAll('h1:not([data-part="title"])')).toHaveLength(0)
    expect(document.title).toBe(`${title} · Schmierstoffe AG`)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(new RegExp(`^${title}`))
    expect(texts(document, '.cms-skip')).toEqual([skip])
    expect(texts(document, '.cms-switch button')).toEqual([apply])
    expect(texts(document, 'select[name="user"] option')[0]).toBe(anonymous)
    // The developer's index, linked at the home page's foot: every listed page's card carries its title in the page's language.
    const index = render(developerPage, locale)
    expect(texts(document, `a[href="${developerPage.path}"]`)).toEqual([index.querySelector('h1')?.textContent])
    expect(sectionHeadings(index)).toEqual(headings)
    const cards = texts(index, '.cms-card a')
    expect(cards).toContain(richTextPage.title[languageOf(locale)])
    expect(cards).toContain(cataloguePage.title[languageOf(locale)])
  })

  it('keep the mocks’ German descriptions, marked as German on a page in another language', () => {
    const french = render(developerPage, 'fr-CH')
    const german = render(developerPage, 'de-CH')
    expect(texts(french, 'main li span[lang="de"]')).toContain('Geschäftskunde (B2B) mit aktivem Shop-Zugang')
    expect(texts(german, 'main li span')).toContain('Geschäftskunde (B2B) mit aktivem Shop-Zugang')
    expect(german.querySelectorAll('[lang="de"]')).toHaveLength(0)
  })

  it.each([
    ['de-CH', 'Rich Text', ['Volle Breite', 'Breite 66', 'Breite 50', 'Breite 33']],
    ['fr-CH', 'Texte enrichi', ['Pleine largeur', 'Largeur 66', 'Largeur 50', 'Largeur 33']],
    ['it-IT', 'Testo formattato', ['Larghezza piena', 'Larghezza 66', 'Larghezza 50', 'Larghezza 33']],
    ['en-US', 'Rich text', ['Full width', 'Width 66', 'Width 50', 'Width 33']],
  ] as const)('write the rich-text page in %s, and leave the widgets’ content German', (locale, title, headings) => {
    const document = render(richTextPage, locale)
    expect(texts(document, 'h1')).toEqual([title])
    expect(sectionHeadings(document)).toEqual(headings)
    expect(texts(document, 'main h2')).toContain('Motorenöle für jede Anforderung')
  })

  it.each([
    ['de-CH', 'Zu den Schmierfetten', 'Inhaltsverzeichnis'],
    ['fr-CH', 'Aller aux graisses lubrifiantes', 'Table des matières'],
    ['it-IT', 'Vai ai grassi lubrificanti', 'Indice'],
    ['en-US', 'Go to the greases', 'Contents'],
  ] as const)('write the heading page’s own link and heading in %s', (locale, link, heading) => {
    const document = render(headingPage, locale)
    expect(sectionHeadings(document)).toEqual([heading])
    expect(texts(document, 'a[href="#schmierfette"]')).toEqual([link])
  })

  it.each([
    ['de-CH', 'Block-Katalog', 'Gemeinsame Teile', 'Bereich tools', 'Inhaltsblöcke', ['Prop', 'Art und Regel', 'Bedeutung'], 'Pflicht', 'Beispiel «'],
    ['fr-CH', 'Catalogue des blocs', 'Éléments communs', 'Domaine tools', 'Blocs de contenu', ['Prop', 'Type et règle', 'Signification'], 'obligatoire', 'Exemple «\u00a0'],
    ['it-IT', 'Catalogo dei blocchi', 'Parti comuni', 'Area tools', 'Blocchi di contenuto', ['Prop', 'Tipo e regola', 'Significato'], 'obbligatoria', 'Esempio «'],
    ['en-US', 'Block catalogue', 'Shared parts', 'Area tools', 'Content blocks', ['Prop', 'Kind and rule', 'Meaning'], 'required', 'Example ‘'],
  ] as const)('write the block catalogue in %s', (locale, title, shared, area, blocks, headers, required, example) => {
    const overview = render(cataloguePage, locale)
    expect(texts(overview, 'h1')).toEqual([title])
    expect(sectionHeadings(overview)).toEqual(expect.arrayContaining([area, blocks]))
    const pageAt = (path: string) => render(catalogueAreaPages.find((page) => page.path === path)!, locale)
    expect(sectionHeadings(pageAt('/katalog/tools'))).toEqual([area])
    const document = pageAt(CONTENT_BLOCKS_PATH)
    expect(texts(document, 'h1')).toEqual([`${title}${locale === 'fr-CH' ? '\u00a0' : ''}: ${blocks}`])
    expect(sectionHeadings(document)).toEqual([shared, blocks])
    expect(texts(document, '.cms-table thead th').slice(0, 3)).toEqual(headers)
    // Kind and rule share a cell, the rule last.
    expect(texts(document, '.cms-table td').some((text) => text.endsWith(required))).toBe(true)
    expect(texts(document, 'figcaption')[0]).toMatch(new RegExp(`^${example}`))
  })

  it('have every language, non-empty, in every Text a page definition holds or picks while rendering', () => {
    const held: unknown[] = [...allPages.flatMap((page) => [page.title, page.description]), ...Object.values(GROUPS), ...Object.values(TENANTS)]
    // A page per language at least, the chrome, the start page's groups, the catalogue's table.
    expect(picked.size).toBeGreaterThan(60)
    const incomplete = [...held, ...picked].filter((text) => LANGUAGES.some((language) => !(text as Partial<Text>)[language]?.trim()))
    expect(incomplete).toEqual([])
  })

  it('leave no sentence German in another language', () => {
    // A word or two may be the same in several languages (Widgets, Prop, Theme 01); a sentence is a forgotten translation.
    const untranslated = [...picked].filter((text) => {
      const { de, fr, it, en } = text as Text
      return de.trim().split(/\s+/).length >= 3 && (fr === de || it === de || en === de)
    })
    expect(untranslated).toEqual([])
  })
})
