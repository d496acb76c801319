/**
 * The fallback markup of shopuser/checkout-confirmation (README "Fallback markup"): the same parts the
 * island renders (widgets/shopuser/checkout-confirmation/checkout-confirmation.tsx), named by `data-part`,
 * in the page's language, so the widget's stylesheet lays both out alike and nothing shifts when the
 * island replaces it. Its home link works before the island mounts.
 */
import * as v from 'valibot'
import type { Locale } from '@/i18n/locales'
import { safeHref } from '@/src/lib/safe-url'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { orderNumberSchema } from '@/src/lib/order-number'
import { escapeHtml } from './html'
import { widgetString } from './widget-strings'

export type CheckoutConfirmationFallback = {
  props: WidgetInputs['shopuser/checkout-confirmation']
  /** The page address's `order` parameter, if any: the island reads it the same way (order-number.ts). */
  orderParam?: string | null
  homepageUrl: string
  locale: Locale
}

export function checkoutConfirmationFallback({ props, orderParam, homepageUrl, locale }: CheckoutConfirmationFallback): string {
  const text = (key: string, values?: Record<string, string>) => escapeHtml(widgetString(locale, 'shopuser', `checkoutConfirmation.${key}`, values))
  const fromAddress = orderParam?.trim()
  const order = props.orderNumber ?? (fromAddress && v.is(orderNumberSchema, fromAddress) ? fromAddress : undefined)
  const level = props.headingLevel ?? 2
  const subline = props.subline !== undefined ? escapeHtml(props.subline) : order === undefined ? undefined : text('orderNumber', { order })
  const contact = props.contact
  let contactMarkup = ''
  if (contact) {
    const name = `${contact.nameFirst} ${contact.nameLast}`
    const image = contact.image && safeHref(contact.image.fallback)
    const channels = [
      contact.tel ? `<div><dt>${text('phone')}</dt><dd><a href="tel:${escapeHtml(contact.tel.replace(/[^\d+]/g, ''))}">${escapeHtml(contact.tel)}</a></dd></div>` : '',
      contact.email ? `<div><dt>${text('email')}</dt><dd><a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a></dd></div>` : '',
    ].join('')
    contactMarkup = `<section data-part="contact"><h${level + 1} data-part="contact-title">${text('contact')}</h${level + 1}><div data-part="person">${
      image ? `<img data-part="image" src="${escapeHtml(image)}" alt="${escapeHtml(contact.image?.alt ?? name)}" width="96" height="96">` : ''
    }<div data-part="details"><p data-part="name">${escapeHtml(name)}</p>${contact.function ? `<p>${escapeHtml(contact.function)}</p>` : ''}${
      contact.department ? `<p>${escapeHtml(contact.department)}</p>` : ''
    }${channels ? `<dl data-part="channels">${channels}</dl>` : ''}</div></div></section>`
  }
  return `<div data-fallback="confirmation"><h${level} data-part="title">${props.title !== undefined ? escapeHtml(props.title) : text('title')}</h${level}><p data-part="text">${
    props.text !== undefined ? escapeHtml(props.text) : text('text')
  }</p>${subline === undefined ? '' : `<p data-part="subline">${subline}</p>`}${contactMarkup}<p data-part="home"><a href="${escapeHtml(safeHref(homepageUrl) ?? '/')}">${
    props.buttonText !== undefined ? escapeHtml(props.buttonText) : text('toHomepage')
  }</a></p></div>`
}
