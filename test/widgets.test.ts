import { readFileSync } from 'node:fs'
import { AREAS } from '@/src/boot/areas'
import { readmeTable, widgetJsonSchema } from '@/src/widget/json-schema'
import { catalogue, misplacedDeclarations } from '@/widgets/catalogue'
import { pages } from '@/test/cms/pages/index'
import { widgetsIn } from '@/test/cms/html'
import { LOCALES, baseOf } from '@/i18n/locales'

// The widget contract (README "Widgets"): everything that follows from a declaration exists, and the
// files generated from the declarations are current (`npm run generate` rewrites them).

const README_START = '<!-- widgets:start (npm run generate) -->'
const README_END = '<!-- widgets:end -->'
const stringFiles = import.meta.glob('/i18n/locales/*/*.json')
const hasStrings = (locale: string, namespace: string) => Object.hasOwn(stringFiles, `/i18n/locales/${locale}/${namespace}.json`)
const baseLocales = LOCALES.filter((locale) => !baseOf(locale))
const cmsWidgets = new Set(pages.flatMap((page) => widgetsIn(page.body({ url: new URL(`http://cms.test${page.path}`) } as never))))

describe('widget declarations', () => {
  it('sit at widgets/<area>/<widget>/<widget>.widget.ts, one per widget', () => {
    expect(misplacedDeclarations).toEqual([])
    expect(catalogue.length).toBeGreaterThan(0)
  })

  describe.each(catalogue.map((entry) => [entry.name, entry] as const))('%s', (name, { declaration }) => {
    it('has a description, at least one example and a budget', () => {
      expect(declaration.description).toMatch(/\S{3}/)
      expect(Object.keys(declaration.examples).length).toBeGreaterThan(0)
      expect(declaration.budgetKb).toBeGreaterThan(0)
    })

    it.each(Object.entries(declaration.examples))('accepts its example %s', (_, example) => {
      const checked = declaration.check(example)
      expect(checked.ok ? [] : checked.problems).toEqual([])
      expect(checked.unknown).toEqual([])
    })

    it('has a JSON Schema that names it and lists its examples', () => {
      const schema = widgetJsonSchema(name, declaration)
      expect(schema).toMatchObject({ title: name, type: 'object', 'x-example-names': Object.keys(declaration.examples) })
      expect(Object.keys(schema.properties ?? {})).toEqual(Object.keys(declaration.props.entries))
    })

    it('has its area’s strings in every base language (if the area has strings)', () => {
      const area = name.split('/')[0] ?? ''
      if (!hasStrings('de', area)) return
      expect(baseLocales.filter((locale) => !hasStrings(locale, area))).toEqual([])
    })

    it('has a page in the simulated CMS', () => {
      expect([...cmsWidgets]).toContain(name)
    })
  })
})

describe('files generated from the declarations (npm run generate)', () => {
  it('the README’s widget table', async () => {
    const readme = readFileSync('README.md', 'utf8')
    const start = readme.indexOf(README_START)
    const end = readme.indexOf(README_END)
    expect(start, `README.md needs the markers ${README_START} … ${README_END}`).toBeGreaterThan(-1)
    const current = `${readme.slice(0, start + README_START.length)}\n${readmeTable(catalogue)}\n${readme.slice(end)}`
    await expect(current).toMatchFileSnapshot('../README.md')
  })

  it('the typed props of every widget for marker() and renderWidget()', async () => {
    const id = (name: string) => name.replace(/[/-](\w)/g, (_, letter: string) => letter.toUpperCase())
    const source = [
      '// Generated from widgets/*/*/*.widget.ts by `npm run generate`; test/widgets.test.ts checks it is current.',
      "import type { PropsInputOf, WidgetDeclaration } from '@/src/widget/define-widget'",
      ...catalogue.map(({ name }) => `import type ${id(name)} from '@/widgets/${name}/${name.split('/')[1] ?? ''}.widget'`),
      '',
      'type InputOf<D> = D extends WidgetDeclaration<infer S> ? PropsInputOf<S> : never',
      '',
      '/** The props a CMS author writes, by widget name: what marker() and renderWidget() check against. */',
      'export type WidgetInputs = {',
      ...catalogue.map(({ name }) => `  '${name}': InputOf<typeof ${id(name)}>`),
      '}',
      '',
    ].join('\n')
    await expect(source).toMatchFileSnapshot('./widget-inputs.gen.ts')
  })

  it('covers every area in the registry order', () => {
    const areas = catalogue.map(({ name }) => name.split('/')[0])
    expect([...areas].sort((a, b) => AREAS.indexOf(a as never) - AREAS.indexOf(b as never))).toEqual(areas)
  })
})
