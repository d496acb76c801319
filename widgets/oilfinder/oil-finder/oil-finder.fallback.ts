import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './oil-finder.widget'

/** The grey category tiles of the first step: the island's skeleton has as many (finder-steps.tsx SKELETON_COUNT). */
const CATEGORY_TILES = 6

/**
 * The finder needs its calls, so the CMS writes the first step's frame: its heading and grey tiles of the category
 * tiles' size, which oil-finder.module.css draws like the island's skeleton.
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="oil-finder">` with the first step\'s heading «Fahrzeugkategorie wählen» at `headingLevel` and `<ul data-part="tiles" aria-hidden="true">` of six grey `<li data-part="skeleton">`, sized like the category tiles by oil-finder.module.css (two a row on phones, three from 768 px). Below them `<div data-part="tools" aria-hidden="true">`, the place of the plate lookup at its height per width (`--oil-finder-tools-height`), which the island\'s tools keep at least. The categories, the plate lookup and the quick access come with the island.',
  render: ({ headingLevel = 2, plateCountries = ['CH', 'DE'] }, { t }) =>
    `<div data-fallback="oil-finder"><h${headingLevel}>${escapeHtml(t('oilFinder.steps.category'))}</h${headingLevel}><ul data-part="tiles" aria-hidden="true">${'<li data-part="skeleton"></li>'.repeat(CATEGORY_TILES)}</ul>${plateCountries.length > 0 ? '<div data-part="tools" aria-hidden="true"></div>' : ''}</div>`,
})
