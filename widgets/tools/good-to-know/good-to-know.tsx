import { createElement, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { INFO_GLYPH } from './info-glyph'
import type { GoodToKnowProps } from './good-to-know.widget'
import './good-to-know.css'

/**
 * A highlighted hint box (spec 2 §2.10 "good-to-know box"): a decorative symbol, a title and CMS text. The markup is
 * the fallback's (good-to-know.fallback.ts), so the island replaces the CMS's markup with the same and nothing moves.
 */
export function GoodToKnow({ title, level, html }: GoodToKnowProps) {
  const { t } = useTranslation('tools')
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div data-block="good-to-know">
      <span data-part="icon" dangerouslySetInnerHTML={{ __html: INFO_GLYPH }} />
      <div data-part="body">
        {createElement(`h${level}`, { 'data-part': 'title' }, title ?? t('goodToKnow.title'))}
        <div data-part="text" dangerouslySetInnerHTML={{ __html: clean }} />
      </div>
    </div>
  )
}
