/**
 * The distribution partner list (spec 1 §1, §2 "distribution partner list"; the dealers contract's
 * `GET /api/distribution-partners`, which takes no parameters), over db/distribution-partners.ts, for anyone: every
 * partner with its country's ISO code and no country names (the client names them in the page's language). A query
 * parameter is ignored, as a real server ignores one it does not know.
 */
import { http } from 'msw'
import { DISTRIBUTION_PARTNERS } from '../db/distribution-partners'
import { ok } from '../envelope'
import { route } from '../route'

export const distributionPartnerHandlers = [http.get(route('distributionPartners'), () => ok({ partners: DISTRIBUTION_PARTNERS }))]
