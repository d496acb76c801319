/**
 * The menu's glyphs, drawn like public/icons/ (24×24, currentColor) but inline: the menu button is above
 * the fold on every page, and a fetched icon would paint a moment after the button.
 */
import type { ReactNode } from 'react'

const Glyph = ({ className, children }: { className?: string; children: ReactNode }) => (
  <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
)

/** Three bars (closed) or a cross (open). */
export const MenuGlyph = ({ open, className }: { open: boolean; className?: string }) => (
  <Glyph className={className}>{open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}</Glyph>
)

export const ChevronRight = ({ className }: { className?: string }) => (
  <Glyph className={className}>
    <path d="m9 6 6 6-6 6" />
  </Glyph>
)

export const ChevronLeft = ({ className }: { className?: string }) => (
  <Glyph className={className}>
    <path d="m15 6-6 6 6 6" />
  </Glyph>
)

export const ChevronDown = ({ className }: { className?: string }) => (
  <Glyph className={className}>
    <path d="m6 9 6 6 6-6" />
  </Glyph>
)

export const Check = ({ className }: { className?: string }) => (
  <Glyph className={className}>
    <path d="m5 12 5 5 9-10" />
  </Glyph>
)
