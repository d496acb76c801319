import type { ReactNode } from 'react'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import styles from './back-link.module.css'

/**
 * The way back from a detail to its list (an order to the order history, a shopping list to the lists),
 * above the detail: a paragraph with the link. `className` places the paragraph (its margin).
 */
export function BackLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <SafeLink href={href} className={styles.link}>
        {children}
      </SafeLink>
    </p>
  )
}
