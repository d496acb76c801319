/**
 * The address management of the B2B shop (spec 2 §1 "address management (ship-to and bill-to)", §3, §7)
 * over the shop's address books (db/address-book.ts), whose changes the B2B checkout sees at once. Whose
 * addresses: the signed-in active shop user's customer; an employee acting for a contact works on that
 * contact's customer (cart-view.ts b2bCartScope decides, as for the cart).
 *
 * Calls (api/addresses.ts):
 * - GET  /api/address/                         → { addressList, partnerId }: every address with its types
 *   (CRMH02 ship-to, CRMH04 bill-to), editable and deletable as the rules below say; partnerId is the
 *   current ship-to address
 * - POST /api/address/delete   { partnerId }   → the list. Not the main address, not a bill-to address (the
 *   accounts department keeps those), not the current ship-to address
 * - POST /api/address/ship-to  { partnerId }   → the list: a ship-to address becomes the current one
 * - GET  /api/address/form?partnerId=…         → { configuration }: the edit form of an address the user may
 *   change, or without partnerId the form of a new ship-to address
 * - POST /api/address/save     { partnerId?, name1, name2?, street, postalCode, city, country, phone?,
 *   deliveryNote?, makeShipTo? } → the list and savedPartnerId; 422 with a German message at each field
 *   that is wrong
 */
import { http } from 'msw'
import type { FormFieldInput as FormField } from '@/api/form-config'
import { addressBookOf, COUNTRIES, isEditable, newPartnerId, whyNotDeletable, type AddressBook, type AddressRecord, type Country } from '../db/address-book'
import { b2bCartScope } from '../db/cart-view'
import { SHIP_TO } from '../db/partners'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { optionalParam, textParam, withParams } from '../query-params'
import { flag, optional, text, withJsonBody, withUser, type Access } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'

/** At most this many addresses per customer. */
export const ADDRESSES_MAX = 50

export const NO_CUSTOMER_MESSAGE = 'Bitte wählen Sie zuerst den Kunden, dessen Adressen Sie bearbeiten möchten.'
export const ADDRESS_GONE_MESSAGE = 'Diese Adresse gibt es nicht mehr.'
export const NOT_EDITABLE_MESSAGE = 'Diese Adresse kann nicht online geändert werden. Bitte wenden Sie sich an Ihre Kundenberaterin oder Ihren Kundenberater.'
export const NOT_SHIP_TO_MESSAGE = 'Diese Adresse ist keine Lieferadresse.'
export const DUPLICATE_MESSAGE = 'Diese Adresse ist schon vorhanden.'
export const TOO_MANY_MESSAGE = `Sie können höchstens ${ADDRESSES_MAX} Adressen anlegen.`
export const POSTAL_CODE_MESSAGE = 'Bitte geben Sie eine vierstellige Postleitzahl an.'
export const PHONE_MESSAGE = 'Bitte geben Sie eine gültige Telefonnummer an, z. B. +41 52 208 40 00.'

// spec 1 §1, §6: address management is a tool of the B2B shop.
const shopUsersOnly: Access = {
  allowed: (account) => account.isActiveShopUser,
  message: 'Die Adressverwaltung steht nur Geschäftskunden mit Shop-Zugang zur Verfügung.',
}

/** One input of the edit form as the server defines it: what the form shows, and how the save checks it. */
type InputDef = {
  name: 'name1' | 'name2' | 'street' | 'postalCode' | 'city' | 'phone' | 'deliveryNote'
  type: 'text' | 'tel' | 'textarea'
  label: string
  maxLength: number
  /** The German message when a required field is left empty; none for an optional field. */
  missing?: string
  autocomplete?: string
  help?: string
}

const INPUTS: Record<InputDef['name'], InputDef> = {
  name1: { name: 'name1', type: 'text', label: 'Firma', maxLength: 40, missing: 'Bitte geben Sie den Firmennamen an.', autocomplete: 'organization' },
  name2: { name: 'name2', type: 'text', label: 'Zusatz (Abteilung, Standort)', maxLength: 40 },
  street: { name: 'street', type: 'text', label: 'Strasse und Hausnummer', maxLength: 60, missing: 'Bitte geben Sie Strasse und Hausnummer an.', autocomplete: 'address-line1' },
  postalCode: { name: 'postalCode', type: 'text', label: 'PLZ', maxLength: 4, missing: 'Bitte geben Sie die Postleitzahl an.', autocomplete: 'postal-code', help: 'Vierstellig, z. B. 8404' },
  city: { name: 'city', type: 'text', label: 'Ort', maxLength: 40, missing: 'Bitte geben Sie den Ort an.', autocomplete: 'address-level2' },
  phone: { name: 'phone', type: 'tel', label: 'Telefon', maxLength: 20, autocomplete: 'tel', help: 'Für Rückfragen des Fahrers, z. B. +41 52 208 40 00' },
  deliveryNote: { name: 'deliveryNote', type: 'textarea', label: 'Lieferhinweis', maxLength: 200, help: 'Zum Beispiel Rampe, Tor oder Anlieferzeiten' },
}

const input = (def: InputDef, value: string): FormField => ({
  type: def.type,
  name: def.name,
  label: def.label,
  required: def.missing !== undefined,
  maxLength: def.maxLength,
  value,
  ...(def.autocomplete ? { autocomplete: def.autocomplete } : {}),
  ...(def.help ? { help: def.help } : {}),
})

/** spec 2 §5, §7: the edit form's configuration, filled with the address (or empty for a new ship-to address). */
function formOf(book: AddressBook, address: AddressRecord | undefined): { title: string; fields: FormField[] } {
  const [name1 = '', ...more] = address?.companyName ?? []
  const fields: FormField[] = [
    ...(address ? [{ type: 'hidden', name: 'partnerId', value: address.partnerId } as const] : []),
    { type: 'subheader', label: 'Firma' },
    input(INPUTS.name1, name1),
    input(INPUTS.name2, more.join(' ')),
    { type: 'subheader', label: 'Adresse' },
    input(INPUTS.street, address?.street ?? ''),
    input(INPUTS.postalCode, address?.postalCode ?? ''),
    input(INPUTS.city, address?.city ?? ''),
    {
      type: 'select.single',
      name: 'country',
      label: 'Land',
      required: true,
      value: address?.country ?? 'CH',
      options: Object.entries(COUNTRIES).map(([value, label]) => ({ value, label })),
      placeholder: false,
    },
    { type: 'subheader', label: 'Für die Anlieferung' },
    input(INPUTS.phone, address?.phone ?? ''),
    input(INPUTS.deliveryNote, address?.deliveryNote ?? ''),
    // The current ship-to address stays current; any other may become it with the save.
    ...(address?.partnerId === book.shipToPartnerId ? [] : [{ type: 'checkbox', name: 'makeShipTo', label: 'Als aktuelle Lieferadresse verwenden', value: false } as const]),
    { type: 'button.submit', label: 'Adresse speichern' },
  ]
  return { title: address ? 'Adresse bearbeiten' : 'Neue Lieferadresse', fields }
}

/** The address list as the front end reads it (api/address-list.ts). */
function answerOf(book: AddressBook) {
  return {
    addressList: book.addresses.map((address) => ({
      ...structuredClone(address),
      editable: isEditable(book, address),
      deletable: whyNotDeletable(book, address) === undefined,
    })),
    partnerId: book.shipToPartnerId === '' ? null : book.shipToPartnerId,
  }
}

/** The customer whose addresses a request works on, or the 409 for an employee acting for nobody. */
function bookFor(request: Request, user: Account): AddressBook | Response {
  const shop = getShop(shopOf(request))
  const { customerId } = b2bCartScope(shop, user)
  if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
  return addressBookOf(shop.db, customerId)
}

const findIn = (book: AddressBook, partnerId: string) => book.addresses.find((address) => address.partnerId === partnerId)

const partnerBody = { partnerId: text }

/**
 * A change to one address of the user's book, named by the body's partnerId (spec 2 §7: delete, set ship-to):
 * 404 when the book no longer has it; `change` answers for the address found.
 */
const changeOne = (change: (found: { request: Request; book: AddressBook; address: AddressRecord }) => Response) =>
  withUser(
    withJsonBody(partnerBody, ({ request, user, body }) => {
      const book = bookFor(request, user)
      if (book instanceof Response) return book
      const address = findIn(book, body.partnerId)
      if (!address) return fail(404, [errorMessage(ADDRESS_GONE_MESSAGE)])
      return change({ request, book, address })
    }),
    shopUsersOnly,
  )

type SaveBody = { [K in InputDef['name'] | 'partnerId' | 'country']: string | undefined } & { makeShipTo: boolean | undefined }

const PHONE = /^\+?[\d\s()/.-]{6,20}$/
// Liechtenstein's postcodes (9485–9498): the only ones the shop delivers to outside Switzerland.
const isLiechtensteinPostcode = (code: string) => Number(code) >= 9485 && Number(code) <= 9498

/** The German message for each field of a save that is wrong (spec 1 §5: required, too long, form). */
function problemsOf(body: SaveBody) {
  const problems = []
  for (const def of Object.values(INPUTS)) {
    const value = (body[def.name] ?? '').trim()
    if (value === '' && def.missing) problems.push(errorMessage(def.missing, def.name))
    else if (value.length > def.maxLength) problems.push(errorMessage(`«${def.label}» darf höchstens ${def.maxLength} Zeichen lang sein.`, def.name))
  }
  const postalCode = (body.postalCode ?? '').trim()
  const country = body.country ?? ''
  if (!Object.hasOwn(COUNTRIES, country)) problems.push(errorMessage('Wir liefern nur in die Schweiz und nach Liechtenstein.', 'country'))
  if (postalCode !== '' && !/^\d{4}$/.test(postalCode)) problems.push(errorMessage(POSTAL_CODE_MESSAGE, 'postalCode'))
  else if (country === 'LI' && postalCode !== '' && !isLiechtensteinPostcode(postalCode)) problems.push(errorMessage('Diese Postleitzahl liegt nicht in Liechtenstein.', 'postalCode'))
  else if (country === 'CH' && isLiechtensteinPostcode(postalCode)) problems.push(errorMessage('Diese Postleitzahl liegt in Liechtenstein. Bitte wählen Sie das Land Liechtenstein.', 'postalCode'))
  const phone = (body.phone ?? '').trim()
  if (phone !== '' && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6)) problems.push(errorMessage(PHONE_MESSAGE, 'phone'))
  return problems
}

const sameAddress = (a: Pick<AddressRecord, 'companyName' | 'street' | 'postalCode' | 'city'>, b: typeof a) =>
  [a.companyName[0], a.street, a.postalCode, a.city].join('\n').toLowerCase() === [b.companyName[0], b.street, b.postalCode, b.city].join('\n').toLowerCase()

/** The checkout's stored choice must not point to a deleted address: it falls back to the current ship-to address. */
function forgetInCarts(request: Request, partnerId: string, book: AddressBook) {
  for (const cart of getShop(shopOf(request)).db.commerce.b2bCarts.values()) {
    if (cart.delivery?.shipToPartnerId === partnerId) cart.delivery.shipToPartnerId = book.shipToPartnerId
  }
}

export const addressHandlers = [
  http.get(
    route('addresses'),
    withUser(({ request, user }) => {
      const book = bookFor(request, user)
      return book instanceof Response ? book : ok(answerOf(book))
    }, shopUsersOnly),
  ),

  // spec 2 §7 Delete address: posts partnerId.
  http.post(
    route('addressDelete'),
    changeOne(({ request, book, address }) => {
      const refused = whyNotDeletable(book, address)
      if (refused) return fail(409, [errorMessage(refused)])
      book.addresses = book.addresses.filter((item) => item !== address)
      forgetInCarts(request, address.partnerId, book)
      return ok(answerOf(book))
    }),
  ),

  // spec 2 §7 Set ship-to address: answers addressList.
  http.post(
    route('addressShipTo'),
    changeOne(({ book, address }) => {
      if (!address.types.includes(SHIP_TO)) return fail(409, [errorMessage(NOT_SHIP_TO_MESSAGE)])
      book.shipToPartnerId = address.partnerId
      return ok(answerOf(book))
    }),
  ),

  // spec 2 §7 Get address edit form: GET with params; answers configuration.
  http.get(
    route('addressEditForm'),
    withUser(
      withParams({ partnerId: optionalParam(textParam(20)) }, ({ request, user, input: { partnerId } }) => {
        const book = bookFor(request, user)
        if (book instanceof Response) return book
        if (partnerId === undefined) return ok({ configuration: formOf(book, undefined) })
        const address = findIn(book, partnerId)
        if (!address) return fail(404, [errorMessage(ADDRESS_GONE_MESSAGE)])
        if (!isEditable(book, address)) return fail(403, [errorMessage(NOT_EDITABLE_MESSAGE)])
        return ok({ configuration: formOf(book, address) })
      }),
      shopUsersOnly,
    ),
  ),

  // The edit form's submit: a new ship-to address, or the changes of one the user may change.
  http.post(
    route('addressSave'),
    withUser(
      withJsonBody(
        {
          partnerId: optional(text),
          name1: optional(text),
          name2: optional(text),
          street: optional(text),
          postalCode: optional(text),
          city: optional(text),
          country: optional(text),
          phone: optional(text),
          deliveryNote: optional(text),
          makeShipTo: optional(flag),
        },
        ({ request, user, body }) => {
          const book = bookFor(request, user)
          if (book instanceof Response) return book
          const existing = body.partnerId === undefined ? undefined : findIn(book, body.partnerId)
          if (body.partnerId !== undefined && !existing) return fail(404, [errorMessage(ADDRESS_GONE_MESSAGE)])
          if (existing && !isEditable(book, existing)) return fail(403, [errorMessage(NOT_EDITABLE_MESSAGE)])
          const problems = problemsOf(body)
          if (problems.length > 0) return fail(422, problems)

          const value = (name: InputDef['name']) => (body[name] ?? '').trim()
          const changes = {
            companyName: [value('name1'), value('name2')].filter((line) => line !== ''),
            street: value('street'),
            postalCode: value('postalCode'),
            city: value('city'),
            country: body.country as Country,
            phone: value('phone'),
            deliveryNote: value('deliveryNote'),
          }
          if (book.addresses.some((address) => address !== existing && sameAddress(address, changes))) return fail(409, [errorMessage(DUPLICATE_MESSAGE)])
          let saved = existing
          if (saved) Object.assign(saved, changes)
          else {
            if (book.addresses.length >= ADDRESSES_MAX) return fail(409, [errorMessage(TOO_MANY_MESSAGE)])
            saved = { partnerId: newPartnerId(getShop(shopOf(request)).db), types: [SHIP_TO], ...changes }
            book.addresses.push(saved)
          }
          if (body.makeShipTo === true) book.shipToPartnerId = saved.partnerId
          return ok({ ...answerOf(book), savedPartnerId: saved.partnerId })
        },
      ),
      shopUsersOnly,
    ),
  ),
]
