import { createElement } from 'react'
import { ContentIcon } from '@/src/ui/content-icons/content-icon'
import { useAppSelector } from '@/store/hooks'
import { selectSessionUrl } from '@/store/session'
import { FAQ_TEASER_ICONS } from './faq-teaser-parts'
import type { FaqTeaserProps } from './faq-teaser.widget'
import { BlockAction } from '@/src/ui/block-action/block-action'
import '@/src/ui/symbol-panel/symbol-panel.css'

/**
 * A teaser among the FAQ that leads to a tool (spec 2 §2.10 FAQ teaser, types oilfinder and dealer-finder): its symbol,
 * title, text and button. The oil finder's page is the editor's `href` or else the session's (spec 1 §3 oilFinderUrl);
 * without a page to lead to, the teaser is not shown, as the home page's oil-finder tile (spec 2 §2.5). The markup is
 * the fallback's where the CMS gave the `href` (faq-teaser.fallback.ts).
 */
export function FaqTeaser({ type, title, level, text, buttonText, href, iconColor }: FaqTeaserProps) {
  const oilFinderUrl = useAppSelector((state) => selectSessionUrl(state, 'oilFinderUrl'))
  const target = href ?? (type === 'oilfinder' ? oilFinderUrl : undefined)
  if (target === undefined || target === '') return null
  return (
    <div data-block="faq-teaser" data-type={type} data-look="symbol-panel">
      <ContentIcon name={FAQ_TEASER_ICONS[type]} color={iconColor} />
      <div data-part="body">
        {createElement(`h${level}`, { 'data-part': 'title' }, title)}
        {text !== undefined && <p data-part="text">{text}</p>}
        <BlockAction link={{ href: target, target: '_self' }}>{buttonText}</BlockAction>
      </div>
    </div>
  )
}
