import { ICON_NAME, iconUrl } from '@/src/lib/static-files'

/** An icon file is a few hundred bytes; anything much larger is not an icon and is not inlined. */
export const MAX_ICON_BYTES = 20_000

// One request per icon name per page, however many islands show it; the settled answer stays for reuse.
const loaded = new Map<string, Promise<string | undefined>>()
const settled = new Map<string, string | undefined>()

/** Why an icon is not shown: logged as a warning only (spec 2 §8), never reported or notified. */
class IconMissing extends Error {}

async function fetchIcon(name: string): Promise<string> {
  if (!ICON_NAME.test(name)) throw new IconMissing('not an icon name')
  const url = iconUrl(name)
  const response = await fetch(new URL(url, window.location.href)).catch(() => {
    throw new IconMissing(`${url} could not be loaded`)
  })
  if (!response.ok) throw new IconMissing(`${url} answered ${response.status}`)
  const text = await response.text()
  if (text.length > MAX_ICON_BYTES) throw new IconMissing(`larger than ${MAX_ICON_BYTES} bytes`)
  // DOMPurify loads with the first icon, not with every island that may show one.
  const { sanitizeSvg } = await import('@/src/lib/sanitize')
  const svg = sanitizeSvg(text)
  if (svg === undefined) throw new IconMissing('not an SVG file')
  return svg
}

/** The sanitised markup of the icon file `public/icons/<name>.svg` (spec 2 §7), or undefined when it is missing. */
export function loadIcon(name: string): Promise<string | undefined> {
  let request = loaded.get(name)
  if (request === undefined) {
    request = fetchIcon(name).then(
      (svg) => {
        settled.set(name, svg)
        return svg
      },
      (error: unknown) => {
        console.warn(`Icon "${name}" not shown: ${error instanceof IconMissing ? error.message : String(error)}`)
        settled.set(name, undefined)
        return undefined
      },
    )
    loaded.set(name, request)
  }
  return request
}

/** The icon's markup if it has been loaded already, so a second island shows it at once. */
export const loadedIcon = (name: string): string | undefined => settled.get(name)

/** Forgets every loaded icon (tests). */
export function resetIcons(): void {
  loaded.clear()
  settled.clear()
}
