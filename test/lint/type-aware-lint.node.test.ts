import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import tseslint from 'typescript-eslint'

// The type-aware rules (oxlint.config.js) on a small project of known-bad files, laid out as ours: the config's
// globs are read from the folder of the config oxlint is given, so a wrong glob silently lints nothing.
const ROOT = path.resolve(import.meta.dirname, '../..')
const OXLINT = path.join(ROOT, 'node_modules/.bin/oxlint')

const FILES = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM'], module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['**/*.ts'] }),
  'oxlint.config.js': `export { default } from '${path.join(ROOT, 'oxlint.config.js')}'\n`,
  // The product's code: the strict preset.
  'widgets/sample/sample.ts': [
    'export const later = async () => { await Promise.resolve(1) }',
    'later()',
    'const box = { a: 1 }',
    'export const text = `${box}`',
    'export const always = (n: number) => (n === null ? 1 : 2)',
    // The project's options: numbers in templates, a void arrow's shorthand, a promise marked as not awaited.
    'export const count = (n: number) => `${n} Artikel`',
    'export const log = () => console.log(text)',
    'void later()',
  ].join('\n'),
  // Its tests and test/: only what keeps a test able to fail; act() is safe not to await.
  'widgets/sample/sample.test.ts': [
    "import { act } from '@testing-library/react'",
    "import { later } from './sample'",
    'later()',
    'act(() => 1)',
    'export const always = (n: number) => (n === null ? 1 : 2)',
  ].join('\n'),
  'test/helper.ts': ["import { later } from '../widgets/sample/sample'", 'export const run = (items: string[]) => items.forEach(async () => later())', 'export const always = (n: number) => (n === null ? 1 : 2)'].join('\n'),
}

type Diagnostic = { code: string; filename: string; labels: { span: { line: number } }[] }

let dir = ''
beforeAll(async () => {
  // Outside the repository: oxlint skips what .gitignore names (.tmp/ among it).
  dir = await mkdtemp(path.join(tmpdir(), 'type-aware-lint-'))
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), `${text}\n`)
  }
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const run = promisify(execFile)

const lint = async () => {
  const { stdout } = await run(OXLINT, ['--type-aware', '-c', 'oxlint.config.js', '-f', 'json', '.'], { cwd: dir }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: Diagnostic[] }
  return diagnostics.map((d) => `${d.filename}:${d.labels[0]?.span.line ?? '?'} ${d.code.replace(/^typescript\((.*)\)$/, '$1')}`).sort()
}

describe('type-aware lint (oxlint.config.js, oxlint with tsgolint)', () => {
  it('applies the strict rules to the product’s code and the promise rules to tests, with the project’s options', async () => {
    expect(await lint()).toEqual([
      'test/helper.ts:2 no-misused-promises',
      'widgets/sample/sample.test.ts:3 no-floating-promises',
      'widgets/sample/sample.ts:2 no-floating-promises',
      'widgets/sample/sample.ts:4 no-base-to-string',
      'widgets/sample/sample.ts:4 restrict-template-expressions',
      'widgets/sample/sample.ts:5 no-unnecessary-condition',
    ])
  }, 30_000)

  it('takes every rule of typescript-eslint’s strict type-checked preset but the one oxlint lacks', async () => {
    const preset = Object.entries(tseslint.configs.strictTypeCheckedOnly.at(-1)?.rules ?? {}).flatMap(([rule, setting]) => (setting === 'off' ? [] : [rule.replace('@typescript-eslint/', 'typescript/')]))
    const { overrides } = JSON.parse((await run(OXLINT, ['-c', 'oxlint.config.js', '--print-config'], { cwd: ROOT })).stdout) as { overrides: { files: string[]; rules: Record<string, unknown> }[] }
    const product = overrides.find((override) => override.files.some((glob) => glob.startsWith('{src,widgets')))?.rules ?? {}
    expect(preset.filter((rule) => !(rule in product))).toEqual(['typescript/no-unsafe-class-instance-assignment'])
    // Taken up once oxlint has it (oxlint.config.js NOT_IN_TSGOLINT). The list names the rules it has as a table's rows.
    const known = (await run(OXLINT, ['--rules'])).stdout
    expect(known).toMatch(/^\| no-floating-promises +\| typescript /m)
    expect(known).not.toMatch(/^\| no-unsafe-class-instance-assignment /m)
  })
})
