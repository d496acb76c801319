import { createElement, useMemo, type ReactNode } from 'react'
import { sanitizeHtml } from '@/src/lib/sanitize'
import type { BlockLinkInput } from '@/src/widget/fallback'
import { BlockAction } from '@/src/ui/block-action/block-action'
import './text-media.css'

export type TextMediaProps = {
  /** The block's name, its `data-block`. */
  block: string
  title?: string | undefined
  level: number
  html: string
  ratio: string
  side: 'left' | 'right'
  link?: BlockLinkInput | undefined
  /** The picture or the video. */
  children: ReactNode
}

/**
 * Text with media beside it (spec 2 §2.10 text with image, text with video), the markup textMediaHtml writes for the CMS:
 * the text first (the heading opens the block for a screen reader), the media placed by the stylesheet from
 * `data-columns` and `data-media-side`, above the text on a phone.
 */
export function TextMedia({ block, title, level, html, ratio, side, link, children }: TextMediaProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div data-block={block} data-columns={ratio} data-media-side={side}>
      <div data-part="body">
        {title !== undefined && createElement(`h${level}`, { 'data-part': 'title' }, title)}
        <div data-part="text" dangerouslySetInnerHTML={{ __html: clean }} />
        {link !== undefined && <BlockAction link={link}>{link.text}</BlockAction>}
      </div>
      <div data-part="media">{children}</div>
    </div>
  )
}
