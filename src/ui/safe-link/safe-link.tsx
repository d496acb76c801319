import type { ComponentPropsWithRef } from 'react'
import { useTranslation } from 'react-i18next'
import { safeHref } from '@/src/lib/safe-url'

/** Props of {@link SafeLink}: every native `<a>` prop; `href` may be any CMS value and is checked. */
export type SafeLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** Where the link goes. CMS data, so it may be anything: unsafe or missing values render plain text. */
  href: unknown
}

// spec 2 §5: links opening in a new tab carry a no-opener, no-referrer relation, whatever the CMS sent.
const NEW_TAB_REL = ['noopener', 'noreferrer']

function mergeRel(rel: string | undefined): string {
  const tokens = (rel ?? '').split(/\s+/).filter(Boolean)
  return [...new Set([...tokens, ...NEW_TAB_REL])].join(' ')
}

/**
 * A link for CMS-provided URLs. A `javascript:` or `data:` href (see `safeHref`) renders the children as
 * a plain `<span>`, so the text still reads but nothing runs. A link with `target="_blank"` gets
 * `rel="noopener noreferrer"` and tells screen-reader users that it opens a new tab.
 */
export function SafeLink({ href, target, rel, className, children, ...rest }: SafeLinkProps) {
  const { t } = useTranslation()
  const safe = safeHref(href)
  if (safe === undefined) return <span className={className}>{children}</span>

  const newTab = target === '_blank'
  return (
    <a {...rest} href={safe} target={target} rel={newTab ? mergeRel(rel) : rel} className={className}>
      {children}
      {newTab && (
        // WCAG 3.2.5: warn before a change of context. Visually hidden because sighted users see the icon
        // a widget may add; the space before it keeps the accessible name from running words together.
        <>
          {' '}
          <span className="visually-hidden">{t('common.opensInNewTab')}</span>
        </>
      )}
    </a>
  )
}
