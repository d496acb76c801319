import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { jsonLd } from '@/src/lib/json-ld'
import { checkList } from '@/src/lib/schema-check'
import { ICON_NAME } from '@/src/lib/static-files'
import { InlineIcon } from '@/src/ui/inline-icon/inline-icon'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import type { BreadcrumbProps } from './breadcrumb.widget'
import { crumbSchema, MAX_ITEMS, structuredData, trailOf, type TrailEntry } from './trail'
import styles from './breadcrumb.module.css'

/**
 * The breadcrumb (spec 2 §2.1): the home link, then the trail from the session (or the `items` prop);
 * disabled items are plain text, the last item is the current page. Optional category links with icons
 * sit above it. The trail is also written as schema.org `BreadcrumbList` structured data.
 *
 * On a phone the trail collapses to one line, the link to the parent page ("Zurück zu …"), so it never
 * scrolls sideways. The CMS writes the same markup as fallback (breadcrumb.fallback.ts), so the page looks
 * the same before and after the island mounts. The landmark is the template's: place the marker in a
 * `<nav aria-label="…">`.
 */
export function Breadcrumb({ items, categoryLinks }: BreadcrumbProps) {
  const { t } = useTranslation('tools')
  const session = useAppSelector(selectSession)
  // The session is outside data: each item is checked once, a malformed one dropped with a warning.
  const crumbs = items ?? checkList(session.breadcrumbs, crumbSchema, 'session.breadcrumbs', MAX_ITEMS)
  const home = t('breadcrumb.home')
  const homeUrl = session.urls.homepageUrl ?? '/'
  const { entries, backIndex } = useMemo(() => trailOf({ label: home, href: homeUrl }, crumbs), [home, homeUrl, crumbs])
  const data = useMemo(() => jsonLd(structuredData(entries, window.location.href)), [entries])
  const last = entries.length - 1

  return (
    <div className={styles.breadcrumb}>
      {categoryLinks.length > 0 ? (
        <ul aria-label={t('breadcrumb.categories')}>
          {categoryLinks.map((link) => (
            <li key={`${link.href}|${link.label}`}>
              <SafeLink href={link.href}>
                {link.icon === undefined ? null : ICON_NAME.test(link.icon) ? <InlineIcon name={link.icon} /> : <img src={link.icon} alt="" width={32} height={32} />}
                <span>{link.label}</span>
              </SafeLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ol data-collapsible={backIndex === undefined ? undefined : ''}>
        {entries.map((entry, index) => (
          <li key={index} data-back={index === backIndex ? '' : undefined}>
            <Crumb entry={entry} current={index === last} back={index === backIndex ? t('breadcrumb.back', { label: entry.label }) : undefined} />
          </li>
        ))}
      </ol>
      {/* A data block: never executed, so the Content Security Policy allows it; `<` is escaped in it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
    </div>
  )
}

/**
 * One entry: a link, or plain text when it has no address (spec 2 §2.1: disabled items render as plain
 * text). The parent's link carries the phone's "Zurück zu …" wording beside its label; CSS shows one of them.
 */
function Crumb({ entry, current, back }: { entry: TrailEntry; current: boolean; back: string | undefined }) {
  const ariaCurrent = current ? 'page' : undefined
  if (entry.href === undefined) return <span aria-current={ariaCurrent}>{entry.label}</span>
  return (
    <SafeLink href={entry.href} aria-current={ariaCurrent}>
      {back === undefined ? (
        entry.label
      ) : (
        <>
          <span data-part="label">{entry.label}</span>
          <span data-part="back">{back}</span>
        </>
      )}
    </SafeLink>
  )
}
