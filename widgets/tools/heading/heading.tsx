import { createElement } from 'react'
import type { HeadingProps } from './heading.widget'
import styles from './heading.module.css'

/** A content heading (spec 2 §2.10). Its level is the author's choice, so the page outline stays theirs. */
export function Heading({ text, level, anchor }: HeadingProps) {
  return createElement(`h${level}`, { className: styles.heading, id: anchor }, text)
}
