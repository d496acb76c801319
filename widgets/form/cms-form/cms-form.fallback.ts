import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './cms-form.widget'

// Fields that take a row of the form; hidden fields, the score and the submit button's text do not.
const isRow = (field: unknown) => typeof field === 'object' && field !== null && !['hidden', 'score', 'button.submit'].includes(String((field as { type?: unknown }).type))

/**
 * The form needs its script to check and send, so the CMS writes its frame: the heading and the intro as the island
 * writes them, and a grey row of a field's height for each field, so nothing below moves when the form appears.
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="cms-form">` with the `title` as a heading at `level`, the `intro` as `<p data-part="intro">`, and `<ul data-part="rows" aria-hidden="true">` with a grey `<li>` of a field\'s height for each field that takes a row (all but hidden, score and button.submit), and one for the button.',
  render: ({ title, level = 2, intro, fields }) => {
    const heading = title === undefined ? '' : `<h${level}>${escapeHtml(title)}</h${level}>`
    const text = intro === undefined ? '' : `<p data-part="intro">${escapeHtml(intro)}</p>`
    const rows = '<li></li>'.repeat(Array.isArray(fields) ? fields.filter(isRow).length + 1 : 1)
    return `<div data-fallback="cms-form">${heading}${text}<ul data-part="rows" aria-hidden="true">${rows}</ul></div>`
  },
})
