import { isEmailAddress } from '@/src/lib/email'
import { attributesHtml, escapeHtml } from '@/src/widget/fallback'
import type { ContactCardProps } from './contact-card'

/** The portrait's side in CSS pixels, as ContactCard draws it at size `m`. */
const PORTRAIT_PX = 96

/**
 * A contact person as the island's ContactCard renders it (contact-card.tsx), for a CMS's fallback markup: the same parts
 * by `data-part`, which contact-card.module.css styles inside a `[data-fallback]`, so nothing moves when the island
 * replaces it. The portrait at size `m`.
 */
export function contactCardHtml({ name, jobTitle, department, phone, email, image, labels }: Omit<ContactCardProps, 'size'>): string {
  const tel = phone?.trim()
  const dial = tel ? tel.replace(/[^\d+]/g, '') : ''
  const mail = email?.trim()
  const channels = [
    tel ? `<div><dt>${escapeHtml(labels.phone)}</dt><dd>${/\d/.test(dial) ? `<a href="tel:${escapeHtml(dial)}">${escapeHtml(tel)}</a>` : escapeHtml(tel)}</dd></div>` : '',
    mail ? `<div><dt>${escapeHtml(labels.email)}</dt><dd>${isEmailAddress(mail) ? `<a href="mailto:${escapeHtml(mail)}">${escapeHtml(mail)}</a>` : escapeHtml(mail)}</dd></div>` : '',
  ].join('')
  const portrait = image
    ? `<img data-part="image"${attributesHtml({ src: image.src, srcset: image.srcSet, sizes: image.srcSet ? `${PORTRAIT_PX}px` : undefined, alt: image.alt ?? '', width: PORTRAIT_PX, height: PORTRAIT_PX, loading: 'lazy' })}>`
    : ''
  const details = [
    `<p data-part="name">${escapeHtml(name)}</p>`,
    jobTitle ? `<p>${escapeHtml(jobTitle)}</p>` : '',
    department ? `<p>${escapeHtml(department)}</p>` : '',
    channels ? `<dl data-part="channels">${channels}</dl>` : '',
  ].join('')
  return `<div data-part="person" data-size="m">${portrait}<div data-part="details">${details}</div></div>`
}
