import type { ReactNode } from 'react'
import * as v from 'valibot'
import type { WidgetName } from '@/src/boot/areas'
import { checkProps, type PropsCheck } from './check-props'

/** A widget's props: a valibot object schema whose `optional(…, default)` entries carry the defaults. */
export type PropsSchema = v.ObjectSchema<v.ObjectEntries, undefined>

/** The props a widget's component receives: checked, defaults filled in. */
export type PropsOf<S extends PropsSchema> = v.InferOutput<S>

/** The props a CMS author writes: optional where the schema has a default. */
export type PropsInputOf<S extends PropsSchema> = v.InferInput<S>

type DeclarationInput<S extends PropsSchema> = {
  /** One sentence for the block catalogue, the widget table (docs/widgets.md) and the JSON Schema (German, like the CMS). */
  description: string
  props: S
  /** A function component; it receives the checked props with their defaults. */
  component: (props: PropsOf<S>) => ReactNode
  /** Named example props: the catalogue shows each, the component tests render each. At least one. */
  examples: Record<string, PropsInputOf<S>>
  /** The widget's own JavaScript (min+gzip, beyond the entry) may not exceed this; the build test checks it. */
  budgetKb: number
  /**
   * Only for a widget without fallback markup (docs/fallbacks.md), and why it needs none: every other widget has a
   * `<widget>.fallback.ts` beside its declaration (the completeness test, test/widgets.test.ts, requires one of the two).
   */
  fallback?: { none: string }
  /**
   * A block that holds other blocks (docs/cms-integration.md "Blocks in slots"): at most this many `[data-slot]`
   * elements in its markup, each with a child marker the runtime mounts as an island of its own. The runtime leaves
   * the CMS's markup in place, so the component renders only what it adds to it.
   */
  slots?: number
}

/** What a `<widget>.widget.ts` file exports as default: everything else about the widget follows from it. */
export type WidgetDeclaration<S extends PropsSchema = PropsSchema> = Readonly<DeclarationInput<S>> & {
  /** Checks props read from a marker: the props with defaults filled in, or every problem by path. */
  check(raw: Record<string, unknown>): PropsCheck<PropsOf<S>>
}

/**
 * Any declared widget, as the registry, the runtime and the catalogue hold it. Its component takes
 * exactly what its own `check` returns, a link the type system cannot follow once widgets are mixed in
 * one list; the runtime renders the one with the other (src/boot/runtime.ts).
 */
export type AnyWidget = {
  readonly description: string
  readonly props: PropsSchema
  readonly component: (props: never) => ReactNode
  readonly examples: Readonly<Record<string, Record<string, unknown>>>
  readonly budgetKb: number
  readonly fallback?: { readonly none: string }
  readonly slots?: number
  check(raw: Record<string, unknown>): PropsCheck<Record<string, unknown>>
}

/** A declared widget with its name, as the catalogue lists it. */
export type NamedWidget = { name: WidgetName; declaration: AnyWidget }

/**
 * Declares a widget once, next to its component (STYLE.md "How widgets are declared"): its props
 * schema with defaults, its component and named examples. The runtime checks props with it at the
 * edge; the JSON Schema file, the widget table's row, the block catalogue and the test fixtures derive from it.
 */
export function defineWidget<S extends PropsSchema>(declaration: DeclarationInput<S>): WidgetDeclaration<S> {
  return Object.freeze({
    ...declaration,
    check: (raw: Record<string, unknown>) => checkProps(declaration.props, raw),
  })
}
