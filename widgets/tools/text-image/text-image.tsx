import { createElement, useMemo } from 'react'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import type { TextImageProps } from './text-image.widget'
import { BlockAction } from '@/src/ui/block-action/block-action'
import './text-image.css'

/**
 * Text with an image beside it (spec 2 §2.10). The markup is the fallback's (text-image.fallback.ts): the text first (the
 * heading opens the block for a screen reader), the image placed by the stylesheet from `data-columns` and
 * `data-image-side`, above the text on a phone.
 */
export function TextImage({ title, level, html, image, ratio, imageSide, link, loading, first }: TextImageProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  const imageColumns = Number(ratio.split('-')[1])
  return (
    <div data-block="text-image" data-columns={ratio} data-image-side={imageSide}>
      <div data-part="body">
        {title !== undefined && createElement(`h${level}`, { 'data-part': 'title' }, title)}
        <div data-part="text" dangerouslySetInnerHTML={{ __html: clean }} />
        {link !== undefined && (
          <BlockAction link={link}>{link.text}</BlockAction>
        )}
      </div>
      <div data-part="media">
        <BlockPicture image={image} sizes={columnSizes(imageColumns)} loading={loading} first={first} />
      </div>
    </div>
  )
}
