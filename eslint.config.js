// Lint, each file's syntax: TypeScript, React hooks, accessibility, and the layout of docs/architecture.md "Layout":
// imports flow one way (an area never imports another area, a widget never imports another widget,
// src/, store/, api/, i18n/ and styles/ never import widgets/ except the boot's registry import, src/ui
// never imports store/, api/ or src/features, api/ never imports the store or UI at run time), no import
// cycles, kebab-case file and folder names.
// The project's own rules live in test/lint/local-rules.js and are tested in test/import-boundaries.test.ts.
// The rules that need the types run in oxlint (oxlint.config.js), on TypeScript 7: here they cost two thirds of lint.
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { IGNORED, TESTS } from './test/lint/globs.js'
import { localRules } from './test/lint/local-rules.js'

const restricted = '@typescript-eslint/no-restricted-imports'

const HOOK_RULES = ['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']

export default tseslint.config(
  { ignores: IGNORED },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: localRules, 'import-x': importX },
    settings: {
      // import-x follows imports through the @/* alias of tsconfig.json and parses the TypeScript it finds.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'local/file-names': 'error',
      'local/import-boundaries': 'error',
      // Type-only imports are erased, so they never form a cycle (a widget's component imports types from
      // its declaration, which imports the component). maxDepth bounds the walk as the project grows: it finds
      // every cycle of up to 10 modules, and the longest shortest import chain today is 6. Packages are not walked.
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // `import { type X } from 'm'` still loads m at run time (verbatimModuleSyntax keeps `import {} from 'm'`),
      // yet no-cycle counts it as type-only: write `import type { X }` instead.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-invalid-void-type': 'off',
      // Records keyed by family or name are cleared with delete; Map would cost serialisability in the store.
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  // Hooks live in .ts files too (store/use-contact-search.ts, src/lib/use-breakpoint.ts).
  // (The end-to-end helpers' useBrowser() is a Vitest fixture, not a React hook.)
  { files: ['**/*.{ts,tsx}'], ignores: ['test/e2e/**'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  // The rules of hooks hold in tests too; the React Compiler's checks (purity, refs, static components…) compile
  // every function, about a tenth of lint's time on the tests' harness components: the product's code only.
  { files: TESTS, rules: Object.fromEntries(Object.keys(reactHooks.configs.recommended.rules).filter((rule) => !HOOK_RULES.includes(rule)).map((rule) => [rule, 'off'])) },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable table regions and tab panels take focus so keyboard users can scroll and reach them (WAI-ARIA APG).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  // react-redux's hooks only through store/hooks.ts (the boundaries between folders are local/import-boundaries).
  {
    files: ['{src,store,api,i18n,styles,widgets}/**/*.{ts,tsx}'],
    rules: {
      [restricted]: [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks of @/store/hooks.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  { files: ['store/hooks.ts'], rules: { [restricted]: 'off' } },
  {
    files: ['test/**/*.{ts,tsx,js,mjs}', '**/*.test.{ts,tsx}', 'vite.config.ts', 'eslint.config.js', 'oxlint.config.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Tests assert on shapes they just built; non-null assertions there document an expectation.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
)
