// Prints the ten slowest test files of the JSON reports Vitest wrote in CI (.tmp/results/<suite>.json),
// the figures docs/testing.md's time model is kept against.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

const files = []
for (const suite of ['unit', 'e2e']) {
  const path = `.tmp/results/${suite}.json`
  if (!existsSync(path)) continue
  for (const result of JSON.parse(readFileSync(path, 'utf8')).testResults) {
    files.push({ suite, name: relative(process.cwd(), result.name), seconds: (result.endTime - result.startTime) / 1000 })
  }
}
console.log('The ten slowest test files:')
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.suite.padEnd(4)}  ${file.name}`)
}
