import { createElement } from 'react'
import { ContentIcon } from '@/src/ui/content-icons/content-icon'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { LinkTileProps } from './link-tile.widget'
import './link-tile.css'

/**
 * A tile that leads somewhere (spec 2 §2.10 link tile). The link is the title, so a screen reader's list of links reads
 * the title alone; the stylesheet stretches it over the whole tile for the pointer. The markup is the fallback's
 * (link-tile.fallback.ts).
 */
export function LinkTile({ title, level, text, icon, iconColor, link }: LinkTileProps) {
  return (
    <div data-block="link-tile" data-card="">
      {icon !== undefined && <ContentIcon name={icon} color={iconColor} />}
      {createElement(
        `h${level}`,
        { 'data-part': 'title' },
        <SafeLink href={link.href} target={link.target} title={link.title} data-part="link">
          {title}
        </SafeLink>,
      )}
      {text !== undefined && <p data-part="text">{text}</p>}
    </div>
  )
}
