/**
 * The valibot pieces of content blocks (spec 2 §2.10, §3, §5): plain text, CMS rich text and the link entity,
 * written once so every block limits, describes and checks them alike.
 */
import * as v from 'valibot'
import { ADDRESS_MAX_LENGTH } from './schema-parts'

const NOT_BLANK = /\S/

/** Plain text a block shows (no HTML): not blank, at most `max` characters. */
export const blockText = (max: number, description: string) => v.pipe(v.string(), v.regex(NOT_BLANK, 'must not be blank'), v.maxLength(max), v.description(description))

/** CMS rich text is at most this long; the island sanitises it (src/lib/sanitize.ts) before showing it. */
export const RICH_TEXT_MAX_LENGTH = 20_000

/** CMS rich text (HTML), sanitised by the island before it is shown. */
export const blockHtml = (description: string) => v.pipe(v.string(), v.maxLength(RICH_TEXT_MAX_LENGTH), v.description(description))

// spec 2 §5 and the Link part: a path of this site, an in-page anchor, a web, mail or phone address; never
// javascript: or data: (SafeLink checks again where the data did not pass this schema).
const SITE_OR_WEB_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/

/** A link's address as a block accepts it. */
export const linkHref = v.pipe(
  v.string(),
  v.regex(SITE_OR_WEB_HREF, 'must start with /, #, https://, http://, mailto: or tel:'),
  v.maxLength(ADDRESS_MAX_LENGTH),
  v.description('Ziel: ein Pfad dieser Website (/kontakt), eine Sprungmarke (#teil), eine Webadresse, mailto: oder tel:.'),
)

/** Where a link opens: `_blank` adds rel="noopener noreferrer" (spec 2 §5). */
export const linkTarget = v.optional(v.pipe(v.picklist(['_self', '_blank']), v.description('_blank öffnet den Link in einem neuen Tab (mit rel="noopener noreferrer").')), '_self')

/** A link whose text is elsewhere: an image's alt or a tile's title names it (spec 2 §3 link: href, title, target). */
export const bareLink = v.object({
  href: linkHref,
  title: v.optional(blockText(200, 'Zusätzlicher Hinweis beim Überfahren mit der Maus.')),
  target: linkTarget,
})

/** The link entity of spec 2 §3 (href, text, title, target; `alt` is the image's, not the link's). */
export const blockLink = v.object({
  href: linkHref,
  text: blockText(80, 'Linktext, sagt, wohin der Link führt.'),
  title: v.optional(blockText(200, 'Zusätzlicher Hinweis beim Überfahren mit der Maus.')),
  target: linkTarget,
})

/** A heading level of a block, 2 to 4, with the block's default. */
export const headingLevel = (fallback: 2 | 3 | 4) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(4), v.description('Gliederungsstufe der Überschrift, 2 bis 4.')), fallback)

/** The same for a block that may carry the page's title (a stage at the top of a home page): 1 to 4. */
export const pageHeadingLevel = (fallback: 1 | 2 | 3 | 4) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4), v.description('Gliederungsstufe der Überschrift, 1 (der Titel der Seite) bis 4.')), fallback)

// An image file is a path of this site or an https address (no http: mixed content, no data: or javascript:).
const IMAGE_URL = /^(\/(?!\/)|https:\/\/)[^\s,]+$/
export const imageUrl = v.pipe(v.string(), v.regex(IMAGE_URL, 'must be a path of this site or an https:// address, without spaces or commas'), v.maxLength(ADDRESS_MAX_LENGTH))
