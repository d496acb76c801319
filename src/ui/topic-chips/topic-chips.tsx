import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CHIPS_SHOWN, type Topic } from './topic-chips-shown'
import './topic-chips.css'

export type TopicChipsProps = {
  topics: readonly Topic[]
  /** How many show before the more chip (spec 2 §2.10: 3 by default, 2 in a news teaser, 1–3 in a tile by layout). */
  shown?: number
  /** The topics' language where it is not the page's (an article in its German original). */
  lang?: string | undefined
}

/**
 * A news article's topics as chips (spec 2 §2.10), the part every news widget shows them with: the first `shown`, then
 * a more chip «+2» (named «+2 weitere Themen») that shows the rest and becomes «Weniger», a toggle (aria-expanded) so
 * the focus stays on it. The
 * markup of topic-chips.fallback.ts, which writes the chips without the more chip's behaviour.
 */
export function TopicChips({ topics, shown = CHIPS_SHOWN, lang }: TopicChipsProps) {
  const { t } = useTranslation('common')
  const [all, setAll] = useState(false)
  if (topics.length === 0) return null
  const hidden = topics.length - shown
  const visible = all || hidden <= 0 ? topics : topics.slice(0, shown)
  return (
    <div data-part="chips">
      <ul lang={lang}>
        {visible.map((topic) => (
          <li key={topic.id} data-part="chip">
            {topic.name}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" data-part="chips-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? (
            t('chips.less')
          ) : (
            // The visible «+2» begins the name, as WCAG 2.5.3 asks; the rest is for screen readers.
            <>
              {`+${hidden} `}
              <span className="visually-hidden">{t('chips.more')}</span>
            </>
          )}
        </button>
      )}
    </div>
  )
}
