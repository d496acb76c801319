/**
 * The distribution partner list's call (spec 1 §1, §2 "distribution partner list"; the spec names no call, so the
 * dealers contract fixes `GET /api/distribution-partners`, no parameters, answering `{ partners }`) and the shape of
 * its answer, checked at the edge. The list is read entry by entry: a malformed partner is dropped with a warning and
 * a report, the others still show; a phone number, e-mail address or website that is not one is dropped the same way
 * while its partner stays. Countries come as ISO codes: the list names them in the page's language.
 */
import * as v from 'valibot'
import { answerId as id, countryCode as country } from '@/src/lib/answer-parts'
import { httpsWebsite, phoneNumber } from '@/src/lib/contact-schemas'
import { emailAddress } from '@/src/lib/email-schema'
import { checkList, checkOptional, schemaCheck } from '@/src/lib/schema-check'
import { shownText } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'

/** At most this many partners of one answer are read: a maker has a few dozen importers, not thousands. */
export const PARTNERS_MAX = 300

// Display caps: a company's name with its legal form, a street with its number, a town; a longer one is cut.
const COMPANY_MAX = 120
const STREET_MAX = 120
const POSTAL_CODE_MAX = 20
const CITY_MAX = 80


/** One partner: its company and address, and the ways to reach it that passed their checks. Texts are plain text. */
const partnerSchema = v.pipe(
  v.object({
    id,
    country,
    company: shownText(COMPANY_MAX),
    street: shownText(STREET_MAX),
    postalCode: shownText(POSTAL_CODE_MAX),
    city: shownText(CITY_MAX),
    phone: v.optional(v.unknown()),
    email: v.optional(v.unknown()),
    website: v.optional(v.unknown()),
  }),
  v.transform(({ phone, email, website: site, ...partner }) => ({
    ...partner,
    phone: checkOptional(phone, phoneNumber, `the phone number of distribution partner ${partner.id}`),
    email: checkOptional(email, emailAddress, `the e-mail address of distribution partner ${partner.id}`),
    website: checkOptional(site, httpsWebsite, `the website of distribution partner ${partner.id}`),
  })),
)
export type DistributionPartner = v.InferOutput<typeof partnerSchema>

/**
 * The answer: its partners, each checked on its own, a partner sent twice shown once. Lacking `partners` it is an
 * 'API failure during distributionPartners/fetchDistributionPartners request.' (spec 1 §8).
 */
export const distributionPartnersCheck = schemaCheck(
  v.object({
    partners: v.pipe(
      v.array(v.unknown()),
      v.transform((items) => {
        const byId = new Map<string, DistributionPartner>()
        for (const partner of checkList(items, partnerSchema, 'data.partners', PARTNERS_MAX)) if (!byId.has(partner.id)) byId.set(partner.id, partner)
        return [...byId.values()]
      }),
    ),
  }),
)

/** The contract's GET /api/distribution-partners: every partner, in no particular order. */
export const getDistributionPartners = (_: void, context: CallContext) => callData('get', 'distributionPartners', context)
