/**
 * The switcher's glyphs, drawn like public/icons/globe.svg and check.svg (24×24, currentColor) but inline:
 * the trigger is in the header bar above the fold, and a fetched icon would paint a moment after it. The
 * CMS writes the globe into the trigger's fallback markup too (globe.ts), so both look the same.
 */
import { GLOBE_PATHS } from './globe'

const CHECK_PATH = 'M5 12.5l4.5 4.5L19 7.5'

const Svg = ({ className, paths }: { className?: string; paths: readonly string[] }) => (
  <svg className={className} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
)

/** The globe of the language and country switcher; decorative. */
export const GlobeGlyph = ({ className }: { className?: string }) => <Svg className={className} paths={GLOBE_PATHS} />

/** The mark of the current language; decorative (aria-current says it). */
export const CheckGlyph = ({ className }: { className?: string }) => <Svg className={className} paths={[CHECK_PATH]} />
