import type { AnyWidget } from '@/src/widget/define-widget'
import type { Area } from './areas'

/** What a widget's declaration module (`<widget>.widget.ts`) exports. */
export type WidgetModule = { default: AnyWidget }

export type WidgetLoader = () => Promise<WidgetModule>

/** Every widget a CMS author can place, by `data-component` (area) and `data-widget` (name). */
export type Registry = Record<Area, Record<string, WidgetLoader>>
