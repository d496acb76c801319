import { FAQ_REPLY_HOURS } from '@/src/lib/contact-reference'
import { defineFallback, escapeHtml, linkHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './faq-confirmation.widget'

/**
 * The thanks and the promise need no script: the CMS writes them as the island does (the reference and what was sent
 * come from the address and the tab, with the island).
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="faq-confirmation">` with the heading «Vielen Dank für Ihre Anfrage» at `level`, the promise of a reply within 48 hours (spec 2 §9) as `<p data-part="promise">`, an empty line for the reference, the `back` link, and the note that a copy comes by e-mail, which the island replaces by what was sent when the tab knows it.',
  render: ({ level = 2, back }, { t }) =>
    `<div data-fallback="faq-confirmation"><h${level}>${escapeHtml(t('faqConfirmation.title'))}</h${level}><p data-part="promise">${escapeHtml(t('faqConfirmation.promise', { hours: String(FAQ_REPLY_HOURS) }))}</p><p aria-hidden="true">\u00a0</p>${back ? `<p>${linkHtml(back.href, escapeHtml(back.text))}</p>` : ''}<p data-part="note">${escapeHtml(t('faqConfirmation.none'))}</p></div>`,
})
