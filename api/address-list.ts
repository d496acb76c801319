/**
 * The address calls (spec 2 §3 "address: addressList, partnerId, edit form configuration"; spec 2 §7 Get
 * address list, Delete address, Set ship-to address, Get address edit form) and the save of that form
 * (spec 1 §7: a form posts to an address the server supplies; here the named address `addressSave`,
 * which the CMS may override in page data). Answers are checked at the edge by schema; an address that
 * fails is dropped with a warning, the others show.
 */
import * as v from 'valibot'
import { checkList, schemaCheck } from '@/src/lib/schema-check'
import { maybe, shownText as shown } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'
import { formConfigurationSchema, type FormValues } from './form-config'

/** Address type codes (spec 1 §3, spec 2 §1). */
export const SHIP_TO = 'CRMH02'
export const BILL_TO = 'CRMH04'

/** At most this many addresses of one answer are read. */
export const ADDRESSES_MAX = 200

/** A business partner number as it may travel in a body or an address: a short token, nothing to escape. */
export const partnerIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(20), v.regex(/^[\w-]+$/, 'expected a partner id'))

/**
 * One address of the customer: a business partner that is a ship-to address (CRMH02), a bill-to address
 * (CRMH04) or both; its name in lines (name 1 to 4), street, postcode, town and country (ISO code), phone
 * and a note for the driver; and what the user may do with it, as the server decides.
 */
export const addressSchema = v.object({
  partnerId: partnerIdSchema,
  types: v.pipe(v.array(v.picklist([SHIP_TO, BILL_TO])), v.minLength(1), v.maxLength(2)),
  companyName: v.pipe(v.array(shown(100)), v.minLength(1), v.maxLength(4)),
  street: shown(100),
  postalCode: shown(10),
  city: shown(60),
  country: maybe(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'expected an ISO country code'))),
  phone: maybe(shown(40)),
  deliveryNote: maybe(shown(300)),
  editable: v.optional(v.boolean(), false),
  deletable: v.optional(v.boolean(), false),
})
export type Address = v.InferOutput<typeof addressSchema>

const addressList = v.pipe(
  v.array(v.unknown()),
  v.maxLength(ADDRESSES_MAX),
  v.transform((items) => checkList(items, addressSchema, 'data.addressList', ADDRESSES_MAX)),
)

/** The addresses and the partnerId of the current ship-to address (none: the customer has no ship-to address yet). */
export const addressListSchema = v.object({ addressList, partnerId: maybe(partnerIdSchema) })
export type AddressList = v.InferOutput<typeof addressListSchema>

/** Get address list, Delete address and Set ship-to address answer the list. */
export const addressListAnswer = schemaCheck(addressListSchema)
/** Saving answers the list and the saved address's partnerId (a new address's new number). */
export const addressSavedAnswer = schemaCheck(v.object({ ...addressListSchema.entries, savedPartnerId: partnerIdSchema }))
const addressFormSchema = v.object({ configuration: formConfigurationSchema('data.configuration.fields') })
/** Get address edit form answers the form's configuration. */
export const addressFormAnswer = schemaCheck(addressFormSchema)
export type AddressForm = v.InferOutput<typeof addressFormSchema>

/** The address to act on. */
export type PartnerRef = { partnerId: string }

/** spec 2 §7 Get address list: GET, no payload; answers addressList and the current ship-to's partnerId. */
export const getAddresses = (_: void, context: CallContext) => callData('get', 'addresses', context)

/** spec 2 §7 Delete address: POST partnerId; answers the list. */
export const postAddressDelete = ({ partnerId }: PartnerRef, context: CallContext) => callData('post', 'addressDelete', { body: { partnerId }, ...context })

/** spec 2 §7 Set ship-to address: POST (the partnerId); answers addressList. */
export const postAddressShipTo = ({ partnerId }: PartnerRef, context: CallContext) => callData('post', 'addressShipTo', { body: { partnerId }, ...context })

/** spec 2 §7 Get address edit form: GET with params (the address to edit; none for a new ship-to address); answers configuration. */
export const getAddressEditForm = ({ partnerId }: Partial<PartnerRef>, context: CallContext) =>
  callData('get', 'addressEditForm', { params: partnerId === undefined ? {} : { partnerId }, ...context })

/** Sends the edit form's values (spec 1 §7: each form submit posts to a supplied URL); answers the list and the saved partnerId. */
export const postAddressSave = (values: FormValues, context: CallContext) => callData('post', 'addressSave', { body: values, ...context })
