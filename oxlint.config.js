// Type-aware lint (docs/testing.md "Lint"): typescript-eslint's rules that need the types, run by oxlint's tsgolint on
// TypeScript 7, the compiler `npm run typecheck` uses. ESLint (eslint.config.js) runs every rule that reads one file's
// syntax; run there, these rules took about 80 s of CPU (typescript-eslint builds a TypeScript 6 program), here 12 s.
import { defineConfig } from 'oxlint'
import tseslint from 'typescript-eslint'
import { IGNORED, TESTS } from './test/lint/globs.js'

// The product's code.
const PRODUCT = ['{src,widgets,store,api,i18n,styles}/**/*.{ts,tsx}']

/**
 * typescript-eslint's strict type-checked rules that tsgolint does not have yet, each with what goes unchecked
 * (test/lint/type-aware-lint.node.test.ts fails once oxlint knows one, to take it up).
 */
const NOT_IN_TSGOLINT = {
  'no-unsafe-class-instance-assignment': 'a plain object given where an instance of one of our dozen classes is expected (instanceof would fail on it)',
}

// React Testing Library's act() runs synchronous work at once; awaiting it is only needed for async callbacks.
const floatingPromises = ['error', { allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: '@testing-library/react' }, { from: 'package', name: 'act', package: 'react' }] }]

/** The rules on the product's code: the preset, less what tsgolint lacks, with the project's options. */
const PRODUCT_RULES = {
  ...Object.fromEntries(
    Object.entries(tseslint.configs.strictTypeCheckedOnly.at(-1)?.rules ?? {})
      .map(([rule, setting]) => [rule.replace('@typescript-eslint/', ''), setting])
      .filter(([rule, setting]) => setting !== 'off' && !(rule in NOT_IN_TSGOLINT)),
  ),
  'no-floating-promises': floatingPromises,
  'restrict-template-expressions': ['error', { allowNumber: true }],
  // void marks a promise we deliberately do not await (fire-and-forget dispatches).
  'no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
  // Props declare callbacks in method style (`onChange(value): void`) for readable TSDoc; they never use `this`.
  'unbound-method': 'off',
}

/**
 * Tests keep the rules that make a test unable to fail (a promise nobody awaits: an assertion that never runs); tsc
 * checks their types.
 */
const TEST_RULES = { 'no-floating-promises': floatingPromises, 'await-thenable': 'error', 'no-misused-promises': 'error' }

const named = (rules) => Object.fromEntries(Object.entries(rules).map(([rule, setting]) => [`typescript/${rule}`, setting]))

export default defineConfig({
  // Only the rules named here: oxlint's own defaults would be a second syntax linter beside ESLint.
  categories: { correctness: 'off' },
  plugins: ['typescript'],
  ignorePatterns: [...IGNORED, '**/*.js', '**/*.mjs'],
  overrides: [
    { files: ['**/*.ts', '**/*.tsx'], rules: named(TEST_RULES) },
    { files: PRODUCT, rules: named(PRODUCT_RULES) },
    { files: TESTS, rules: named(Object.fromEntries(Object.keys(PRODUCT_RULES).map((rule) => [rule, TEST_RULES[rule] ?? 'off']))) },
  ],
})
