import { createElement, useMemo } from 'react'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { ContentIcon } from '@/src/ui/content-icons/content-icon'
import type { IconTextProps } from './icon-text.widget'
import './icon-text.css'

/** A symbol with a title and text beside it (spec 2 §2.10); the markup is the fallback's (icon-text.fallback.ts). */
export function IconText({ icon, iconColor, title, level, html }: IconTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div data-block="icon-text">
      <ContentIcon name={icon} color={iconColor} />
      <div data-part="body">
        {title !== undefined && createElement(`h${level}`, { 'data-part': 'title' }, title)}
        <div data-part="text" dangerouslySetInnerHTML={{ __html: clean }} />
      </div>
    </div>
  )
}
