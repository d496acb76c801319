/**
 * The billing partner choice (spec 2 §2.9; spec 1 §7 POST /api/user/billing-partner/{partnerId}, payload
 * "not shown"): the partnerId in the address names one of the customer's bill-to partners (CRMH04), which
 * becomes the chosen one in the customer's address book (db/address-book.ts). The B2B checkout then bills
 * it unless the order says otherwise. An employee acting for a contact chooses for that contact's customer.
 *
 * Answers `{ partnerId }` (a backend may add a redirectUrl, which the client follows: tests inject one as a fault).
 */
import { http } from 'msw'
import { addressBookOf, partnersOf } from '../db/address-book'
import { b2bCartScope } from '../db/cart-view'
import { errorMessage, fail, ok } from '../envelope'
import { withUser } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'

export const NO_CUSTOMER_MESSAGE = 'Bitte wählen Sie zuerst den Kunden, für den Sie den Rechnungsempfänger festlegen.'
export const UNKNOWN_PARTNER_MESSAGE = 'Diesen Rechnungsempfänger gibt es für Ihr Konto nicht.'

const PARTNER_ID = /^[\w-]{1,20}$/

export const billingPartnerHandlers = [
  http.post(
    route('billingPartner'),
    withUser(
      ({ request, user, params }) => {
        const partnerId = String(params.partnerId ?? '')
        if (!PARTNER_ID.test(partnerId)) return fail(400, [errorMessage('Die Partnernummer ist ungültig.')])
        const shop = getShop(shopOf(request))
        const { customerId } = b2bCartScope(shop, user)
        if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
        if (!partnersOf(customerId, shop.db).billTo.some((partner) => partner.partnerId === partnerId)) return fail(404, [errorMessage(UNKNOWN_PARTNER_MESSAGE)])
        addressBookOf(shop.db, customerId).billingPartnerId = partnerId
        return ok({ partnerId })
      },
      {
        allowed: (account) => account.isActiveShopUser,
        message: 'Rechnungsempfänger stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.',
      },
    ),
  ),
]
