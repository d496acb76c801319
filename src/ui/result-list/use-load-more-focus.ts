import { useEffect, useRef } from 'react'

/**
 * Load more's focus rule: once the next page has arrived, focus moves to the first new result's link,
 * so a keyboard or screen-reader user continues where the list grew instead of at the button.
 */
export function useLoadMoreFocus(count: number) {
  const listRef = useRef<HTMLUListElement>(null)
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    const from = firstNew.current
    if (from === null || count <= from) return
    firstNew.current = null
    listRef.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [count])
  return {
    listRef,
    /** Call when load more is pressed. */
    expectMore: () => {
      firstNew.current = count
    },
    /** Call when the list starts over (a new filter): a pending focus move no longer applies. */
    forget: () => {
      firstNew.current = null
    },
  }
}
