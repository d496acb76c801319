import { useLayoutEffect, type RefObject } from 'react'

/**
 * A table wider than the block scrolls inside it (rich-text.module.css); a keyboard user must reach it to scroll it
 * (WCAG 2.1.1, axe scrollable-region-focusable). So each table that overflows is a tab stop, and one that fits is
 * none, measured again whenever the block's width changes (a phone turned, a window resized).
 */
export function useFocusableTables(block: RefObject<HTMLElement | null>, html: string): void {
  useLayoutEffect(() => {
    const element = block.current
    if (!element) return undefined
    const mark = () => {
      for (const table of element.querySelectorAll('table')) {
        if (table.scrollWidth > table.clientWidth) table.tabIndex = 0
        else table.removeAttribute('tabindex')
      }
    }
    mark()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(mark)
    observer.observe(element)
    return () => observer.disconnect()
  }, [block, html])
}
