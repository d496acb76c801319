/**
 * Runs `run` once the browser has painted the next frame: work a click starts but need not finish before
 * the click shows its effect (a request, collecting what the frame rendered) goes out after the paint, so
 * the interaction's latency (INP) covers only the render the user sees. A hidden tab paints no frames:
 * after `fallbackMs` it runs anyway. Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void, fallbackMs = 100): () => void {
  let done = false
  let task: number | undefined
  let frame: number | undefined
  const once = () => {
    if (done) return
    done = true
    window.clearTimeout(fallback)
    window.clearTimeout(task)
    run()
  }
  const fallback = window.setTimeout(once, fallbackMs)
  // A frame callback runs before the paint; the task it queues runs after it.
  if (typeof window.requestAnimationFrame === 'function') frame = window.requestAnimationFrame(() => (task = window.setTimeout(once, 0)))
  return () => {
    done = true
    window.clearTimeout(fallback)
    window.clearTimeout(task)
    if (frame !== undefined) window.cancelAnimationFrame(frame)
  }
}
