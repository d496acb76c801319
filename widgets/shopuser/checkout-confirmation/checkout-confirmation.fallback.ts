import * as v from 'valibot'
import { orderNumberSchema } from '@/src/lib/order-number'
import { safeHref } from '@/src/lib/safe-url'
import { contactCardHtml } from '@/src/ui/contact-card/contact-card.fallback'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './checkout-confirmation.widget'

/**
 * The same parts the island renders (checkout-confirmation.tsx), named by `data-part`, in the page's language, so the
 * widget's stylesheet lays both out alike and nothing shifts when the island replaces it. Its home link works before
 * the island mounts.
 */
export default defineFallback<InputOf<typeof declaration>, { orderParam?: string | null; homepageUrl?: string }>({
  description:
    '`<div data-fallback="confirmation">` with the island\'s parts: the title, the text, the order number (the `orderNumber` prop, else the address\'s `order` parameter: `orderParam`), the contact person with phone and e-mail, and the link to the home page (session.urls.homepageUrl: `homepageUrl`), which works before the island mounts.',
  render(props, { t, orderParam, homepageUrl = '/' }) {
    const text = (key: string, values?: Record<string, string>) => escapeHtml(t(`checkoutConfirmation.${key}`, values))
    const fromAddress = orderParam?.trim()
    const order = props.orderNumber ?? (fromAddress && v.is(orderNumberSchema, fromAddress) ? fromAddress : undefined)
    const level = props.headingLevel ?? 2
    const subline = props.subline !== undefined ? escapeHtml(props.subline) : order === undefined ? undefined : text('orderNumber', { order })
    const contact = props.contact
    let contactMarkup = ''
    if (contact) {
      const image = contact.image && safeHref(contact.image.fallback)
      const person = contactCardHtml({
        name: `${contact.nameFirst} ${contact.nameLast}`,
        jobTitle: contact.function,
        department: contact.department,
        phone: contact.tel,
        email: contact.email,
        image: image ? { src: image, srcSet: contact.image?.srcset, alt: contact.image?.alt } : undefined,
        labels: { phone: t('checkoutConfirmation.phone'), email: t('checkoutConfirmation.email') },
      })
      contactMarkup = `<section data-part="contact"><h${level + 1} data-part="contact-title">${text('contact')}</h${level + 1}>${person}</section>`
    }
    return `<div data-fallback="confirmation"><h${level} data-part="title">${props.title !== undefined ? escapeHtml(props.title) : text('title')}</h${level}><p data-part="text">${
      props.text !== undefined ? escapeHtml(props.text) : text('text')
    }</p>${subline === undefined ? '' : `<p data-part="subline">${subline}</p>`}${contactMarkup}<p data-part="home"><a data-look="button" href="${escapeHtml(safeHref(homepageUrl) ?? '/')}">${
      props.buttonText !== undefined ? escapeHtml(props.buttonText) : text('toHomepage')
    }</a></p></div>`
  },
})
