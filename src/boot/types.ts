import type { ComponentType } from 'react'

/** What a widget module exports: its component as default, props checked by the widget itself. */
export type WidgetModule = { default: ComponentType<never> }

/** Every widget a CMS author can place, by `data-component` (area) and `data-widget` (name). */
export type Registry = Record<string, Record<string, () => Promise<WidgetModule>>>
