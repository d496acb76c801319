import { createElement } from 'react'
import type { ErrorBlockProps } from './error-block.widget'
import './error-block.css'

/**
 * The error page's message (spec 2 §2.7 "a generic error block has a title and subtitle"). The markup is the fallback's
 * (error-block.fallback.ts): the page reads the same before and after the island mounts.
 */
export function ErrorBlock({ title, subtitle, level }: ErrorBlockProps) {
  return (
    <div data-block="error-block">
      {createElement(`h${level}`, { 'data-part': 'title' }, title)}
      {subtitle !== undefined && <p data-part="subtitle">{subtitle}</p>}
    </div>
  )
}
