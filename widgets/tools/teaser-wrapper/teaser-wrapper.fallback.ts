import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './teaser-wrapper.widget'

/** The CMS's markup of the blocks in the wrapper, one per slot, each with its marker and that block's fallback. */
type Slots = { slots?: readonly string[] }

export default defineFallback<InputOf<typeof declaration>, Slots>({
  description:
    'The wrapper is this markup, which the island leaves in place (docs/cms-integration.md "Blocks in slots"): `<div data-block="teaser-wrapper">` with `data-background` and `data-slots` (how many), the title at its `level`, and a `<div data-part="slots">` with a `<div data-slot>` per block, each holding that block\'s marker and fallback. The stylesheet lays the slots out side by side from 768 px.',
  render: ({ title, level = 2, background = 'white' }, { slots = [] }) => {
    const heading = title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`
    return `<div data-block="teaser-wrapper" data-background="${background}" data-slots="${slots.length}">${heading}<div data-part="slots">${slots.map((slot) => `<div data-slot>${slot}</div>`).join('')}</div></div>`
  },
})
