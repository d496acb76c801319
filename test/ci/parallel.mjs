// Runs npm scripts side by side and fails if any fails (npm test: typecheck, lint and the unit tests). Typecheck and
// lint are single-threaded and the unit tests use every core, so side by side they fill two cores where one after
// the other left one idle while lint ran: 144 s instead of 168 (docs/testing.md "Test time"). Each script's output
// is held back and printed whole when it ends, so they never interleave line by line.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
console.log(`${scripts.join(', ')}: side by side, each printed when it ends`)
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now()
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
      const output = []
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      child.on('close', (code) => {
        process.stdout.write(Buffer.concat(output))
        console.log(`${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
        resolve(code === 0)
      })
    }),
)
process.exit((await Promise.all(runs)).every(Boolean) ? 0 : 1)
