import { isRecord } from '@/src/lib/guards'
import { AREAS, isArea, type Area, type WidgetName } from './areas'
import { PropsError, UnknownAreaError, UnknownWidgetError } from './errors'
import type { Registry, WidgetLoader } from './types'

export const HYDRATE_MODES = ['load', 'idle', 'visible'] as const
export type HydrateMode = (typeof HYDRATE_MODES)[number]

/** What a marker asks for, checked against the registry: the widget's loader, its raw props and when to hydrate. */
export type MarkerSpec = {
  area: Area
  widget: string
  name: WidgetName
  load: WidgetLoader
  /** As written in the marker; the widget's declaration checks them once its code is there. */
  props: Record<string, unknown>
  hydrate: HydrateMode
}

const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'none yet')

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
  if (!isArea(area)) throw new UnknownAreaError(`unknown area "${area}" (known: ${list(AREAS)})`)
  const widgets = registry[area]
  const load = Object.hasOwn(widgets, widget) ? widgets[widget] : undefined
  if (!load) throw new UnknownWidgetError(`unknown widget "${widget}" in area "${area}" (known: ${list(Object.keys(widgets))})`)
  const mode = el.getAttribute('data-hydrate')
  let hydrate: HydrateMode = 'visible'
  if (mode !== null && mode !== '') {
    if ((HYDRATE_MODES as readonly string[]).includes(mode)) hydrate = mode as HydrateMode
    else console.warn(`${el.tagName.toLowerCase()}[data-hydrate="${mode}"]: unknown mode; using "visible" (known: ${list(HYDRATE_MODES)})`)
  }
  return { area, widget, name: `${area}/${widget}`, load, props: readProps(el), hydrate }
}
