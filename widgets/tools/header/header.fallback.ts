import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { barItems, type BarState } from './header-items'
import type declaration from './header.widget'

/**
 * A box of the bar's height (header.module.css) holding one box per button the island will show (header-items.ts),
 * each shown at the widths its button is, so nothing in the bar moves when the island mounts.
 */
export default defineFallback<InputOf<typeof declaration>, { bar?: Omit<BarState, 'shortcuts'> }>({
  description:
    '`<div data-fallback="header">` with one `<span data-fallback-item="always|sm-up|md-up|below-md" [data-wide]>` per button the header will show for this session and user (widgets/tools/header/header-items.ts decides which, from what the page data says: `bar`). Without `bar`, the bar\'s height alone (in a content block the buttons\' widths move nothing).',
  render({ shortcuts = true }, { bar }) {
    const items = bar ? barItems({ ...bar, shortcuts }) : []
    return `<div data-fallback="header">${items.map(({ show, wide }) => `<span data-fallback-item="${show}"${wide ? ' data-wide=""' : ''}></span>`).join('')}</div>`
  },
})
