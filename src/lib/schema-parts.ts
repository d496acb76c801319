/**
 * The valibot pieces every schema of outside data is built from (messages, API answers, session parts):
 * written once, so "null means not given", the display caps and the address limit are the same everywhere.
 */
import * as v from 'valibot'
import { capText } from './cap'

/** An address (a path or URL) is never longer than this; a longer one is rejected, not cut. */
export const ADDRESS_MAX_LENGTH = 2000

/** Backends often write null for "not given": read it as absent rather than reject the value. */
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.optional(v.pipe(v.nullable(schema), v.transform((value): v.InferOutput<S> | undefined => value ?? undefined)))

/** A text to display, cut at `max` characters with an ellipsis. */
export const shownText = (max: number) => v.pipe(v.string(), v.transform((text) => capText(text, max)))

/** A string of at most `max` characters (identifiers, kinds): a longer one is rejected. */
export const boundedText = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** An address of at most ADDRESS_MAX_LENGTH characters. */
export const address = boundedText(ADDRESS_MAX_LENGTH)

