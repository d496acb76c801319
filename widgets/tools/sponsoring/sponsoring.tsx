import { createElement, useMemo } from 'react'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import type { SponsoringProps } from './sponsoring.widget'
import { BlockAction } from '@/src/ui/block-action/block-action'
import './sponsoring.css'

/**
 * One sponsorship (spec 2 §2.10 sponsoring): the sport over the name, the key facts as a description list, the text and
 * a link; the picture beside them from 1024 px, above the text below. The markup is the fallback's (sponsoring.fallback.ts).
 */
export function Sponsoring({ category, title, level, facts, html, image, link, loading }: SponsoringProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div data-block="sponsoring">
      <div data-part="body">
        {category !== undefined && <p data-part="eyebrow">{category}</p>}
        {createElement(`h${level}`, { 'data-part': 'title' }, title)}
        {facts !== undefined && facts.length > 0 && (
          <dl data-part="facts">
            {facts.map(({ term, value }, index) => (
              <div key={index}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div data-part="text" dangerouslySetInnerHTML={{ __html: clean }} />
        {link !== undefined && (
          <BlockAction link={link}>{link.text}</BlockAction>
        )}
      </div>
      {image !== undefined && (
        <div data-part="media">
          <BlockPicture image={image} sizes={columnSizes(6)} ratio="16-9" loading={loading} first={false} />
        </div>
      )}
    </div>
  )
}
