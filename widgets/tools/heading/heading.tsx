import { createElement } from 'react'
import { PropsError } from '@/src/boot/errors'
import styles from './heading.module.css'

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const

/** Props of `data-component="tools" data-widget="heading"` (spec 2 §2.10 "heading"). */
export type HeadingProps = {
  /** The heading text (plain text; no HTML). */
  text: string
  /** The outline level, 1 to 6; default 2 (the page title is the CMS's h1). */
  level?: (typeof HEADING_LEVELS)[number]
  /** An id for in-page links (`#anchor`); letters, digits, - and _ only. */
  anchor?: string
}

const ANCHOR = /^[A-Za-z][\w-]*$/

/** A content heading (spec 2 §2.10). Its level is the author's choice, so the page outline stays theirs. */
export default function Heading({ text, level = 2, anchor }: HeadingProps) {
  if (typeof text !== 'string' || text.trim() === '') throw new PropsError('heading needs a non-empty "text"')
  const safeLevel = (HEADING_LEVELS as readonly number[]).includes(level) ? level : 2
  return createElement(`h${safeLevel}`, { className: styles.heading, id: anchor && ANCHOR.test(anchor) ? anchor : undefined }, text)
}
