import { createElement } from 'react'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { SponsoringTeaserProps } from './sponsoring-teaser.widget'
import './sponsoring-teaser.css'

/**
 * A sponsorship on the overview (spec 2 §2.10 sponsoring teaser): the picture beside the sport, the name and a sentence.
 * The name is the link, stretched over the teaser (a card: styles/base.css `[data-card]`), so a screen reader's list of links reads the name
 * alone. The markup is the fallback's (sponsoring-teaser.fallback.ts).
 */
export function SponsoringTeaser({ image, category, title, level, text, link, loading }: SponsoringTeaserProps) {
  return (
    <div data-block="sponsoring-teaser" data-card="">
      <div data-part="media">
        <BlockPicture image={image} sizes={columnSizes(4)} ratio="3-2" loading={loading} first={false} />
      </div>
      <div data-part="body">
        {category !== undefined && <p data-part="eyebrow">{category}</p>}
        {createElement(
          `h${level}`,
          { 'data-part': 'title' },
          <SafeLink href={link.href} target={link.target} title={link.title} data-part="link">
            {title}
          </SafeLink>,
        )}
        {text !== undefined && <p data-part="text">{text}</p>}
      </div>
    </div>
  )
}
