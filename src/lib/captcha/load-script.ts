/**
 * Loads a third party's script (a captcha provider's) once per address, only when it is needed: a
 * `<script>` appended to the document's head, settled by its load or error event or, if neither comes
 * within `timeoutMs`, by a timeout (a blocked or unreachable host may never answer). A failed load is
 * forgotten and its element removed, so the next attempt tries again.
 */

/** Why a script did not load: its host answered with an error or not at all (`failed`), or too late (`timeout`). */
export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError'
  readonly reason: 'failed' | 'timeout'
  constructor(url: string, reason: 'failed' | 'timeout') {
    super(reason === 'timeout' ? `The script ${url} did not load in time.` : `The script ${url} could not be loaded.`)
    this.reason = reason
  }
}

export type LoadScriptOptions = {
  /** How long to wait for the load event. */
  timeoutMs: number
  /** `module` for an ES module script (Friendly Captcha's site script); a classic script otherwise. */
  type?: 'module' | 'classic'
}

// One load per address and page: a second form, or a second submit, waits for the same one.
const loads = new Map<string, Promise<void>>()

/** Forgets every load, as a new page would (tests: test/setup.ts, after each test). */
export const resetScriptLoads = () => loads.clear()

/** Resolves once the script at `url` has run; rejects with a ScriptLoadError. */
export function loadScript(url: string, { timeoutMs, type = 'classic' }: LoadScriptOptions): Promise<void> {
  const known = loads.get(url)
  if (known) return known
  const script = document.createElement('script')
  script.src = url
  script.async = true
  if (type === 'module') script.type = 'module'
  // No referrer details beyond the origin go to the provider's CDN.
  script.referrerPolicy = 'strict-origin-when-cross-origin'
  const loading = new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(() => settle(new ScriptLoadError(url, 'timeout')), timeoutMs)
    function settle(error?: ScriptLoadError) {
      window.clearTimeout(timer)
      script.removeEventListener('load', onLoad)
      script.removeEventListener('error', onError)
      if (!error) {
        resolve()
        return
      }
      loads.delete(url)
      script.remove()
      reject(error)
    }
    function onLoad() {
      settle()
    }
    function onError() {
      settle(new ScriptLoadError(url, 'failed'))
    }
    script.addEventListener('load', onLoad)
    script.addEventListener('error', onError)
  })
  loads.set(url, loading)
  document.head.append(script)
  return loading
}
