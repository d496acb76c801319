/**
 * The page areas a marker's `data-component` names (spec 2 §2): each is a folder of widgets/ and an
 * i18next namespace. Listed here, in the entry, so an unknown area is reported before any widget loads.
 */
export const AREAS = ['product', 'news', 'oilfinder', 'shopuser', 'form', 'tools', 'footer'] as const

export type Area = (typeof AREAS)[number]

export const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value)

/** `area/widget`, the one name of a widget in messages, the registry, the catalogue and the JSON Schema file. */
export type WidgetName = `${Area}/${string}`
