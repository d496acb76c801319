/**
 * The generated part of docs/fallbacks.md (`npm run generate`; test/widgets.test.ts checks it is current): for each
 * widget, what its fallback markup is and what decides it (the fallback's description), where it is declared, and the
 * markup it renders for the widget's first example in German, with nothing known beyond the props.
 */
import type { NamedWidget } from '@/src/widget/define-widget'
import type { Fallback } from '@/src/widget/fallback'
import { widgetTranslate } from './widget-strings'

/** A widget's fallback as its module's default export, its props unknown to the caller. */
export type AnyFallback = Fallback<Record<string, unknown>>

/** The file of a widget's fallback, relative to the project's root: `widgets/tools/heading/heading.fallback.ts`. */
export const fallbackFile = (name: string): string => `widgets/${name}/${name.split('/')[1] ?? ''}.fallback.ts`

const LOCALE = 'de'

function entry({ name, declaration }: NamedWidget, fallback: AnyFallback | undefined): string {
  const heading = `## \`${name}\``
  if (!fallback) return `${heading}\n\nNo fallback markup${declaration.fallback ? `: ${declaration.fallback.none}` : '.'}`
  const [example = '', props = {}] = Object.entries(declaration.examples)[0] ?? []
  const html = fallback.render(props, { locale: LOCALE, t: widgetTranslate(name.split('/')[0] ?? '', LOCALE) })
  const file = fallbackFile(name)
  return `${heading}\n\n${fallback.description}\n\nDeclared in [\`${file}\`](../${file}). For the example «${example}», in German:\n\n\`\`\`html\n${html === '' ? '<!-- nothing: an empty marker -->' : html}\n\`\`\``
}

/** The section of every widget, in the catalogue's order. */
export const fallbackDocs = (widgets: readonly NamedWidget[], fallbackOf: (name: string) => AnyFallback | undefined): string =>
  widgets.map((widget) => entry(widget, fallbackOf(widget.name))).join('\n\n')
