// Build time only (the Vite plugin, the simulated CMS and tests): the JSON Schema of each widget's props,
// for a CMS and its editors (docs/cms-integration.md "Props schemas"). Never part of a browser bundle.
import { toJsonSchema } from '@valibot/to-json-schema'
import type { WidgetName } from '@/src/boot/areas'
import type { AnyWidget, NamedWidget } from './define-widget'

/** The file name in the build output (dist/), next to Vite's manifest. */
export const SCHEMA_FILE = 'widgets.schema.json'

export type JsonSchema = {
  $schema?: string
  type?: string
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  default?: unknown
  enum?: unknown[]
  examples?: unknown[]
  'x-example-names'?: string[]
  [keyword: string]: unknown
}

/** One widget's props as a draft-07 JSON Schema: titled with its name, described, with its named examples. */
export function widgetJsonSchema(name: WidgetName, declaration: AnyWidget): JsonSchema {
  return {
    // A check across fields (a linked image needs an alt) has no JSON Schema form, nor has a transform (the campaign
    // banner drops incomplete items): the island applies them, and the descriptions of the fields they concern say so.
    ...(toJsonSchema(declaration.props, { ignoreActions: ['check', 'transform'] }) as JsonSchema),
    title: name,
    description: declaration.description,
    examples: Object.values(declaration.examples),
    'x-example-names': Object.keys(declaration.examples),
  }
}

/** `dist/widgets.schema.json`: every widget's JSON Schema keyed by `area/widget`. */
export const widgetsSchemaFile = (widgets: readonly NamedWidget[]): Record<string, JsonSchema> =>
  Object.fromEntries(widgets.map(({ name, declaration }) => [name, widgetJsonSchema(name, declaration)]))

/** A prop's kind in words: `"default" | "66"`, `integer 1–6`, `string (max. 300)`. */
export function describeKind(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  const type = typeof schema.type === 'string' ? schema.type : 'value'
  const min = schema.minimum
  const max = schema.maximum
  if (typeof min === 'number' && typeof max === 'number') return `${type} ${min}–${max}`
  if (typeof schema.maxLength === 'number') return `${type} (max. ${schema.maxLength})`
  return type
}

/** The widget table of docs/widgets.md: one row per widget, its props each with kind, default or required, and description. */
export function widgetTable(widgets: readonly NamedWidget[]): string {
  const rows = widgets.map(({ name, declaration }) => {
    const schema = widgetJsonSchema(name, declaration)
    const props = Object.entries(schema.properties ?? {}).map(([prop, kind]) => {
      const rule = schema.required?.includes(prop) ? 'required' : kind.default !== undefined ? `default ${JSON.stringify(kind.default)}` : 'optional'
      // A pipe would end the Markdown table cell.
      return `\`${prop}\` (${describeKind(kind).replace(/\|/g, '\\|')}, ${rule}): ${kind.description ?? ''}`
    })
    const [area, widget] = name.split('/')
    return `| \`${area ?? ''}\` | \`${widget ?? ''}\` | ${declaration.description} | ${props.length > 0 ? props.join('<br>') : 'none'} |`
  })
  return ['| Area | Widget | What it is | Props |', '|---|---|---|---|', ...rows].join('\n')
}
