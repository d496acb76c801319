import { readFileSync } from 'node:fs'
import { AREAS } from '@/src/boot/areas'
import { baseOf, LOCALES } from '@/i18n/locales'
import { readmeTable, widgetJsonSchema, widgetsSchemaFile } from '@/src/widget/json-schema'
import { contextFor } from '@/test/cms/context'
import type { WidgetName } from '@/test/cms/html'
import { widgetsIn } from '@/test/cms/html'
import { cataloguePage } from '@/test/cms/pages/catalogue'
import { pages } from '@/test/cms/pages/index'
import { userDataFor } from '@/test/mocks/db/index'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import { catalogue, misplacedDeclarations } from '@/widgets/catalogue'

// The widget contract (README "Widgets"): everything that follows from a declaration exists, and the
// files generated from the declarations are current (`npm run generate` rewrites them).

const README_START = '<!-- widgets:start (npm run generate) -->'
const README_END = '<!-- widgets:end -->'
const stringFiles = import.meta.glob('/i18n/locales/*/*.json')
const hasStrings = (locale: string, namespace: string) => Object.hasOwn(stringFiles, `/i18n/locales/${locale}/${namespace}.json`)
const baseLocales = LOCALES.filter((locale) => !baseOf(locale))
const schemas = widgetsSchemaFile(catalogue)
const render = (page: (typeof pages)[number]) => page.body(contextFor(new URL(`http://cms.test${page.path}`), undefined, schemas))
const cataloguePageHtml = render(cataloguePage)
// The pages that show a widget at work, besides the catalogue that shows every one.
const cmsWidgets = new Set(pages.filter((page) => page !== cataloguePage).flatMap((page) => widgetsIn(render(page))))

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

    it.each(Object.keys(declaration.examples))('shows its example %s in the block catalogue', (example) => {
      expect(cataloguePageHtml).toContain(`id="widget-${name.replace('/', '-')}-${example}"`)
    })
  })
})

// A widget that shows nothing outside its situation mounts its examples in it: the acting-for banner shows only
// while an employee acts for a customer's contact.
const EXAMPLE_CONTEXT: Partial<Record<WidgetName, RenderWidgetOptions>> = {
  'shopuser/acting-for-banner': {
    user: 'mitarbeiter@example.ch',
    pageData: { user: { ...userDataFor('mitarbeiter@example.ch'), selectedContact: { name: 'Garage Huber GmbH', customerId: '0001004712', contactPerson: { name: 'Peter Huber' } } } },
  },
}

describe('every named example', () => {
  const examples = catalogue.flatMap(({ name, declaration }) => Object.entries(declaration.examples).map(([example, props]) => [name, example, props] as const))

  it.each(examples)('%s «%s» mounts through the real runtime without a warning', async (name, _, props) => {
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    // Examples are checked against their own declaration above; here they are plain data.
    const { el } = await renderWidget(name as WidgetName, props as never, EXAMPLE_CONTEXT[name as WidgetName])
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el).not.toBeEmptyDOMElement()
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
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
      '// A widget without props takes none: an empty object, not `{}` (which would accept anything but null).',
      'type Exact<P> = keyof P extends never ? Record<string, never> : P',
      'type InputOf<D> = D extends WidgetDeclaration<infer S> ? Exact<PropsInputOf<S>> : never',
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
