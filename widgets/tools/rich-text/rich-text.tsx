import { useMemo, useRef } from 'react'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { useFocusableTables } from './focusable-tables'
import type { RichTextProps } from './rich-text.widget'
import styles from './rich-text.module.css'

const WIDTH_CLASSES = { default: styles.full, '66': styles.w66, '50': styles.w50, '33': styles.w33 }

/** A block of CMS rich text (spec 2 §2.10), sanitised: forms, styles and scripts never survive. A wide table scrolls, reachable by keyboard. */
export function RichText({ html, width }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  const block = useRef<HTMLDivElement>(null)
  useFocusableTables(block, clean)
  return <div ref={block} className={`${styles.richText} ${WIDTH_CLASSES[width]}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
