import { defineFallback, escapeHtml, linkHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './faq.widget'

/**
 * The questions need their call, so the CMS writes the box the island draws while they load: the heading, the chips'
 * row and the search bar empty at their heights, grey rows of a question's height, and the link to the contact form,
 * which needs no script. faq.module.css sizes both alike.
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="faq">` with the `title` as a heading at `level` (`data-part="heading"`), an empty `<div data-part="categories">` of the chips\' row\'s height, an empty `<div data-part="toolbar">` of the search field\'s and the count\'s height, `<ul data-part="rows" aria-hidden="true">` with `expectedQuestions` grey `<li data-part="skeleton">` of a question\'s height, and with `contactHref` a `<p data-part="contact">` «Ihre Frage war nicht dabei? Zum Kontaktformular» with the link. The chips, the field and the questions come with the island\'s call.',
  render: ({ title, level = 2, contactHref, expectedQuestions = 8 }, { t }) => {
    const heading = `<h${level} data-part="heading">${escapeHtml(title)}</h${level}>`
    const rows = '<li data-part="skeleton"></li>'.repeat(expectedQuestions)
    const contact = contactHref === undefined ? '' : `<p data-part="contact">${escapeHtml(t('faq.notListed'))} ${linkHtml(contactHref, escapeHtml(t('faq.contact')))}</p>`
    return `<div data-fallback="faq">${heading}<div data-part="categories"></div><div data-part="toolbar"></div><ul data-part="rows" aria-hidden="true">${rows}</ul>${contact}</div>`
  },
})
