import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './dealer-finder.widget'

/**
 * The finder needs its worker's data and the map, so the CMS writes its frame: the controls' place, then the list's
 * and the map's boxes at their heights per width (dealer-finder.module.css), so nothing below moves when it mounts.
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="dealer-finder">` with `<div data-part="controls">` (the place of the search and the type filter) and `<div data-part="panes">` holding `<div data-part="list">` and `<div data-part="map">`, boxes of the island\'s heights per width (dealer-finder.module.css: the map 320 px on phones, 420 px from 768 px, 600 px beside the list from 1024 px). The search, the filter, the dealers and the map come with the island.',
  render: () => '<div data-fallback="dealer-finder" aria-hidden="true"><div data-part="controls"></div><div data-part="panes"><div data-part="list"></div><div data-part="map"></div></div></div>',
})
