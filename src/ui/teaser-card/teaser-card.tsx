import { createElement } from 'react'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { TeaserItem, TeaserVariant } from './teaser-item'
import { BlockAction } from '@/src/ui/block-action/block-action'
import './teaser-card.css'

export type TeaserCardProps = {
  item: TeaserItem
  variant: TeaserVariant
  /** The heading level of the teaser's title (one below the list's own title, when it has one). */
  level: number
  /** The picture's `sizes`: how wide the list draws a card. */
  sizes: string
  loading: 'lazy' | 'eager' | 'auto'
}

/**
 * One teaser of a list (spec 2 §2.10 teaser tile): picture, label, title, text and how it leads on, as a list item.
 * `default`: the title is the link and the stylesheet stretches it over the card, so a screen reader's list of links
 * reads the title alone; `button`: the link text on a button under the text; `link-and-button`: both. The markup is
 * the fallback's (teaser-card.fallback.ts).
 */
export function TeaserCard({ item: { image, title, text, link, label }, variant, level, sizes, loading }: TeaserCardProps) {
  const titleLink = link !== undefined && variant !== 'button'
  const button = link !== undefined && variant !== 'default'
  return (
    <li data-part="teaser" data-variant={variant} data-card={variant === 'default' ? '' : undefined}>
      {image !== undefined && <BlockPicture image={image} sizes={sizes} ratio="3-2" loading={loading} first={false} />}
      <div data-part="body">
        {label !== undefined && <p data-part="label">{label}</p>}
        {createElement(
          `h${level}`,
          { 'data-part': 'title' },
          titleLink ? (
            <SafeLink href={link.href} target={link.target} title={link.title} data-part="link">
              {title}
            </SafeLink>
          ) : (
            title
          ),
        )}
        {text !== undefined && <p data-part="text">{text}</p>}
        {button && <BlockAction link={link}>{link.text}</BlockAction>}
      </div>
    </li>
  )
}
