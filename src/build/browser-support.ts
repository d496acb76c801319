/**
 * Which browsers the bundle runs in, and how a CMS recognises the others by their User-Agent header to serve them the
 * browser-blocker page instead (spec 2 §2.7; docs/cms-integration.md "Old browsers"). The bundle is built for ES2022
 * (vite.config.ts `build.target`: class fields and static blocks, `Array.prototype.at`, `Object.hasOwn`) and uses
 * the `inert` attribute (sliders, menus, dialogs): the first versions with both are the minimums below. Every
 * browser on iOS is Safari's engine, whatever it calls itself, so an iPhone's version is its Safari's.
 */

/** The first major version of each engine family that runs the bundle. */
export const MINIMUM_VERSIONS = {
  /** Chrome, Edge, Opera, Samsung Internet and every other Chromium: ES2022 from 94, `inert` from 102. */
  chromium: 102,
  /** Firefox: ES2022 from 93, `inert` from 112. */
  firefox: 112,
  /** Safari and every iOS browser: `inert` from 15.5, class static blocks from 16.4. */
  safari: 16.4,
} as const

type Engine = keyof typeof MINIMUM_VERSIONS

/** The engine and version a User-Agent header names, or null for one it does not name (crawlers, tools, new engines). */
export function engineOf(userAgent: string): { engine: Engine | 'trident'; version: number } | null {
  // Internet Explorer runs no module script at all.
  if (/\b(MSIE |Trident\/)/.test(userAgent)) return { engine: 'trident', version: 0 }
  // Firefox on iOS (FxiOS) and Chrome on iOS (CriOS) are Safari underneath: read the iOS version.
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)_(\d+)/.exec(userAgent)
  if (ios) return { engine: 'safari', version: Number(`${ios[1]}.${ios[2]}`) }
  const firefox = /\bFirefox\/(\d+)/.exec(userAgent)
  if (firefox) return { engine: 'firefox', version: Number(firefox[1]) }
  const chromium = /\b(?:Chrome|Chromium|HeadlessChrome)\/(\d+)/.exec(userAgent)
  if (chromium) return { engine: 'chromium', version: Number(chromium[1]) }
  const safari = /\bVersion\/(\d+)(?:\.(\d+))?.*\bSafari\//.exec(userAgent)
  if (safari) return { engine: 'safari', version: Number(`${safari[1]}.${safari[2] ?? '0'}`) }
  return null
}

/**
 * Whether a browser is known to be too old for the bundle. A header that names no engine we know is given the page:
 * search engines and tools read its HTML, and a browser we cannot name is more likely new than old.
 */
export function isBelowTarget(userAgent: string | undefined): boolean {
  const found = engineOf(userAgent ?? '')
  if (found === null) return false
  return found.engine === 'trident' || found.version < MINIMUM_VERSIONS[found.engine]
}
