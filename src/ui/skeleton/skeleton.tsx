import type { HTMLAttributes } from 'react'
import styles from './skeleton.module.css'

/** Props of {@link Skeleton}. */
export type SkeletonProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The element: a `span` in a line of text or a cell (the default), a `li` in a list of boxes, a `div` in a block. */
  as?: 'span' | 'li' | 'div'
}

/**
 * A grey box in the place of what is still loading, the size of what will replace it (the caller's class sets
 * its size and display), so nothing moves when the content arrives. It pulses gently unless the visitor asks
 * for reduced motion. Hidden from assistive technology: what loads is said once, in a status beside it.
 */
export function Skeleton({ as: Tag = 'span', className, ...rest }: SkeletonProps) {
  return <Tag {...rest} className={className ? `${styles.skeleton} ${className}` : styles.skeleton} aria-hidden="true" />
}
