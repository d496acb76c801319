import { isArea, AREAS, type Area } from '@/src/boot/areas'

// `…/<area>/<widget>/<widget>.widget.ts`: the folder is the widget's name, the file repeats it (STYLE.md: one name per thing).
const DECLARATION_PATH = /([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)\.widget\.ts$/

/**
 * Groups modules found by `import.meta.glob` of `<area>/<widget>/<widget>.widget.ts` by area and widget
 * name. Paths that break the convention are returned as `misplaced` (the completeness test fails on them)
 * instead of being guessed at.
 */
export function toRegistry<T>(modules: Record<string, T>): { widgets: Record<Area, Record<string, T>>; misplaced: string[] } {
  const widgets = Object.fromEntries(AREAS.map((area) => [area, {}])) as Record<Area, Record<string, T>>
  const misplaced: string[] = []
  for (const [path, module] of Object.entries(modules)) {
    const [, area = '', folder, file] = DECLARATION_PATH.exec(path) ?? []
    if (!isArea(area) || folder !== file || folder === undefined) misplaced.push(path)
    else widgets[area][folder] = module
  }
  return { widgets, misplaced }
}
