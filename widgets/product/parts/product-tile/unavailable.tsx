import type { Message } from '@/api/envelope'

/** Props of {@link Unavailable}. */
export type UnavailableProps = {
  /** The server's messages of the failed call; none: `fallback` says it. */
  messages: readonly Message[]
  /** That the data is unavailable, in the widget's words ('Preisaktionen konnten nicht geladen werden.'). */
  fallback: string
  className?: string | undefined
}

/**
 * What stands where the data of a failed secondary call (price labels, tile prices, the last order date)
 * would be: the server's messages (spec 1 §8), each once, or that the data is unavailable, so a shop user
 * never takes a missing label or date for none.
 */
export function Unavailable({ messages, fallback, className }: UnavailableProps) {
  const texts = [...new Set(messages.map(({ message }) => message))]
  return (
    <>
      {(texts.length > 0 ? texts : [fallback]).map((text) => (
        <p key={text} className={className}>
          {text}
        </p>
      ))}
    </>
  )
}
