import { defineFallback, escapeHtml, linkHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './info-ribbon.widget'
import { shownRibbonText } from './ribbon-text'

/**
 * The ribbon's markup (info-ribbon.tsx) with its text cut as the island cuts it, and a box where the close button
 * will be (a button that does nothing before the island mounts would mislead). A landmark named by its text, as
 * the island's: the page is whole before the island mounts, and all of it within landmarks.
 */
export default defineFallback<InputOf<typeof declaration>, { infoRibbon?: string }>({
  description:
    '`<section data-fallback="ribbon" aria-label="…">` (the landmark the island draws, named by its text) with the text (the `text`, else the page data\'s session.infoRibbon: `infoRibbon`) and the link, and the close button\'s box. Nothing without a text. Leave the whole marker out when the visitor dismissed this text (the `info_ribbon_dismissed` cookie), so the page never shows it and then shifts up.',
  render({ text, link }, { infoRibbon }) {
    const full = text ?? infoRibbon
    if (full === undefined || full.trim() === '') return ''
    const shown = shownRibbonText(full)
    const linkMarkup = link ? ` ${linkHtml(link.href, escapeHtml(link.text))}` : ''
    const name = link ? `${shown} ${link.text}` : shown
    return `<section data-fallback="ribbon" aria-label="${escapeHtml(name)}"><div data-part="inner"><span data-part="icon"></span><p data-part="text">${escapeHtml(shown)}${linkMarkup}</p><span data-part="close"><span data-part="close-icon"></span></span></div></section>`
  },
})
