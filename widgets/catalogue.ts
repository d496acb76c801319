// Every widget's declaration, loaded eagerly: for the block catalogue, the JSON Schema file, the widget
// table of docs/widgets.md and the tests. Build tooling, the simulated CMS and tests import it; the runtime never does.
import { AREAS } from '@/src/boot/areas'
import type { AnyWidget, NamedWidget } from '@/src/widget/define-widget'
import { toRegistry } from '@/src/widget/to-registry'

const { widgets, misplaced } = toRegistry(import.meta.glob<AnyWidget>('./*/*/*.widget.ts', { eager: true, import: 'default' }))

/** Declaration files that break the `<area>/<widget>/<widget>.widget.ts` convention (the completeness test lists them). */
export const misplacedDeclarations = misplaced

/** Every widget, by area in the order of AREAS, then by name. */
export const catalogue: NamedWidget[] = AREAS.flatMap((area) =>
  Object.entries(widgets[area])
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([widget, declaration]) => ({ name: `${area}/${widget}` as const, declaration })),
)
