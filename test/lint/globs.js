// What both linters skip and what they count as tests (eslint.config.js, oxlint.config.js): one list for both.
// test/lint/fixtures/ holds deliberate import cycles for the tests of import-x/no-cycle.
export const IGNORED = ['dist/**', 'dist-bench/**', '.tmp/**', 'node_modules/**', 'coverage/**', 'test/bench/results/**', 'test/lint/fixtures/**']

/** The tests, beside the code and under test/. */
export const TESTS = ['test/**', '**/*.test.{ts,tsx}']
