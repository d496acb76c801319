import { createElement } from 'react'
import { ContentIcon } from '@/src/ui/content-icons/content-icon'
import type { IconListProps } from './icon-list.widget'
import './icon-list.css'

/**
 * Up to four symbols with a title and a short text (spec 2 §2.10, §9), as a list: a screen reader says how many. Each
 * item's title is a heading one level below the list's (or at the list's level without a title), so the page's
 * outline stays whole. The markup is the fallback's (icon-list.fallback.ts).
 */
export function IconList({ title, level, iconColor, items }: IconListProps) {
  const itemLevel = title === undefined ? level : level + 1
  return (
    <div data-block="icon-list">
      {title !== undefined && createElement(`h${level}`, { 'data-part': 'title' }, title)}
      <ul data-part="items" data-count={items.length}>
        {items.map((item, index) => (
          // The CMS's list never reorders in the page's lifetime.
          <li key={index} data-part="item">
            <ContentIcon name={item.icon} color={iconColor} />
            {createElement(`h${itemLevel}`, { 'data-part': 'item-title' }, item.title)}
            {item.text !== undefined && <p data-part="item-text">{item.text}</p>}
          </li>
        ))}
      </ul>
    </div>
  )
}
