// Lint: type-aware TypeScript rules, React hooks, accessibility, and the import boundaries of STYLE.md
// (an area never imports another area; src/, store/ and api/ never import widgets/, except the boot's
// registry import; api/ never imports the store or UI).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const AREAS = ['product', 'news', 'oilfinder', 'shopuser', 'form', 'tools', 'footer']

const restricted = '@typescript-eslint/no-restricted-imports'
const reactReduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks of @/store/hooks.',
  allowTypeImports: true,
}

/** One area may import only itself among the areas, by alias or by a relative path that leaves the area. */
const areaBoundaries = AREAS.map((area) => ({
  files: [`widgets/${area}/**/*.{ts,tsx}`],
  rules: {
    [restricted]: [
      'error',
      {
        paths: [reactReduxHooks],
        patterns: [
          {
            regex: `^@/widgets/(?!${area}/)`,
            message: `widgets/${area} must not import another area or the registry: move shared code to src/ui or src/lib.`,
          },
          {
            regex: `^(\\.\\./){2,}(?!${area}/)`,
            message: `widgets/${area} must not reach out of its area with relative imports: use @/src, @/store or @/api.`,
          },
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // void marks a promise we deliberately do not await (fire-and-forget dispatches).
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
      '@typescript-eslint/no-invalid-void-type': 'off',
      // Props declare callbacks in method style (`onChange(value): void`) for readable TSDoc; they never use `this`.
      '@typescript-eslint/unbound-method': 'off',
      // Records keyed by family or name are cleared with delete; Map would cost serialisability in the store.
      '@typescript-eslint/no-dynamic-delete': 'off',
      // React Testing Library's act() runs synchronous work at once; awaiting it is only needed for async callbacks.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: '@testing-library/react' }, { from: 'package', name: 'act', package: 'react' }] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable table regions and tab panels take focus so keyboard users can scroll and reach them (WAI-ARIA APG).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: ['{src,store,api,i18n,styles}/**/*.{ts,tsx}'],
    rules: {
      [restricted]: [
        'error',
        {
          paths: [reactReduxHooks],
          patterns: [{ regex: '^(@/widgets/|(\\.\\./)+widgets/)', message: 'src/, store/ and api/ must never import widgets/ (only src/boot/main.ts imports the registry).' }],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      [restricted]: [
        'error',
        {
          patterns: [
            { regex: '^(@/widgets/|(\\.\\./)+widgets/)', message: 'api/ must never import widgets/.' },
            // Types describe the shapes the API answers; only runtime imports would couple api/ to the store.
            { regex: '^@/(store|src/(ui|singletons|boot|providers))/', message: 'api/ must not import the store or UI: it talks to them through connectApi hooks.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  { files: ['src/boot/main.ts'], rules: { [restricted]: 'off' } },
  { files: ['store/hooks.ts'], rules: { [restricted]: 'off' } },
  ...areaBoundaries,
  {
    files: ['test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Tests assert on shapes they just built; non-null assertions there document an expectation.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // expect.objectContaining() and friends are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
)
