import { useMemo } from 'react'
import { PropsError } from '@/src/boot/errors'
import { oneOf } from '@/src/lib/guards'
import { sanitizeHtml } from '@/src/lib/sanitize'
import styles from './rich-text.module.css'

/** spec 2 §2.10, §5: rich text widths. */
export const RICH_TEXT_WIDTHS = ['default', '66', '50', '33'] as const

/** Props of `data-component="tools" data-widget="rich-text"`. */
export type RichTextProps = {
  /** The CMS's HTML. It is sanitised before rendering; forms, styles and scripts never survive. */
  html: string
  /** Share of the content column on medium and wider screens (full width on phones). Default 'default'. */
  width?: (typeof RICH_TEXT_WIDTHS)[number]
}

const WIDTH_CLASSES = { default: styles.full, '66': styles.w66, '50': styles.w50, '33': styles.w33 }

/** A block of CMS rich text (spec 2 §2.10). */
export default function RichText({ html, width }: RichTextProps) {
  if (typeof html !== 'string') throw new PropsError('rich-text needs "html" to be a string')
  const clean = useMemo(() => sanitizeHtml(html), [html])
  const size = oneOf(RICH_TEXT_WIDTHS, width, 'default')
  return <div className={`${styles.richText} ${WIDTH_CLASSES[size]}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
