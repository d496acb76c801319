import type { PropsProblem } from '@/src/widget/check-props'
import { reportError } from '@/src/reporting/report'

/** Base for problems turning a marker into an island. `name` is set by hand because minifiers rename classes. */
export class IslandError extends Error {
  override name = 'IslandError'
}
export class UnknownAreaError extends IslandError {
  override name = 'UnknownAreaError'
}
export class UnknownWidgetError extends IslandError {
  override name = 'UnknownWidgetError'
}
/** Props that are no JSON object, or that the widget's schema rejects (then with every problem by path). */
export class PropsError extends IslandError {
  override name = 'PropsError'
  readonly problems: readonly PropsProblem[]
  constructor(message: string, problems: readonly PropsProblem[] = []) {
    super(message)
    this.problems = problems
  }
}
/** spec 2 §8: a widget chunk that has not loaded after 120 s fails with a chunk-load error. */
export class ChunkLoadError extends IslandError {
  override name = 'ChunkLoadError'
}

/** A selector the template author can paste into devtools, e.g. [data-component="tools"][data-widget="text-image"]. */
export const describeMarker = (el: Element) =>
  `[data-component="${el.getAttribute('data-component') ?? ''}"][data-widget="${el.getAttribute('data-widget') ?? ''}"]`

/** What went wrong, in one line: an island error's own words, anything else with its name. */
export const describeError = (error: unknown) =>
  error instanceof Error ? (error instanceof IslandError ? error.message : `${error.name}: ${error.message}`) : String(error)

/**
 * The one way a broken island is reported: where it is and what is wrong, in the console for the
 * template author and to error reporting for us. Never throws, so one island cannot stop the others.
 */
export function reportIslandError(error: unknown, el: Element): void {
  const marker = describeMarker(el)
  console.warn(`${marker}: ${describeError(error)}`, error)
  reportError(error, { marker })
}
