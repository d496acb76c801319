import { Skeleton } from './skeleton'

/**
 * A list still loading: what loads said once in a status for assistive technology, and `count` grey rows (the caller's
 * class sizes them) holding the list's place.
 */
export function LoadingRows({ label, count, className }: { label: string; count: number; className?: string }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} as="li" />
        ))}
      </ul>
    </>
  )
}
