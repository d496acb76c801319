import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { blockActionHtml, escapeHtml, targetLinkHtml, type Translate } from '@/src/widget/fallback'
import type { TeaserCardProps } from './teaser-card'
import type { TeaserItemInput } from './teaser-item'

/** A teaser card as the island's TeaserCard renders it (teaser-card.tsx), for the CMS's fallback markup. */
export function teaserCardHtml(item: TeaserItemInput, { variant, level, sizes, loading }: Omit<TeaserCardProps, 'item'>, t: Translate): string {
  const { image, title, text, link, label } = item
  const titleHtml = link !== undefined && variant !== 'button' ? targetLinkHtml(link, escapeHtml(title), t, ' data-part="link"') : escapeHtml(title)
  const parts = [
    label === undefined ? '' : `<p data-part="label">${escapeHtml(label)}</p>`,
    `<h${level} data-part="title">${titleHtml}</h${level}>`,
    text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`,
    link !== undefined && variant !== 'default' ? blockActionHtml(link, link.text, t) : '',
  ]
  const picture = image === undefined ? '' : blockPictureHtml({ image, sizes, ratio: '3-2', loading, first: false }, t)
  return `<li data-part="teaser" data-variant="${variant}"${variant === 'default' ? ' data-card=""' : ''}>${picture}<div data-part="body">${parts.join('')}</div></li>`
}
