import * as v from 'valibot'
import { jsonLd } from '@/src/lib/json-ld'
import { ICON_NAME } from '@/src/lib/static-files'
import { defineFallback, escapeHtml, linkHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './breadcrumb.widget'
import { crumbSchema, MAX_ITEMS, structuredData, trailOf, type CrumbInput } from './trail'

/**
 * The very markup the island renders (breadcrumb.tsx), from the same trail (trail.ts) and strings, so the trail looks
 * the same before and after mounting, at every width. Malformed items are left out as the island leaves them out.
 */
export default defineFallback<InputOf<typeof declaration>, { breadcrumbs?: unknown; homeUrl?: string; pageUrl?: string }>({
  description:
    '`<div data-fallback="breadcrumb">` with the same `<ol>` as the island: the `items`, else the page data\'s session.breadcrumbs (`breadcrumbs`), after the home page (session.urls.homepageUrl: `homeUrl`, default `/`); the category links above it. Given the page\'s address (`pageUrl`), also its structured data (a JSON-LD script), for crawlers that run no script. Place the marker inside a `<nav aria-label="…">`.',
  render({ items, categoryLinks = [] }, { t, breadcrumbs, homeUrl = '/', pageUrl }) {
    const given: unknown = items ?? breadcrumbs
    const crumbs = (Array.isArray(given) ? given.slice(0, MAX_ITEMS) : []).flatMap((item): CrumbInput[] => {
      const result = v.safeParse(crumbSchema, item)
      return result.success ? [result.output] : []
    })
    const { entries, backIndex } = trailOf({ label: t('breadcrumb.home'), href: homeUrl }, crumbs)
    const last = entries.length - 1
    const categories =
      categoryLinks.length === 0
        ? ''
        : `<ul aria-label="${escapeHtml(t('breadcrumb.categories'))}">${categoryLinks
            .map(({ label, href, icon }) => {
              // An icon name keeps its box empty until the island inlines the file (InlineIcon); an address is an image.
              const image =
                icon === undefined ? '' : ICON_NAME.test(icon) ? `<span data-icon="${escapeHtml(icon)}" aria-hidden="true"></span>` : `<img src="${escapeHtml(icon)}" alt="" width="32" height="32">`
              return `<li>${linkHtml(href, `${image}<span>${escapeHtml(label)}</span>`)}</li>`
            })
            .join('')}</ul>`
    const crumbsMarkup = entries
      .map((entry, index) => {
        const current = index === last ? ' aria-current="page"' : ''
        const back = index === backIndex
        const label = escapeHtml(entry.label)
        const inner = back ? `<span data-part="label">${label}</span><span data-part="back">${escapeHtml(t('breadcrumb.back', { label: entry.label }))}</span>` : label
        const crumb = entry.href === undefined ? `<span${current}>${label}</span>` : linkHtml(entry.href, inner, current)
        return `<li${back ? ' data-back=""' : ''}>${crumb}</li>`
      })
      .join('')
    const script = pageUrl === undefined ? '' : `<script type="application/ld+json">${jsonLd(structuredData(entries, pageUrl))}</script>`
    return `<div data-fallback="breadcrumb">${categories}<ol${backIndex === undefined ? '' : ' data-collapsible=""'}>${crumbsMarkup}</ol>${script}</div>`
  },
})
