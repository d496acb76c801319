import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { blockActionHtml, escapeHtml, type Translate } from '@/src/widget/fallback'
import { CONTACT_TEASER_SIZES, PHONE_GLYPH, type ContactTeaserBlock } from './contact-teaser-parts'
import { dialOf, type ContactTeaserInput } from './contact-teaser-props'

/** A contact teaser as the island's ContactTeaser renders it (contact-teaser.tsx), for the CMS's fallback markup. */
export function contactTeaserHtml(block: ContactTeaserBlock, props: ContactTeaserInput, t: Translate): string {
  const { title, level = 2, teaserContent, phoneLink, buttonText, link, footerText, image, mobileImage, isLandscape = false, loading } = props
  const content =
    teaserContent === undefined
      ? ''
      : typeof teaserContent === 'string'
        ? `<p data-part="text">${escapeHtml(teaserContent)}</p>`
        : `<ul data-part="points">${teaserContent.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`
  const body = [
    `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`,
    content,
    phoneLink === undefined ? '' : `<p data-part="phone"><a href="${escapeHtml(dialOf(phoneLink.value))}"><span data-part="glyph">${PHONE_GLYPH}</span>${escapeHtml(phoneLink.label)}</a></p>`,
    link === undefined || buttonText === undefined ? '' : blockActionHtml(link, buttonText, t),
    footerText === undefined ? '' : `<p data-part="footer">${escapeHtml(footerText)}</p>`,
  ].join('')
  const mobile = block === 'compact-contact-teaser' ? undefined : mobileImage
  const media = image === undefined ? '' : `<div data-part="media">${blockPictureHtml({ image, mobile, sizes: CONTACT_TEASER_SIZES[block], loading, first: false }, t)}</div>`
  return `<div data-block="${block}" data-layout="${isLandscape ? 'landscape' : 'portrait'}">${media}<div data-part="body">${body}</div></div>`
}
