// The project's own lint rules (used by eslint.config.js, tested in test/import-boundaries.test.ts).
// Plain JavaScript because eslint.config.js loads it without a TypeScript loader; local-rules.d.ts
// types it for the tests.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project root: every path below is relative to it, with forward slashes. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** `path` (absolute, or relative to the working directory) relative to the root, or null outside it. */
const fromRoot = (file) => {
  const relative = path.relative(ROOT, path.resolve(file))
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep).join('/')
}

// ---------------------------------------------------------------------------------------------
// File and folder names

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** BCP 47 language[-Script][-REGION], as the locale folders name them: de, de-CH, zh-Hans, es-419. */
const LOCALE_TAG = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/
/** The only file names that are not kebab-case: conventional upper-case documents. */
const UPPER_CASE_FILES = new Set(['README.md', 'LICENSE', 'LICENSES.md', 'CHANGELOG.md'])

const toKebabCase = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Why a path (relative to the project root) breaks the naming convention, or null when it keeps it.
 * Every folder and file name is kebab-case (lower-case letters, digits, single hyphens); a file name
 * is checked up to its first dot (`rich-text.widget.ts`, `vite.config.ts`), a leading dot marks a
 * hidden file or folder (`.gitignore`, `.ci`). Exceptions: the locale folders `i18n/locales/<BCP 47
 * tag>/` (`de-CH`, `zh-Hans`) and the upper-case documents in UPPER_CASE_FILES.
 */
export function fileNameProblem(relativePath) {
  const segments = relativePath.split(/[\\/]/).filter((s) => s !== '' && s !== '.')
  for (const [i, segment] of segments.entries()) {
    const isFile = i === segments.length - 1
    if (isFile && UPPER_CASE_FILES.has(segment)) continue
    if (!isFile && i === 2 && segments[0] === 'i18n' && segments[1] === 'locales' && LOCALE_TAG.test(segment)) continue
    const hidden = segment.startsWith('.')
    const visible = hidden ? segment.slice(1) : segment
    const name = isFile ? visible.split('.')[0] : visible
    if (KEBAB_CASE.test(name)) continue
    const suggestion = (hidden ? '.' : '') + toKebabCase(name) + (isFile ? visible.slice(name.length) : '')
    return (
      `${isFile ? 'File' : 'Folder'} name "${segment}" in ${segments.join('/')} is not kebab-case ` +
      `(lower-case letters, digits, single hyphens): rename it to "${suggestion}".`
    )
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Import boundaries (docs/architecture.md "Layout"): an area never imports another area, a widget never imports
// another widget, src/, store/, api/, i18n/ and styles/ never import widgets/, src/ui never imports store/, api/
// or src/features, api/ never imports the store or UI at run time.

const CORE = new Set(['src', 'store', 'api', 'i18n', 'styles'])
const WITHOUT_EXTENSION = /\.(?:[cm]?[jt]sx?)$/

/** Where a specifier points, relative to the root (`@/x` or `./x`, `../x`), or null for packages. */
const importTarget = (importer, specifier) => {
  const bare = specifier.replace(/[?#].*$/, '')
  if (bare.startsWith('@/')) return path.posix.normalize(bare.slice(2))
  if (bare === '.' || bare === '..' || bare.startsWith('./') || bare.startsWith('../')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), bare))
    return target.startsWith('../') ? null : target
  }
  return null
}

/**
 * Why `importer` (a file path relative to the root) must not import `specifier`, or null when it may.
 * `typeOnly`: the import is erased at run time (`import type`, `export type`).
 */
export function importBoundaryProblem(importer, specifier, { typeOnly = false } = {}) {
  const fallback = fallbackProblem(importer, specifier, typeOnly)
  if (fallback !== null) return fallback
  const target = importTarget(importer, specifier)
  if (target === null) return null
  const from = importer.split('/')
  const to = target.replace(WITHOUT_EXTENSION, '').split('/').filter((s) => s !== '.')
  const relative = specifier.startsWith('.')

  if (from[0] === 'widgets' && from.length >= 3) {
    const area = from[1]
    // The importer's folder in its area: a widget, the area's shared `parts`, or null for a file directly in the area.
    const unit = from.length >= 4 ? from[2] : null
    const here = unit === null ? `widgets/${area}` : `widgets/${area}/${unit}`
    if (to[0] === 'widgets') {
      const [, toArea, other] = to
      if (toArea === undefined || (to.length === 2 && (toArea === 'registry' || toArea === 'catalogue'))) {
        return `${here} must not import ${target}: the registry and the catalogue import every widget (only src/boot/main.ts imports the registry).`
      }
      if (toArea !== area) {
        return `widgets/${area} must not import another area (widgets/${toArea}): move code both need to src/ui or src/lib.`
      }
      if (other === undefined || other === 'parts' || other === unit) return null
      if (unit === null || unit === 'parts') {
        return `${here} is shared by the area's widgets and must not import a widget (widgets/${area}/${other}): move what it needs into widgets/${area}/parts.`
      }
      return `${here} must not import another widget (widgets/${area}/${other}): move code both need to widgets/${area}/parts (or to src/ui, src/lib when other areas need it too).`
    }
    if (relative) {
      return `${here} must not reach out of its area with relative imports: import '@/${target}' instead.`
    }
    return null
  }

  if (CORE.has(from[0])) {
    if (to[0] === 'widgets') {
      if (importer === 'src/boot/main.ts' && to.join('/') === 'widgets/registry') return null
      return `${from[0]}/ must never import widgets/ (only src/boot/main.ts imports widgets/registry.ts): move code widgets share to src/ui or src/lib.`
    }
    // src/ui holds presentational parts (props in, markup out); what reads the store or calls the API is a
    // shared feature in src/features, which may import src/ui, src/lib, store/ and api/ (never widgets/, above).
    // Type-only imports count too: a part typed by the store's or the API's shapes is tied to them.
    if (from[0] === 'src' && from[1] === 'ui' && (to[0] === 'store' || to[0] === 'api' || (to[0] === 'src' && to[1] === 'features'))) {
      return `src/ui is presentational (props in, markup out) and must not import ${to.slice(0, to[0] === 'src' ? 2 : 1).join('/')}/: a part that reads the store or calls the API belongs in src/features (pass what it needs as props).`
    }
    const ui = to[0] === 'src' && ['ui', 'features', 'singletons', 'boot', 'providers'].includes(to[1] ?? '')
    if (from[0] === 'api' && !typeOnly && (to[0] === 'store' || ui)) {
      return `api/ must not import the store or UI at run time (import type is fine): it talks to them through connectApi hooks.`
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Fallback markup (docs/fallbacks.md): a `<widget>.fallback.ts` is a pure function the CMS runs (the simulated CMS
// under node), never the browser. It imports no React, store/, api/ or test/ at run time (types are erased), no
// component (.tsx) and no stylesheet, and of the packages only valibot; and only fallbacks and tests import it, so
// it never ships in the bundle.

const FALLBACK_FILE = /\.fallback\.ts$/
const FALLBACK_MODULE = /\.fallback(?:\.ts)?$/
/** The one package a fallback may use at run time: the props' and page data's checks are valibot schemas. */
const FALLBACK_PACKAGES = new Set(['valibot'])

/** Why a fallback may not import this, or why this may not import a fallback; null when neither applies. */
function fallbackProblem(importer, specifier, typeOnly) {
  const target = importTarget(importer, specifier)
  if (target !== null && FALLBACK_MODULE.test(target) && !FALLBACK_FILE.test(importer) && importer.split('/')[0] !== 'test' && !/\.test\.tsx?$/.test(importer)) {
    return `${importer} must not import fallback markup (${target}): only the CMS (test/cms), tests and other fallbacks do, so it never ships in the bundle.`
  }
  if (!FALLBACK_FILE.test(importer)) return null
  const why = 'a fallback is a pure function of props, locale and page data that the CMS runs (docs/fallbacks.md)'
  if (target === null) {
    const isPackage = !specifier.startsWith('.') && !specifier.startsWith('/')
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]
    return isPackage && !typeOnly && !FALLBACK_PACKAGES.has(name) ? `${importer} must not import ${specifier}: ${why}; of the packages only valibot.` : null
  }
  const [top] = target.split('/')
  if (top === 'test') return `${importer} must not import ${target}: ${why}, no test code or mock data; the CMS passes in what it knows.`
  if (typeOnly) return null
  // The API's schema modules (api/<name>-schemas.ts) hold valibot schemas alone: a fallback checks the data it renders
  // with the island's very schema.
  const isApiSchemas = top === 'api' && /-schemas(?:\.ts)?$/.test(target)
  if (top === 'store' || (top === 'api' && !isApiSchemas)) return `${importer} must not import ${target} at run time (import type is fine): ${why}, without the store or the API client.`
  const bare = target.replace(WITHOUT_EXTENSION, '')
  if (/\.(?:widget|module)$|\.css$/.test(bare) || target.endsWith('.tsx') || existsSync(path.join(ROOT, `${bare}.tsx`))) {
    return `${importer} must not import ${target} at run time (import type is fine): ${why}, without React components or stylesheets.`
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// The plugin

/** Erased at run time: `import type`, `export type`, or only inline `type` specifiers (as import-x/no-cycle counts them). */
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers !== undefined &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Folder and file names are kebab-case (docs/architecture.md "Layout").' },
    schema: [],
    messages: { name: '{{problem}}' },
  },
  create(context) {
    const file = fromRoot(context.physicalFilename)
    const problem = file === null ? null : fileNameProblem(file)
    if (problem === null) return {}
    return {
      Program(node) {
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { problem } })
      },
    }
  },
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between areas, widgets, src/, store/ and api/ (docs/architecture.md "Layout").' },
    schema: [],
    messages: { boundary: '{{problem}}' },
  },
  create(context) {
    const importer = fromRoot(context.physicalFilename)
    if (importer === null) return {}
    const check = (source, typeOnly) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      const problem = importBoundaryProblem(importer, source.value, { typeOnly })
      if (problem !== null) context.report({ node: source, messageId: 'boundary', data: { problem } })
    }
    return {
      ImportDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ImportExpression: (node) => check(node.source, false),
    }
  },
}

export const localRules = {
  meta: { name: 'local' },
  rules: { 'file-names': fileNames, 'import-boundaries': importBoundaries },
}
