// The icons of public/icons/search.svg and close.svg, inline: the search box is above the fold on every
// page, and an inlined icon paints with the island instead of a request later (spec 2 §7 names the files).
// The group carries fill and stroke, so the button's `fill: currentcolor` on the svg does not fill the strokes.

/** The magnifier of the search and submit buttons; decorative, the button's label speaks for it. */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </g>
    </svg>
  )
}

/** The cross of the clear button. */
export function ClearIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
