import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { fileNameProblem, ROOT } from './lint/local-rules.js'

// The project's own lint config (the rules that need types are oxlint's: ./lint/type-aware-lint.node.test.ts).
// ignore: false lets it lint test/lint/fixtures/, which eslint.config.js ignores (they hold a deliberate cycle).
const eslint = new ESLint({ cwd: ROOT, ignore: false })

const BOUNDARY_RULES = new Set(['local/import-boundaries', '@typescript-eslint/no-restricted-imports'])

const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  return result?.messages ?? []
}

// The first lint loads the config, the parser and import-x's resolver: seconds on a busy machine.
beforeAll(async () => {
  await lint('src/lib/warm-up.ts', 'export {}\n')
}, 60_000)

const problems = async (filePath: string, code: string) =>
  (await lint(filePath, code)).filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message)

describe('import boundaries (docs/architecture.md "Layout": one-way imports)', () => {
  it.each([
    // Another area, by alias or by a relative path.
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/widgets/news/news-list/news-list'", 'move code both need to src/ui or src/lib'],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '../../news/news-list/news-list'", 'another area (widgets/news)'],
    ['widgets/product/product-list/parts/row.tsx', "import { x } from '../../../shopuser/login-form/login-form'", 'another area (widgets/shopuser)'],
    ['widgets/product/parts/price.tsx', "import { x } from '@/widgets/shopuser/parts/field'", 'another area (widgets/shopuser)'],
    // Another widget of the same area, its parts included, by alias or relative, imported or re-exported.
    ['widgets/product/product-list/product-list.tsx', "import { x } from '../product-teaser/product-teaser'", 'move code both need to widgets/product/parts'],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/widgets/product/product-teaser/product-teaser'", 'another widget (widgets/product/product-teaser)'],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/widgets/product/product-teaser/parts/price'", 'another widget (widgets/product/product-teaser)'],
    ['widgets/product/product-list/product-list.tsx', "import x from '../product-teaser/product-teaser.widget'", 'another widget'],
    ['widgets/product/product-list/product-list.tsx', "export { x } from '../product-teaser/product-teaser'", 'another widget'],
    ['widgets/product/product-list/product-list.tsx', "const x = () => import('../product-teaser/product-teaser')", 'another widget'],
    ['widgets/product/product-list/parts/row.tsx', "import { x } from '../../product-teaser/parts/price'", 'another widget'],
    // The area's shared parts never import a widget.
    ['widgets/product/parts/price.tsx', "import { x } from '../product-list/product-list'", 'move what it needs into widgets/product/parts'],
    ['widgets/product/parts/price.tsx', "import { x } from '@/widgets/product/product-list/parts/row'", 'must not import a widget'],
    // The registry and the catalogue import every widget.
    ['widgets/tools/header/header.tsx', "import { registry } from '@/widgets/registry'", 'only src/boot/main.ts imports the registry'],
    ['widgets/tools/header/header.tsx', "import catalogue from '../../catalogue'", 'only src/boot/main.ts imports the registry'],
    // Out of the area only by alias.
    ['widgets/tools/header/header.tsx', "import { x } from '../../../src/ui/button/button'", "import '@/src/ui/button/button' instead"],
    // src/, store/, api/ never import widgets/; main.ts only the registry.
    ['src/ui/button/button.tsx', "import { x } from '@/widgets/tools/rich-text/rich-text'", 'must never import widgets/'],
    ['store/cart.ts', "import { x } from '../widgets/shopuser/cart/cart'", 'must never import widgets/'],
    ['store/cart.ts', "const x = () => import('@/widgets/shopuser/cart/cart.widget')", 'must never import widgets/'],
    ['src/boot/main.ts', "import catalogue from '@/widgets/catalogue'", 'only src/boot/main.ts imports widgets/registry.ts'],
    // api/ never imports the store or UI at run time.
    ['api/cart.ts', "import { makeStore } from '@/store/index'", 'through connectApi hooks'],
    ['api/cart.ts', "import { makeStore } from '../store/index'", 'through connectApi hooks'],
    ['api/cart.ts', "import { Button } from '@/src/ui/button/button'", 'through connectApi hooks'],
    // src/ui is presentational: never the store, the API or a shared feature, not even their types.
    ['src/ui/price/price.tsx', "import { useAppSelector as x } from '@/store/hooks'", 'src/ui is presentational (props in, markup out) and must not import store/'],
    ['src/ui/button/button.tsx', "import { x } from '../../../store/request'", 'must not import store/'],
    ['src/ui/table/table.tsx', "import type { x } from '@/api/table-schemas'", 'must not import api/'],
    ['src/ui/table/table.test.tsx', "import { x } from '@/src/features/data-table/data-table'", 'must not import src/features/'],
    // A shared feature may import the store, but never widgets/.
    ['src/features/price/price.tsx', "import { x } from '@/widgets/product/parts/product-tile/tile-price'", 'must never import widgets/'],
    // react-redux's hooks only through store/hooks.ts.
    ['widgets/tools/header/header.tsx', "import { useSelector } from 'react-redux'", 'Use the typed hooks of @/store/hooks.'],
    // A fallback (docs/fallbacks.md) runs in the CMS: no React, store/, api/ or test/, no component or stylesheet.
    ['widgets/tools/heading/heading.fallback.ts', "import { useState as x } from 'react'", 'of the packages only valibot'],
    ['widgets/tools/heading/heading.fallback.ts', "import { makeStore } from '@/store/index'", 'without the store or the API client'],
    ['widgets/tools/search-box/search-box.fallback.ts', "import { SEARCH_MAX_LENGTH as x } from '@/api/search-limits'", 'without the store or the API client'],
    ['widgets/tools/heading/heading.fallback.ts', "import type { x } from '@/test/mocks/db/index'", 'no test code or mock data'],
    ['widgets/tools/heading/heading.fallback.ts', "import { Heading as x } from './heading'", 'without React components or stylesheets'],
    ['widgets/tools/heading/heading.fallback.ts', "import x from './heading.widget'", 'without React components or stylesheets'],
    ['src/ui/language-switcher/language-switcher.fallback.ts', "import { GlobeGlyph as x } from './glyphs'", 'without React components or stylesheets'],
    // Only the CMS, tests and other fallbacks import a fallback: it never ships in the bundle.
    ['widgets/tools/heading/heading.tsx', "import x from './heading.fallback'", 'never ships in the bundle'],
    ['src/ui/language-switcher/language-switcher.tsx', "import { x } from './language-switcher.fallback'", 'never ships in the bundle'],
  ])('refuses in %s: %s', async (file, code, hint) => {
    const found = await problems(file, `${code}\nexport const used = x ?? registry ?? makeStore ?? useSelector ?? catalogue ?? Button\n`)
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(hint)
  })

  it.each([
    // Its own widget folder, by relative path or alias, and its area's parts.
    ['widgets/product/product-list/product-list.tsx', "import { x } from './parts/row'"],
    ['widgets/product/product-list/product-list.tsx', "import styles from './product-list.module.css'"],
    ['widgets/product/product-list/product-list.tsx', "import type { x } from './product-list.widget'"],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/widgets/product/product-list/parts/row'"],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/widgets/product/parts/price'"],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '../parts/price'"],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/src/ui/button/button'"],
    ['widgets/product/product-list/product-list.widget.ts', "import { x } from './product-list'"],
    ['widgets/product/product-list/product-list.test.tsx', "import declaration from './product-list.widget'"],
    ['widgets/product/product-list/parts/row.tsx', "import { x } from '../../parts/price'"],
    ['widgets/product/product-list/parts/row.tsx', "import type { x } from '../product-list.widget'"],
    ['widgets/product/parts/price.tsx', "import { x } from './currency'"],
    ['widgets/product/parts/price.tsx', "import { x } from '@/src/lib/money'"],
    // The registry and the catalogue import every widget; tests and tooling may import the catalogue.
    ['widgets/catalogue.ts', "import heading from './tools/heading/heading.widget'"],
    ['widgets/registry.ts', "const x = () => import('./tools/heading/heading.widget')"],
    ['src/boot/main.ts', "import { registry } from '@/widgets/registry'"],
    ['test/cms/pages/index.ts', "import catalogue from '@/widgets/catalogue'"],
    // api/ may import the store's and UI's types.
    ['api/auth.ts', "import type { UserData } from '@/store/session'"],
    ['api/auth.ts', "import type { UserData } from '../store/session'"],
    ['store/hooks.ts', "import { useSelector } from 'react-redux'"],
    // A shared feature connects presentational parts to the store and the API; a part imports parts and helpers.
    ['src/features/price/price.tsx', "import { useAppSelector } from '@/store/hooks'"],
    ['src/features/data-table/use-server-table.ts', "import type { TableResults } from '@/api/table-schemas'"],
    ['src/features/price/price.tsx', "import { Price } from '@/src/ui/price/price'"],
    ['src/features/sign-out/use-sign-out.ts', "import { useReloadingChange } from '../reloading-change/use-reloading-change'"],
    ['src/ui/price/price.tsx', "import { formatPrice } from '@/src/lib/money'"],
    ['src/ui/back-link/back-link.tsx', "import { SafeLink } from '../safe-link/safe-link'"],
    // A fallback's imports: valibot, types, pure helpers; the simulated CMS, tests and other fallbacks import it.
    ['widgets/tools/breadcrumb/breadcrumb.fallback.ts', "import * as v from 'valibot'"],
    ['widgets/tools/heading/heading.fallback.ts', "import type declaration from './heading.widget'"],
    ['widgets/tools/header/header.fallback.ts', "import type { SessionUrls } from '@/store/session'"],
    ['widgets/tools/header/header.fallback.ts', "import { barItems } from './header-items'"],
    ['widgets/tools/heading/heading.fallback.ts', "import { escapeHtml } from '@/src/widget/fallback'"],
    // The API's schema modules hold schemas alone: a fallback checks what it renders as the island does.
    ['widgets/product/product-list/product-list.fallback.ts', "import { productListSchema } from '@/api/product-list-schemas'"],
    ['widgets/shopuser/b2c-cart/b2c-cart.fallback.ts', "import { cartLinesHtml } from '@/widgets/shopuser/parts/cart-lines/cart-lines.fallback'"],
    ['test/cms/widget-markup.gen.ts', "import toolsHeading from '@/widgets/tools/heading/heading.fallback'"],
    ['widgets/footer/footer/footer.test.tsx', "import footer from './footer.fallback'"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport type Used = unknown\n`)).toEqual([])
  })
})

describe('import cycles (import-x/no-cycle through the @/ alias, type-only imports ignored)', () => {
  const cycles = async (...files: string[]) => {
    const results = await eslint.lintFiles(files.map((f) => path.join(ROOT, 'test/lint/fixtures', f)))
    return results.map((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').length)
  }

  it('allows a type-only cycle: the component imports types from its declaration, which imports it', async () => {
    expect(await cycles('type-cycle/sample.ts', 'type-cycle/sample.widget.ts')).toEqual([0, 0])
  })

  it('refuses the same pair once the component imports a value from its declaration', async () => {
    const messages = await lint('test/lint/fixtures/type-cycle/sample.ts', "import declaration from './sample.widget'\nexport const s = declaration\n")
    expect(messages.filter((m) => m.ruleId === 'import-x/no-cycle')).toHaveLength(1)
  })

  it('refuses a runtime cycle, one side written with the @/ alias', async () => {
    expect(await cycles('runtime-cycle/first.ts', 'runtime-cycle/second.ts')).toEqual([1, 1])
  })

  it('refuses `import { type X }`, which no-cycle ignores but still loads the module at run time', async () => {
    const messages = await lint('test/lint/fixtures/type-cycle/sample.ts', "import { type SampleProps } from './sample.widget'\nexport const s = (p: SampleProps) => p\n")
    expect(messages.map((m) => m.ruleId)).toEqual(['@typescript-eslint/no-import-type-side-effects'])
  })
})

describe('file and folder names (kebab-case)', () => {
  it.each([
    'widgets/tools/rich-text/rich-text.widget.ts',
    'widgets/tools/rich-text/rich-text.module.css',
    'i18n/i18next.d.ts',
    'vite.config.ts',
    'styles/tokens/theme-01.css',
    'i18n/locales/de-CH/common.json',
    'i18n/locales/zh-Hans/shopuser.json',
    'i18n/locales/de/common.json',
    '.ci/run',
    '.gitignore',
    'README.md',
    'test/fixtures/LICENSES.md',
  ])('allows %s', (file) => {
    expect(fileNameProblem(file)).toBeNull()
  })

  it.each([
    ['widgets/tools/RichText.tsx', 'File name "RichText.tsx"', '"rich-text.tsx"'],
    ['widgets/tools/rich_text/x.ts', 'Folder name "rich_text"', '"rich-text"'],
    ['src/lib/richText.ts', 'File name "richText.ts"', '"rich-text.ts"'],
    ['src/lib/rich--text.ts', 'File name "rich--text.ts"', '"rich-text.ts"'],
    ['src/lib/-rich-text.ts', 'File name "-rich-text.ts"', '"rich-text.ts"'],
    ['src/lib/HTTPClient/client.ts', 'Folder name "HTTPClient"', '"http-client"'],
    ['i18n/locales/de-CH/Common.json', 'File name "Common.json"', '"common.json"'],
    ['i18n/locales/de_CH/common.json', 'Folder name "de_CH"', '"de-ch"'],
    ['i18n/locales/de-CH.json', 'File name "de-CH.json"', '"de-ch.json"'],
    ['src/de-CH/common.ts', 'Folder name "de-CH"', '"de-ch"'],
    ['docs/Readme.md', 'File name "Readme.md"', '"readme.md"'],
  ])('refuses %s', (file, what, suggestion) => {
    expect(fileNameProblem(file)).toMatch(new RegExp(`^${what} in ${file} is not kebab-case .*: rename it to ${suggestion}\\.$`))
  })

  it('reports a linted file with a name that is not kebab-case', async () => {
    const rule = async (file: string) => (await lint(file, 'export const x = 1\n')).filter((m) => m.ruleId === 'local/file-names').map((m) => m.message)
    expect(await rule('widgets/tools/RichText/RichText.tsx')).toEqual([
      'Folder name "RichText" in widgets/tools/RichText/RichText.tsx is not kebab-case (lower-case letters, digits, single hyphens): rename it to "rich-text".',
    ])
    expect(await rule('widgets/tools/rich-text/rich-text.widget.ts')).toEqual([])
    expect(await rule('vite.config.ts')).toEqual([])
  })

  it('holds for every file in git (tracked and still present, or new and not ignored)', () => {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    const files = [...new Set(listed.split('\0'))].filter((f) => f !== '' && existsSync(path.join(ROOT, f)))
    expect(files.length).toBeGreaterThan(100)
    expect(files.map(fileNameProblem).filter((p) => p !== null)).toEqual([])
  })
})
