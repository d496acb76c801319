/** Escaping and marker markup for the simulated CMS, written the way a real CMS template must. */
import { escapeHtml } from '@/src/widget/fallback'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

/** Text or attribute value, escaped for HTML: the same function the widgets' fallbacks escape with. */
export { escapeHtml }

/**
 * JSON to embed in a `<script type="application/json">`: `<` is escaped so a value containing
 * `</script>` cannot end the script element early (docs/cms-integration.md "Embedding JSON").
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

export type RawMarkerOptions = {
  area: string
  widget: string
  /** Props as a value (serialised here) or as raw text, to write broken markers on purpose. */
  props?: unknown
  rawProps?: string
  /** Where the props go: the `data-props` attribute (default) or a child JSON script. */
  propsIn?: 'attribute' | 'script'
  /** load, idle or visible; anything else on purpose, to test the runtime's warning. */
  hydrate?: string
  /** Server-rendered fallback shown until the island mounts. */
  fallback?: string
  id?: string
  /** Extra attributes on the marker element (already escaped by the caller if needed). */
  attributes?: Record<string, string>
}

/** Any marker, also a broken one on purpose (unknown names, bad JSON, props of the wrong kind). */
export function rawMarker({ area, widget, props, rawProps, propsIn = 'attribute', hydrate, fallback = '', id, attributes = {} }: RawMarkerOptions): string {
  const attrs: Record<string, string> = { 'data-component': area, 'data-widget': widget, ...attributes }
  if (id) attrs.id = id
  if (hydrate) attrs['data-hydrate'] = hydrate
  const text = rawProps ?? (props === undefined ? undefined : JSON.stringify(props))
  let inner = fallback
  if (text !== undefined && propsIn === 'attribute') attrs['data-props'] = text
  if (text !== undefined && propsIn === 'script') {
    inner = `<script type="application/json">${rawProps ?? jsonForScript(props)}</script>${fallback}`
  }
  const attributeText = Object.entries(attrs)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')
  return `<div ${attributeText}>${inner}</div>`
}

/** A content section of a CMS page with a heading and markers. */
export const section = (heading: string, body: string, id?: string) =>
  `<section class="cms-section"${id ? ` id="${escapeHtml(id)}"` : ''}><h2>${escapeHtml(heading)}</h2>${body}</section>`

export type WidgetName = keyof WidgetInputs
export type MarkerOptions = Omit<RawMarkerOptions, 'area' | 'widget' | 'props' | 'rawProps'>

/**
 * One widget marker, exactly as DESIGN.md and docs/cms-integration.md "Markers" describe it, with props
 * type-checked against the widget's declaration: `marker('tools/rich-text', { html: '<p>…</p>' })`.
 */
export function marker<N extends WidgetName>(name: N, props: WidgetInputs[N], options: MarkerOptions = {}): string {
  const [area = '', widget = ''] = name.split('/')
  return rawMarker({ ...options, area, widget, props })
}

// A marker's opening tag: its widget, and the rest of its attributes (data-hydrate among them, if written).
const MARKER_TAG = /<div data-component="([a-z0-9-]+)" data-widget="([a-z0-9-]+)"([^>]*)>/g

/** Each marker of the markup, in document order: its widget (`area/widget`) and when it hydrates (default `visible`). */
const markersIn = (html: string) =>
  [...html.matchAll(MARKER_TAG)].map(([, area, widget, rest = '']) => ({ name: `${area}/${widget}`, hydrate: /data-hydrate="([a-z]+)"/.exec(rest)?.[1] ?? 'visible' }))

/** The widgets a page's markup places (`area/widget`), in order of first appearance: what the CMS preloads. */
export const widgetsIn = (html: string): string[] => [...new Set(markersIn(html).map(({ name }) => name))]

/**
 * The widgets a page places only in markers that hydrate when `visible` (the default): below the first screen by the
 * template's rule (docs/cms-integration.md "Site chrome"), so the first paint needs neither their code nor their
 * styles.
 */
export function laterWidgetsIn(html: string): string[] {
  const markers = markersIn(html)
  const sooner = new Set(markers.filter(({ hydrate }) => hydrate !== 'visible').map(({ name }) => name))
  return [...new Set(markers.map(({ name }) => name))].filter((name) => !sooner.has(name))
}

/** Writes `links[name]` right before the first marker of each widget `name` in `html`. */
export function linkBeforeMarkers(html: string, links: ReadonlyMap<string, string>): string {
  const pending = new Map(links)
  return html.replace(MARKER_TAG, (tag, area: string, widget: string) => {
    const name = `${area}/${widget}`
    const before = pending.get(name)
    if (before === undefined) return tag
    pending.delete(name)
    return before + tag
  })
}
