// Runs npm scripts side by side and fails if any fails: typecheck and lint are single-threaded, so on two
// cores they take the time of the slower one instead of the sum. Each script's output is held back and
// printed whole when it ends, so the two never interleave line by line.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
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
