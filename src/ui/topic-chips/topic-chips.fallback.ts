import { attributesHtml, escapeHtml, type Translate } from '@/src/widget/fallback'
import { CHIPS_SHOWN, type Topic } from './topic-chips-shown'

/**
 * The chips as the CMS writes them (topic-chips.tsx): the first `shown` topics and the more chip with the count of the
 * rest, which the island makes work.
 */
export function topicChipsHtml(topics: readonly Topic[], t: Translate, shown = CHIPS_SHOWN, lang?: string): string {
  if (topics.length === 0) return ''
  const hidden = topics.length - shown
  const chips = topics
    .slice(0, hidden > 0 ? shown : topics.length)
    .map((topic) => `<li data-part="chip">${escapeHtml(topic.name)}</li>`)
    .join('')
  const more =
    hidden > 0 ? `<button type="button" data-part="chips-more" aria-expanded="false">+${hidden} <span class="visually-hidden">${escapeHtml(t('common:chips.more'))}</span></button>` : ''
  return `<div data-part="chips"><ul${attributesHtml({ lang })}>${chips}</ul>${more}</div>`
}
