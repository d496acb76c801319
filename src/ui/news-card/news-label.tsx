import { useTranslation } from 'react-i18next'
import { formatDate } from '@/src/lib/dates'
import type { NewsVariant } from '@/src/lib/news-schemas'
import { labelGlyph } from './news-card-parts'
import './news-label.css'

/** A news article's label (spec 2 §2.10: news or product news) with its icon: the news card's and the news detail's. */
export function NewsLabel({ variant }: { variant: NewsVariant }) {
  const { t } = useTranslation('news')
  return (
    <p data-part="eyebrow">
      {/* A constant of news-card-parts.ts, never data: safe to write as HTML. */}
      <span data-part="label-icon" dangerouslySetInnerHTML={{ __html: labelGlyph(variant) }} />
      {t(`label.${variant}`)}
    </p>
  )
}

/** The day an article was published, DD.MM.YYYY (spec 2 §9), in a `<time>`. */
export function NewsDate({ date }: { date: string }) {
  return (
    <p data-part="date">
      <time dateTime={date}>{formatDate(date)}</time>
    </p>
  )
}
