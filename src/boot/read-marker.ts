import { isRecord } from '@/src/lib/guards'
import { PropsError, UnknownAreaError, UnknownWidgetError } from './errors'
import type { Registry, WidgetModule } from './types'

export const HYDRATE_MODES = ['load', 'idle', 'visible'] as const
export type HydrateMode = (typeof HYDRATE_MODES)[number]

/** What a marker asks for, checked: the widget's loader, its props and when to hydrate. */
export type MarkerSpec = {
  area: string
  widget: string
  load: () => Promise<WidgetModule>
  props: Record<string, unknown>
  hydrate: HydrateMode
}

const list = (names: Iterable<string>) => [...names].join(', ')

function readPropsText(el: HTMLElement): string | null {
  const attribute = el.getAttribute('data-props')
  if (attribute !== null) return attribute
  // Only a direct child: a nested island's props script belongs to that island.
  const script = el.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]')
  return script ? script.textContent : null
}

function readProps(el: HTMLElement): Record<string, unknown> {
  const text = readPropsText(el)
  if (text === null || text.trim() === '') return {}
  let props: unknown
  try {
    props = JSON.parse(text)
  } catch (error) {
    throw new PropsError(`props are not valid JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  // "0", "null" and "[]" are valid JSON but no props object.
  if (!isRecord(props)) throw new PropsError(`props must be a JSON object, not ${props === null ? 'null' : Array.isArray(props) ? 'an array' : typeof props}`)
  return props
}

/**
 * Reads and checks one marker against the registry. Throws an IslandError that says what is wrong;
 * names are looked up with Object.hasOwn so `constructor` or `__proto__` is an unknown widget.
 */
export function readMarker(el: HTMLElement, registry: Registry): MarkerSpec {
  const area = el.getAttribute('data-component') ?? ''
  const widget = el.getAttribute('data-widget') ?? ''
  if (!Object.hasOwn(registry, area)) throw new UnknownAreaError(`unknown area "${area}" (known: ${list(Object.keys(registry))})`)
  const widgets = registry[area] ?? {}
  if (!Object.hasOwn(widgets, widget)) throw new UnknownWidgetError(`unknown widget "${widget}" in area "${area}" (known: ${list(Object.keys(widgets))})`)
  const load = widgets[widget]
  if (!load) throw new UnknownWidgetError(`unknown widget "${widget}" in area "${area}"`)
  const mode = el.getAttribute('data-hydrate')
  let hydrate: HydrateMode = 'visible'
  if (mode !== null && mode !== '') {
    if ((HYDRATE_MODES as readonly string[]).includes(mode)) hydrate = mode as HydrateMode
    else console.warn(`${el.tagName.toLowerCase()}[data-hydrate="${mode}"]: unknown mode; using "visible" (known: ${list(HYDRATE_MODES)})`)
  }
  return { area, widget, load, props: readProps(el), hydrate }
}
