/**
 * Fallback markup (docs/fallbacks.md): what a CMS template writes into a widget's marker, shown until the island
 * mounts and of the island's final size, so nothing shifts when it does. Each widget declares its own beside its
 * component, in `<widget>.fallback.ts`: a pure function of the props the CMS writes, the page's locale and the
 * widget's strings in it, and of what else the CMS knows of the page (the session, a list's first page), which it
 * passes in. No React, no store, no API client (test/lint/local-rules.js): it runs in the CMS (the simulated CMS runs
 * it under node), in the docs and in the completeness test (test/widgets.test.ts), never in the browser's bundle.
 */
import type { Locale } from '@/i18n/locales'
import type { PropsInputOf, WidgetDeclaration } from '@/src/widget/define-widget'
import { safeHref } from '@/src/lib/safe-url'

/**
 * The widget's strings in the page's locale, read from the bundle's string files with the island's fallback chain
 * (de-CH → de): `key` in the widget's area's namespace, `namespace:key` in another; `{{name}}` filled in from
 * `values`, as i18next does. Not escaped.
 */
export type Translate = (key: string, values?: Record<string, string>) => string

/** What every fallback gets besides the props: the page's locale and the widget's strings in it. */
export type FallbackContext = { locale: Locale; t: Translate }

/**
 * A widget's fallback. `D` is what the CMS may know beyond the props (each field optional; `unknown`: nothing): without
 * it the fallback renders what a CMS that knows nothing more writes.
 */
export type Fallback<P, D = unknown> = {
  /** For template authors (docs/fallbacks.md; English): the markup's variants and what decides between them. */
  readonly description: string
  /** The marker's inner HTML for these props, this locale and what the CMS knows of the page. */
  render(props: P, context: FallbackContext & D): string
  /**
   * The island writes this same markup (a content block without behaviour of its own): test/widgets.test.ts compares
   * the two for every example, so nothing on the page moves or flashes when the island replaces the fallback.
   */
  readonly sameAsIsland?: true
}

/** Declares a widget's fallback in its `<widget>.fallback.ts` (default export); the simulated CMS collects them (test/cms/widget-markup.gen.ts). */
export const defineFallback = <P, D = unknown>(fallback: Fallback<P, D>): Fallback<P, D> => Object.freeze(fallback)

/**
 * The props a CMS author writes for a declaration: `InputOf<typeof declaration>` (a type-only import of the widget's
 * `.widget.ts`); for a widget without props an empty object, as test/widget-inputs.gen.ts types them.
 */
export type InputOf<W> = W extends WidgetDeclaration<infer S> ? (keyof PropsInputOf<S> extends never ? Record<string, never> : PropsInputOf<S>) : never

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * What a product picture shows when the product has none, as the CMS serves the bundle's public/ files (under /vue/,
 * docs/cms-integration.md "Static files"): src/lib/static-files.ts placeholderImageUrl() in the build, which a
 * fallback cannot call (it reads the build's base); src/widget/fallback.test.ts keeps the two equal.
 */
export const PLACEHOLDER_IMAGE = '/vue/images/placeholder.svg'

/** Text or attribute value, escaped for HTML. */
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

/** Attributes for a tag, each ` name="value"` escaped; an undefined value is left out. */
export const attributesHtml = (attributes: Record<string, string | number | undefined>): string =>
  Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')

/** A link as src/ui/safe-link renders it: a same-site or web address becomes a link, anything else plain text. `inner` is HTML. */
export const linkHtml = (href: unknown, inner: string, attributes = ''): string => {
  const safe = safeHref(href)
  return safe === undefined ? `<span>${inner}</span>` : `<a href="${escapeHtml(safe)}"${attributes}>${inner}</a>`
}

/**
 * A link opening a new tab as src/ui/safe-link renders it (spec 2 §5): `rel="noopener noreferrer"` and, for screen
 * readers, that it opens a new tab (`t`: common:common.opensInNewTab); an unsafe address is plain text. `inner` is HTML,
 * `attributes` are written before the target as they are.
 */
export const newTabLinkHtml = (href: unknown, inner: string, t: Translate, attributes = ''): string =>
  safeHref(href) === undefined
    ? `<span>${inner}</span>`
    : linkHtml(href, `${inner} <span class="visually-hidden">${escapeHtml(t('common:common.opensInNewTab'))}</span>`, `${attributes} target="_blank" rel="noopener noreferrer"`)

/** A 24×24 glyph stroked in currentColor, as the islands draw their inline icons (src/ui/language-switcher/glyphs.tsx); decorative. */
export const glyphHtml = (paths: readonly string[]): string =>
  `<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths.map((d) => `<path d="${escapeHtml(d)}"></path>`).join('')}</svg>`

/** A link of a content block whose text is elsewhere (src/lib/content-schemas.ts bareLink: an image's alt, a tile's title). */
export type BareLinkInput = { href: string; title?: string | undefined; target?: '_self' | '_blank' | undefined }
/** A link entity of a content block (src/lib/content-schemas.ts blockLink), as the islands' SafeLink renders it. */
export type BlockLinkInput = BareLinkInput & { text: string }

/**
 * A block's link around `inner` (HTML) as src/ui/safe-link renders it with the same props: its target (default `_self`),
 * a title when given, and for a new tab `rel="noopener noreferrer"` and the hidden «opens in a new tab» (spec 2 §5);
 * `attributes` are written as they are (`data-look="button"`). An unsafe address is plain text.
 */
export function targetLinkHtml(link: BareLinkInput, inner: string, t: Translate, attributes = ''): string {
  const title = link.title === undefined ? '' : ` title="${escapeHtml(link.title)}"`
  return (link.target ?? '_self') === '_self' ? linkHtml(link.href, inner, `${title}${attributes} target="_self"`) : newTabLinkHtml(link.href, inner, t, `${title}${attributes}`)
}

/** A block's link with its own text (blockLink), as targetLinkHtml writes it. */
export const blockLinkHtml = (link: BlockLinkInput, t: Translate, attributes = ''): string => targetLinkHtml(link, escapeHtml(link.text), t, attributes)

/** A block's call to action as src/ui/block-action renders it: the link with the button's look in `<p data-part="action">`, its text `text`. */
export const blockActionHtml = (link: BareLinkInput, text: string, t: Translate, attributes = ''): string =>
  `<p data-part="action">${targetLinkHtml(link, escapeHtml(text), t, ` data-look="button"${attributes}`)}</p>`
