import { createElement, useMemo } from 'react'
import { sanitizeHtml } from '@/src/lib/sanitize'
import type { TextButtonProps } from './text-button.widget'
import { BlockAction } from '@/src/ui/block-action/block-action'
import { ContentModalAction } from '@/src/ui/content-modal/content-modal-action'
import './text-button.css'

/**
 * Text with a button under it (spec 2 §2.10). The markup is the fallback's (text-button.fallback.ts), parts named by
 * `data-part` and styled by attribute, so the island replaces the CMS's markup with the same and nothing moves. With a
 * `modal` its button opens a content modal instead of following the link.
 */
export function TextButton({ title, level, html, link, modal }: TextButtonProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div data-block="text-button">
      {title !== undefined && createElement(`h${level}`, { 'data-part': 'title' }, title)}
      <div data-part="text" dangerouslySetInnerHTML={{ __html: clean }} />
      {modal === undefined ? <BlockAction link={link}>{link.text}</BlockAction> : <ContentModalAction link={link} modal={modal} />}
    </div>
  )
}
