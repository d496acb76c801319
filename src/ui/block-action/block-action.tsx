import type { ReactNode } from 'react'
import type { BareLinkInput } from '@/src/widget/fallback'
import { SafeLink } from '@/src/ui/safe-link/safe-link'

/**
 * A content block's call to action: its link with the button's look in `<p data-part="action">` (styles/base.css), as
 * `blockActionHtml` (src/widget/fallback.ts) writes it for the CMS.
 */
export function BlockAction({ link, children }: { link: BareLinkInput; children: ReactNode }) {
  return (
    <p data-part="action">
      <SafeLink href={link.href} target={link.target} title={link.title} data-look="button">
        {children}
      </SafeLink>
    </p>
  )
}
