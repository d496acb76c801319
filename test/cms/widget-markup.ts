/**
 * The fallback markup the simulated CMS writes into its markers (docs/fallbacks.md): each widget's own fallback
 * (`widgets/<area>/<widget>/<widget>.fallback.ts`), collected in widget-markup.gen.ts the way the registry collects the
 * declarations, rendered with the widget's strings in the page's locale and with what the page knows (the session,
 * the signed-in user's data in the mock shop), which the pages work out and pass in as `data`. For the demo's own
 * content only: the XSS pages must never get their payloads as fallback.
 */
import type { Locale } from '@/i18n/locales'
import type { Fallback, FallbackContext } from '@/src/widget/fallback'
import { marker, type MarkerOptions, type WidgetName } from './html'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { FALLBACKS } from './widget-markup.gen'
import { widgetTranslate } from './widget-strings'

type Fallbacks = typeof FALLBACKS

/** A widget with fallback markup (every widget but those whose declaration says `fallback: { none }`). */
export type FallbackName = keyof Fallbacks

/** The props of `N`'s fallback: what the CMS writes into the marker. */
export type FallbackProps<N extends FallbackName> = Parameters<Fallbacks[N]['render']>[0]

/** What the CMS may know of the page for `N`'s fallback, beyond the props (each field optional); nothing for a fallback of the props alone. */
export type FallbackData<N extends FallbackName> = DataOf<Omit<Parameters<Fallbacks[N]['render']>[1], keyof FallbackContext>>
type DataOf<D> = keyof D extends never ? undefined : D

export const hasFallback = (name: string): name is FallbackName => Object.hasOwn(FALLBACKS, name)

/** Content blocks with behaviour of their own (a player, an embed, slots, a slider for several banners): their island is more than their fallback. */
const BLOCKS_WITH_BEHAVIOUR = ['rich-text', 'heading', 'iframe', 'video', 'text-video', 'video-embed', 'magazine-viewer', 'teaser-wrapper', 'campaign-banner']

/**
 * The content blocks (docs/adding-a-widget.md "A content block"): what a corporate page is built from, the same for
 * every visitor. Those whose island writes their fallback's markup, and those with behaviour of their own.
 */
export const CONTENT_BLOCKS: ReadonlySet<string> = new Set([
  ...Object.entries(FALLBACKS).flatMap(([name, fallback]) => ('sameAsIsland' in fallback && fallback.sameAsIsland ? [name] : [])),
  ...BLOCKS_WITH_BEHAVIOUR.map((block) => `tools/${block}`),
])

/** The fallback markup of `name` for these props, in `locale`, with what the page knows. */
export function fallbackHtml<N extends FallbackName>(name: N, props: FallbackProps<N>, locale: Locale, data?: FallbackData<N>): string {
  const fallback = FALLBACKS[name] as Fallback<FallbackProps<N>, object>
  return fallback.render(props, { ...(data ?? {}), locale, t: widgetTranslate(name.split('/')[0] ?? '', locale) })
}

/**
 * A content block as the CMS places it: its marker with its fallback markup in `locale` (the block's final markup, so the
 * page reads and paints before any script and nothing moves when the island mounts).
 */
export function blockMarker<N extends FallbackName & WidgetName>(name: N, props: FallbackProps<N> & WidgetInputs[N], locale: Locale, options: MarkerOptions = {}): string {
  return marker(name, props, { ...options, fallback: fallbackHtml(name, props, locale) })
}

/**
 * The teaser wrapper as the CMS places it (docs/cms-integration.md "Blocks in slots"): its marker, and in its markup
 * the title and a `[data-slot]` per block, each holding that block's marker with its fallback.
 */
export function wrapperMarker(props: FallbackProps<'tools/teaser-wrapper'> & WidgetInputs['tools/teaser-wrapper'], blocks: readonly string[], locale: Locale, options: MarkerOptions = {}): string {
  return marker('tools/teaser-wrapper', props, { ...options, fallback: fallbackHtml('tools/teaser-wrapper', props, locale, { slots: blocks }) })
}
