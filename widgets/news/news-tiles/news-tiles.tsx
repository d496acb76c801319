import { createElement } from 'react'
import { NewsCard } from '@/src/ui/news-card/news-card'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { CHIPS_BY_LAYOUT, FULL_ROW, tileSizesOf } from './news-tiles-layout'
import type { NewsTilesProps } from './news-tiles.widget'
import './news-tiles.css'

/**
 * The home page's news (spec 2 §2.5, §2.10 news tile wrapper): the title, the articles as news cards in the tiles'
 * layout with 1 to 3 topic chips by it, and the way to all news: beside the title under a full row, as a tile of its
 * own filling the row when there are fewer than three articles; without articles only the title. The markup of
 * news-tiles.fallback.ts.
 */
export function NewsTiles({ title, level, allNews, articles, layout, variant }: NewsTilesProps) {
  const tile = allNews !== undefined && articles.length > 0 && articles.length < FULL_ROW
  return (
    <div data-block="news-tiles" data-layout={layout}>
      <div data-part="head">
        {createElement(`h${level}`, { 'data-part': 'heading' }, title)}
        {allNews !== undefined && articles.length >= FULL_ROW && (
          <SafeLink href={allNews.href} target={allNews.target} title={allNews.title} data-part="all">
            {allNews.text}
          </SafeLink>
        )}
      </div>
      {articles.length > 0 && (
        <ul data-part="list">
          {articles.map((article) => (
            <li key={article.id}>
              <NewsCard
                article={article}
                variant={variant}
                size={layout === 'mobile' ? 'small' : 'default'}
                level={level + 1}
                sizes={tileSizesOf(layout)}
                loading="lazy"
                chips={CHIPS_BY_LAYOUT[layout]}
              />
            </li>
          ))}
          {tile && (
            <li data-part="all-tile">
              <SafeLink href={allNews.href} target={allNews.target} title={allNews.title} data-part="all">
                {allNews.text}
              </SafeLink>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
