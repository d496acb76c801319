/**
 * The fair list's call (spec 1 §1 fairs, §2 fair list, §3 "Fair entries", §7 `GET /api/fair/`, whose payload the spec
 * does not show) and the shape of its answer, checked at the edge: `entries`, each fair with its first and last day,
 * venue, hall and stand, a short text, the fair's website and a picture, and the news area's `pagination` (spec 1 §3),
 * which the list does not need: it asks for as many as it shows. `period` asks for the fairs still to come (a running
 * one among them) or those over, the next first and the most recent first.
 */
import * as v from 'valibot'
import { countryCode as country } from '@/src/lib/answer-parts'
import { isoDay } from '@/src/lib/iso-day'
import { blockImage } from '@/src/lib/image-schemas'
import { safeHref, sameOriginUrl } from '@/src/lib/safe-url'
import { checkList, checkOptional, schemaCheck } from '@/src/lib/schema-check'
import { address, maybe, shownText } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'

/** Which fairs a list asks for: those still to come (a running fair among them) or those over. */
export const FAIR_PERIODS = ['upcoming', 'past'] as const
export type FairPeriod = (typeof FAIR_PERIODS)[number]

/** At most this many fairs of one answer are read: a maker exhibits at a few dozen fairs a year. */
export const FAIRS_MAX = 50

// Display caps: a title is a fair's name and year, a text a few sentences; a longer one is cut with an ellipsis.
const TITLE_MAX = 150
const TEXT_MAX = 600
const PLACE_MAX = 100
const STAND_MAX = 60
const LINK_TEXT_MAX = 80

// A fair's website opens in a new tab, so it must be a web address that cannot downgrade the visitor to plain http,
// or a page of this site: safeHref refuses scripts and tricks, https:// or sameOriginUrl says where it leads.
const isFairHref = (href: string) => safeHref(href) === href && (/^https:\/\//i.test(href) || sameOriginUrl(href) !== null)

const fairLinkSchema = v.object({
  href: v.pipe(address, v.check(isFairHref, 'must be an https:// address or a page of this site')),
  text: maybe(shownText(LINK_TEXT_MAX)),
  // Another site's page opens beside ours unless the server says otherwise (spec 2 §5: with noopener noreferrer).
  target: v.optional(v.picklist(['_self', '_blank']), '_blank'),
})
export type FairLink = v.InferOutput<typeof fairLinkSchema>
export type FairImage = v.InferOutput<typeof blockImage>



/** One fair of the list. Texts are plain text; days are YYYY-MM-DD, the fair's own days wherever it is read. */
export const fairSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/, 'expected an id of letters, digits, - and _')),
    title: shownText(TITLE_MAX),
    text: v.optional(shownText(TEXT_MAX), ''),
    /** The first and last day of the fair. */
    dateFrom: isoDay,
    dateTo: isoDay,
    location: v.object({ venue: shownText(PLACE_MAX), city: shownText(PLACE_MAX), country: maybe(country) }),
    hall: maybe(shownText(STAND_MAX)),
    booth: maybe(shownText(STAND_MAX)),
    link: v.optional(v.unknown()),
    image: v.optional(v.unknown()),
  }),
  v.check(({ dateFrom, dateTo }) => dateFrom <= dateTo, 'dateTo must not be before dateFrom'),
  v.transform(({ link, image, ...fair }) => ({
    ...fair,
    link: checkOptional(link, fairLinkSchema, `the website of fair ${fair.id}`),
    image: checkOptional(image, blockImage, `the picture of fair ${fair.id}`),
  })),
)
export type Fair = v.InferOutput<typeof fairSchema>

/**
 * The answer: its entries, each checked on its own (a malformed fair is dropped with a warning and a report,
 * docs/cms-integration.md "Page data"), a fair sent twice shown once. Lacking entries it is an
 * 'API failure during fairs/fetchFairs request.' (spec 1 §8).
 */
export const fairPageSchema = v.object({
  entries: v.pipe(
    v.array(v.unknown()),
    v.transform((items) => {
      const byId = new Map<string, Fair>()
      for (const fair of checkList(items, fairSchema, 'data.entries', FAIRS_MAX)) if (!byId.has(fair.id)) byId.set(fair.id, fair)
      return [...byId.values()]
    }),
  ),
})
export type FairPage = v.InferOutput<typeof fairPageSchema>

export const fairPageAnswer = schemaCheck(fairPageSchema)

/** What the list asks for: the fairs of a period, at most `limit` of them. */
export type FairQuery = { period: FairPeriod; limit: number }

/** spec 1 §7: GET /api/fair/ with `period` and `limit`. */
export const getFairs = ({ period, limit }: FairQuery, context: CallContext) => callData('get', 'fairs', { params: { period, limit }, ...context })
