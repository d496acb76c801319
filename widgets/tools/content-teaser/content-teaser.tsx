import { createElement } from 'react'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import type { ContentTeaserProps } from './content-teaser.widget'
import { BlockAction } from '@/src/ui/block-action/block-action'
import './content-teaser.css'

/**
 * A wide picture with a panel over it (spec 2 §2.10 content teaser): label, title, text and a button. The panel is
 * solid, so its text keeps its contrast over any picture; on a phone it stands under the picture. The text comes first
 * in the markup (a screen reader meets the heading first), the stylesheet puts the picture behind it. The markup is the
 * fallback's (content-teaser.fallback.ts).
 */
export function ContentTeaser({ image, label, title, level, text, link, loading, first }: ContentTeaserProps) {
  return (
    <div data-block="content-teaser">
      <div data-part="panel">
        {label !== undefined && <p data-part="eyebrow">{label}</p>}
        {createElement(`h${level}`, { 'data-part': 'title' }, title)}
        {text !== undefined && <p data-part="text">{text}</p>}
        <BlockAction link={link}>{link.text}</BlockAction>
      </div>
      <div data-part="media">
        <BlockPicture image={image} sizes={FULL_WIDTH_SIZES} loading={loading} first={first} />
      </div>
    </div>
  )
}
