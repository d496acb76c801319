// `npm run bench`: figures, not timed tests. Bundle sizes per chunk, island mount cost as islands grow,
// and Lighthouse on key pages of the simulated CMS (production build). Exits 1 when a budget is broken.
import { fileURLToPath } from 'node:url'
import { startCms } from '@/test/cms/app'
import { lighthouseFigures } from './lighthouse'
import { mountCost } from './mount'
import { chunkSizes } from './sizes'

const ENTRY_BUDGET_KB = 100
const MOUNT_1000_BUDGET_MS = 400
const LONG_TASK_BUDGET_MS = 200
const LIGHTHOUSE_MIN = 95
const CLS_MAX = 0.05

const args = process.argv.slice(2)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5)
const skip = new Set(args.filter((a) => a.startsWith('--skip=')).flatMap((a) => a.slice(7).split(',')))
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)
const failures: string[] = []

const dist = fileURLToPath(new URL('../../dist', import.meta.url))
const sizes = chunkSizes(dist)
console.log('\nBundle (KB; min, min+gzip -9, brotli q11)')
console.log(`${'chunk'.padEnd(44)} ${'kind'.padEnd(7)} ${'min'.padStart(7)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}`)
for (const chunk of [...sizes.chunks].sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip)) {
  console.log(`${chunk.file.padEnd(44)} ${chunk.kind.padEnd(7)} ${kb(chunk.min)} ${kb(chunk.gzip)} ${kb(chunk.brotli)}`)
}
for (const file of sizes.css) console.log(`${file.file.padEnd(44)} ${'css'.padEnd(7)} ${kb(file.min)} ${kb(file.gzip)} ${kb(file.brotli)}`)
console.log(`\nEntry chunk and its static imports (${sizes.entryFiles.join(', ')}):`)
console.log(`  ${kb(sizes.entry.gzip).trim()} KB min+gzip, ${kb(sizes.entry.brotli).trim()} KB brotli (budget ${ENTRY_BUDGET_KB} KB min+gzip)`)
if (sizes.entry.gzip / 1024 > ENTRY_BUDGET_KB) failures.push(`entry ${kb(sizes.entry.gzip).trim()} KB > ${ENTRY_BUDGET_KB} KB`)

const cms = await startCms({ mode: 'prod', port: 0 })
try {
  if (!skip.has('mount')) {
    console.log(`\nMounting tools/heading islands: the runtime's cost (headless Chromium, no throttling, median of ${runs} runs)`)
    const results = []
    for (const count of [10, 100, 1000]) {
      const result = await mountCost(cms.url, count, runs)
      results.push(result)
      console.log(
        `  ${String(count).padStart(5)} islands: ${result.medianMs.toFixed(0).padStart(5)} ms from start-up, ${result.medianRenderMs.toFixed(0).padStart(5)} ms from code ready to last island  longest task ${result.medianLongestTask.toFixed(0)} ms  (runs: ${result.runs.map((r) => r.ms.toFixed(0)).join(', ')})`,
      )
    }
    const [ten, , thousand] = results
    if (ten && thousand) {
      console.log(`  ratio 1000/10: ${(thousand.medianMs / ten.medianMs).toFixed(1)} from start-up, ${(thousand.medianRenderMs / ten.medianRenderMs).toFixed(1)} from code ready`)
      // The budget is the rendering: from code and strings ready to the last island (start-up adds downloads).
      if (thousand.medianRenderMs > MOUNT_1000_BUDGET_MS) failures.push(`1000 islands ${thousand.medianRenderMs.toFixed(0)} ms > ${MOUNT_1000_BUDGET_MS} ms`)
      if (thousand.medianLongestTask > LONG_TASK_BUDGET_MS) failures.push(`longest task ${thousand.medianLongestTask.toFixed(0)} ms > ${LONG_TASK_BUDGET_MS} ms`)
    }
    const rich = await mountCost(cms.url, 1000, Math.min(runs, 3), { widget: 'rich-text' })
    console.log(`  1000 tools/rich-text islands (with DOMPurify's own work): ${rich.medianMs.toFixed(0)} ms  longest task ${rich.medianLongestTask.toFixed(0)} ms`)
    const below = await mountCost(cms.url, 1000, Math.min(runs, 3), { hydrate: 'visible' })
    console.log(`  1000 islands with data-hydrate="visible": ${below.mounted} mounted on the first screen, the rest wait (first screen ready after ${below.medianMs.toFixed(0)} ms)`)
  }
  if (!skip.has('lighthouse')) {
    console.log('\nLighthouse (mobile preset, Debian Chromium)')
    for (const path of ['/', '/rich-text']) {
      const figures = await lighthouseFigures(`${cms.url}${path}`)
      console.log(`  ${path.padEnd(12)} performance ${figures.performance}  CLS ${figures.cls.toFixed(3)}  LCP ${figures.lcp.toFixed(0)} ms  TBT ${figures.tbt.toFixed(0)} ms  FCP ${figures.fcp.toFixed(0)} ms`)
      if (path === '/' && figures.performance < LIGHTHOUSE_MIN) failures.push(`Lighthouse ${path} ${figures.performance} < ${LIGHTHOUSE_MIN}`)
      if (figures.cls >= CLS_MAX) failures.push(`CLS ${path} ${figures.cls.toFixed(3)} >= ${CLS_MAX}`)
    }
  }
} finally {
  await cms.close()
}

console.log(failures.length ? `\nBudgets broken: ${failures.join('; ')}` : '\nAll budgets kept.')
process.exit(failures.length ? 1 : 0)
