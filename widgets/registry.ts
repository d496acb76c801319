// Every widget a CMS author can place, generated from the declarations: Vite expands the glob at build
// time into one dynamic import per `<area>/<widget>/<widget>.widget.ts`, so a new widget needs no line
// here. This module is a small chunk of its own that the entry loads in parallel with the page's widgets
// (the CMS preloads both), so the entry never grows with widgets.
import type { WidgetModule } from '@/src/boot/types'
import { toRegistry } from '@/src/widget/to-registry'

export const registry = toRegistry(import.meta.glob<WidgetModule>('./*/*/*.widget.ts')).widgets
