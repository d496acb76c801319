import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { apiHooks, connectApi } from '@/api/connect'
import { formatPrice } from '@/src/lib/money'
import { CONFIRMED_MESSAGE, LARGE_QUANTITY } from '@/test/mocks/db/cart-confirmations'
import { addressBookOf } from '@/test/mocks/db/address-book'
import { b2bCartAnswer } from '@/test/mocks/db/cart-view'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { findAccount, userDataFor } from '@/test/mocks/db/index'
import { BILL_TO } from '@/test/mocks/db/partners'
import { orderability } from '@/test/mocks/db/prices'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { getShop } from '@/test/mocks/shops'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import { REF_TEXT_SAVE_DELAY_MS } from './item-ref-text'

const kunde = 'kunde@example.ch'
const haendler = 'haendler@example.ch'

const serverCart = (username = kunde) => getShop().db.commerce.b2bCarts.get(username)!
const orders = () => getShop().db.commerce.orders
/** What the server answers for the customer's cart now: the amounts the page must show exactly. */
const answer = (username = kunde) => b2bCartAnswer(findAccount(username)!, serverCart(username))

/** Renders the checkout at `address` (a step's address) for `user`; `navigate` records where the answers lead. */
async function renderCheckout(address = '/warenkorb', options: RenderWidgetOptions = { user: kunde }) {
  window.history.replaceState(null, '', address)
  const page = await renderWidget('shopuser/b2b-checkout', { shopUrl: '/katalog' }, options)
  const navigate = vi.fn()
  connectApi({ ...apiHooks(), navigate })
  return { ...page, navigate }
}

const lineList = () => screen.getByRole('list', { name: 'Artikel im Warenkorb' })
const lines = () => within(lineList()).getAllByRole('listitem')
const lineOf = (title: string) => lines().find((line) => within(line).queryByRole('link', { name: title }))!
const loaded = (count = 3) => waitFor(() => expect(lines()).toHaveLength(count))
const heading = (name: string) => screen.getByRole('heading', { name, level: 2 })
const notifications = async () => within(await screen.findByRole('region', { name: 'Benachrichtigungen' }))

/** A pack the mock shop cannot deliver, with its reason. */
function notOrderablePack() {
  for (const product of PRODUCTS)
    for (const variant of product.variants) {
      const state = orderability(variant.articleNumber)
      if (!state.orderable) return { articleNumber: variant.articleNumber, title: product.title, reason: state.reason }
    }
  throw new Error('The catalogue has no pack that cannot be ordered')
}

describe('b2b-checkout', () => {
  describe('step 1: the cart', () => {
    it('shows the lines, the totals exactly as the server sent them, the net price text and where the buyer is', async () => {
      await renderCheckout()
      await loaded()
      const { entries, totals } = answer()

      expect(heading('Warenkorb')).toBeInTheDocument()
      const steps = screen.getByRole('navigation', { name: 'Bestellschritte' })
      const items = within(steps).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual(['1Schritt 1 von 3: Warenkorb', '2Schritt 2 von 3: Lieferung und Rechnung', '3Schritt 3 von 3: Übersicht'])
      expect(items[0]).toHaveAttribute('aria-current', 'step')
      expect(items[1]).not.toHaveAttribute('aria-current')
      for (const entry of entries) {
        const line = lineOf(entry.title)
        expect(line).toHaveTextContent(`Art.-Nr. ${entry.productId}`)
        expect(line).toHaveTextContent(`Einzelpreis${formatPrice(entry.price)}`)
        expect(line).toHaveTextContent(`Summe${formatPrice(entry.sum)}`)
      }
      expect(screen.getByText('Zwischensumme').closest('dl')).toHaveTextContent(
        `Zwischensumme${formatPrice(totals.subtotal)}MwSt.${formatPrice(totals.vat)}Total${formatPrice(totals.total)}`,
      )
      // spec 1 §6: the B2B price text.
      expect(screen.getByText('Netto / exkl. MwSt.')).toBeInTheDocument()
    })

    it('shows the lines that cannot be ordered apart, with why, and leaves them out of the orderable list', async () => {
      const pack = notOrderablePack()
      serverCart().lines.push({ itemKey: 'k9', articleNumber: pack.articleNumber, quantity: 1, itemRefText: '' })
      await renderCheckout()
      await loaded()

      const section = screen.getByRole('region', { name: 'Nicht bestellbar' })
      const list = within(section).getByRole('list', { name: 'Nicht bestellbar' })
      expect(within(list).getAllByRole('listitem')).toHaveLength(1)
      expect(list).toHaveTextContent(pack.reason)
      expect(within(section).getByText('Diese Artikel können zurzeit nicht bestellt werden und gehören nicht zur Bestellung.')).toBeInTheDocument()
      expect(lineList()).not.toHaveTextContent(pack.articleNumber)
    })

    it('sends a quantity after the pause, removes a line at 0, and the header’s count follows', async () => {
      const { user, store } = await renderCheckout()
      await loaded()
      const [first, second] = answer().entries

      await user.click(within(lineOf(first!.title)).getByRole('button', { name: 'Menge erhöhen' }))
      await waitFor(() => expect(serverCart().lines.find((line) => line.itemKey === first!.itemKey)?.quantity).toBe(first!.quantity + 1))

      const field = within(lineOf(second!.title)).getByRole('spinbutton')
      await user.tripleClick(field)
      await user.keyboard('0')
      await waitFor(() => expect(lines()).toHaveLength(2), { timeout: 5000 })
      expect(serverCart().lines.map((line) => line.itemKey)).toEqual(['k1', 'k3'])
      expect(store.getState().session.cartCounts.b2b).toBe(2)
    })

    it('asks to confirm a very large quantity in a dialog, posts the confirmation on Bestätigen, and then orders (spec 1 §4)', async () => {
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      const field = within(lineOf(first!.title)).getByRole('spinbutton')
      await user.tripleClick(field)
      await user.keyboard(String(LARGE_QUANTITY))

      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
      expect(dialog).toHaveTextContent(`Bitte bestätigen Sie die Menge von ${LARGE_QUANTITY} × ${first!.title}.`)
      // A question is answered with its buttons, not closed by the way.
      expect(within(dialog).queryByRole('button', { name: 'Benachrichtigung schließen' })).not.toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect((await notifications()).getByText(CONFIRMED_MESSAGE)).toBeInTheDocument()
    })

    it('closes the question on Abbrechen without confirming: the order is then refused with the question again', async () => {
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      await user.tripleClick(within(lineOf(first!.title)).getByRole('spinbutton'))
      await user.keyboard(String(LARGE_QUANTITY))
      await user.click(within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Abbrechen' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(screen.queryByText(CONFIRMED_MESSAGE)).not.toBeInTheDocument()
    })

    it('caps a quantity above 9999 at 9999 with the spec’s warning: the field, the line’s sum and the cart all hold 9999 (spec 2 §5)', async () => {
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      const field = within(lineOf(first!.title)).getByRole('spinbutton')
      await user.tripleClick(field)
      await user.keyboard('10000')

      expect(field).toHaveValue('9999')
      expect(field).toHaveAccessibleDescription('Bitte geben Sie einen kleineren Wert ein')
      await waitFor(() => expect(serverCart().lines.find((line) => line.itemKey === first!.itemKey)?.quantity).toBe(9999), { timeout: 5000 })
      await waitFor(() => expect(lineOf(first!.title)).toHaveTextContent(`Summe${formatPrice(answer().entries[0]!.sum)}`))
    })

    it('does not go on while a quantity field is emptied: says so at the field and orders only what the buyer saw', async () => {
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      const field = within(lineOf(first!.title)).getByRole('spinbutton')
      await user.clear(field)
      await user.click(screen.getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }))

      expect(await screen.findByText('Bitte korrigieren Sie die markierten Mengen.')).toBeInTheDocument()
      await waitFor(() => expect(field).toHaveFocus())
      expect(field).toHaveValue('')
      expect(field).toHaveAccessibleDescription('Bitte geben Sie eine Menge ein.')
      expect(heading('Warenkorb')).toBeInTheDocument()
      expect(window.location.search).toBe('')

      await user.type(field, '4')
      await user.click(screen.getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }))
      await waitFor(() => expect(heading('Lieferung und Rechnung')).toHaveFocus())
      expect(serverCart().lines.find((line) => line.itemKey === first!.itemKey)?.quantity).toBe(4)
    })

    it('deletes the whole cart only after the confirmation; the empty cart leads back to the shop', async () => {
      const { user, store } = await renderCheckout()
      await loaded()

      await user.click(screen.getByRole('button', { name: 'Warenkorb leeren' }))
      let dialog = await screen.findByRole('dialog', { name: 'Warenkorb leeren' })
      expect(dialog).toHaveTextContent('Möchten Sie wirklich alle Artikel aus dem Warenkorb entfernen?')
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(serverCart().lines).toHaveLength(3)

      await user.click(screen.getByRole('button', { name: 'Warenkorb leeren' }))
      dialog = await screen.findByRole('dialog', { name: 'Warenkorb leeren' })
      await user.click(within(dialog).getByRole('button', { name: 'Alle Artikel entfernen' }))

      expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/katalog')
      expect(serverCart().lines).toEqual([])
      expect(store.getState().session.cartCounts.b2b).toBe(0)
      await waitFor(() => expect(heading('Warenkorb')).toHaveFocus())
      expect(screen.queryByRole('navigation', { name: 'Bestellschritte' })).not.toBeInTheDocument()
    })

    it('keeps the cart when deleting it fails, and says why in the dialog, where the keyboard is', async () => {
      injectFault({ method: 'DELETE', path: '/api/b2bcart/', status: 503, messages: [{ type: 'error', message: 'Der Warenkorb ist gerade gesperrt.' }] })
      const { user } = await renderCheckout()
      await loaded()
      await user.click(screen.getByRole('button', { name: 'Warenkorb leeren' }))
      const dialog = await screen.findByRole('dialog', { name: 'Warenkorb leeren' })
      await user.click(within(dialog).getByRole('button', { name: 'Alle Artikel entfernen' }))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Warenkorb ist gerade gesperrt.')
      // Said once, in the dialog: not also as a page notification behind it.
      expect(screen.getAllByText('Der Warenkorb ist gerade gesperrt.')).toHaveLength(1)
      expect(serverCart().lines).toHaveLength(3)
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(screen.getByRole('button', { name: 'Warenkorb leeren' })).toHaveFocus()
      expect(screen.queryByText('Ihr Warenkorb ist leer.')).not.toBeInTheDocument()
    })

    it('stores the manual pricing setting', async () => {
      const { user } = await renderCheckout()
      await loaded()
      const box = screen.getByRole('checkbox', { name: 'Manuelle Preise anzeigen' })

      await user.click(box)

      await waitFor(() => expect(serverCart().showManualPricing).toBe(true))
      expect(box).toBeChecked()
    })
  })

  describe('reference texts', () => {
    const fieldOf = (title: string) => within(lineOf(title)).getByRole('textbox', { name: new RegExp(`^Referenztext: ${title}, `) })

    it('shows a field per line once the setting is on and saves what was typed when the field is left', async () => {
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      expect(screen.queryByRole('textbox', { name: /^Referenztext/ })).not.toBeInTheDocument()

      // No text anywhere yet: the setting changes without asking.
      await user.click(screen.getByRole('checkbox', { name: 'Referenztexte pro Position' }))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Referenztext: / })).toHaveLength(3))
      expect(serverCart().showItemRefTexts).toBe(true)

      await user.type(fieldOf(first!.title), 'Kostenstelle 4711')
      await user.tab()
      await waitFor(() => expect(serverCart().lines[0]!.itemRefText).toBe('Kostenstelle 4711'))
    })

    it('saves a typed text after a pause, too', async () => {
      serverCart().showItemRefTexts = true
      const { user } = await renderCheckout()
      await loaded()
      const [, second] = answer().entries

      await user.type(fieldOf(second!.title), 'Halle 3')

      await waitFor(() => expect(serverCart().lines[1]!.itemRefText).toBe('Halle 3'), { timeout: REF_TEXT_SAVE_DELAY_MS + 3000 })
      expect(fieldOf(second!.title)).toHaveFocus()
    })

    it('sends a text whose pause still runs when the page is left (pagehide, keepalive), once', async () => {
      serverCart().showItemRefTexts = true
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries

      await user.type(fieldOf(first!.title), 'Tor 2')
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))

      // Sent at once, well before the pause would have ended; not again when it would have.
      await waitFor(() => expect(serverCart().lines[0]!.itemRefText).toBe('Tor 2'), { timeout: REF_TEXT_SAVE_DELAY_MS / 2 })
      serverCart().lines[0]!.itemRefText = 'geändert'
      await new Promise((resolve) => setTimeout(resolve, REF_TEXT_SAVE_DELAY_MS + 100))
      expect(serverCart().lines[0]!.itemRefText).toBe('geändert')
    })

    it('refuses a # at once with the spec’s text, never sends it, and keeps the buyer in the cart step at the field', async () => {
      serverCart().showItemRefTexts = true
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      const field = fieldOf(first!.title)

      await user.type(field, 'PO#12')

      expect(field).toHaveValue('PO#12')
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription('# Zeichen darf nicht enthalten sein')
      await user.tab()
      await new Promise((resolve) => setTimeout(resolve, REF_TEXT_SAVE_DELAY_MS + 100))
      expect(serverCart().lines[0]!.itemRefText).toBe('')

      await user.click(screen.getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }))
      expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Referenztexte.')
      expect(field).toHaveFocus()
      expect(window.location.search).toBe('')

      // Corrected, it goes through.
      await user.clear(field)
      await user.type(field, 'PO 12')
      await user.click(screen.getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }))
      expect(await screen.findByRole('heading', { name: 'Lieferung und Rechnung' })).toBeInTheDocument()
      expect(serverCart().lines[0]!.itemRefText).toBe('PO 12')
    })

    it('keeps the typed text when the server refuses it and shows the server’s message at the field', async () => {
      serverCart().showItemRefTexts = true
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      injectFault({ method: 'POST', path: '/api/b2bcart/set-item-ref-text', status: 422, messages: [{ type: 'error', message: 'Dieser Referenztext ist vergeben.', source: { field: 'text' } }] })

      await user.type(fieldOf(first!.title), 'Lager Nord')
      await user.tab()

      await waitFor(() => expect(fieldOf(first!.title)).toHaveAccessibleDescription('Dieser Referenztext ist vergeben.'))
      expect(fieldOf(first!.title)).toHaveValue('Lager Nord')
      expect(serverCart().lines[0]!.itemRefText).toBe('')
      // A quiet call: the message is at the field, not a page notification.
      expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
    })

    it('asks before changing the setting while texts exist, and the change clears every text', async () => {
      const cart = serverCart()
      cart.showItemRefTexts = true
      cart.lines[0]!.itemRefText = 'Werkstatt'
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      const box = screen.getByRole('checkbox', { name: 'Referenztexte pro Position' })
      expect(box).toHaveAccessibleDescription('Beim Ändern dieser Einstellung werden alle Referenztexte gelöscht.')

      await user.click(box)
      let dialog = await screen.findByRole('dialog', { name: 'Referenztexte löschen?' })
      expect(dialog).toHaveTextContent('Wenn Sie diese Einstellung ändern, werden die Referenztexte aller Positionen gelöscht.')
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
      expect(box).toBeChecked()
      expect(box).toHaveFocus()
      expect(fieldOf(first!.title)).toHaveValue('Werkstatt')
      expect(cart.showItemRefTexts).toBe(true)

      await user.click(box)
      dialog = await screen.findByRole('dialog', { name: 'Referenztexte löschen?' })
      await user.click(within(dialog).getByRole('button', { name: 'Ändern und Texte löschen' }))

      await waitFor(() => expect(cart.showItemRefTexts).toBe(false))
      expect(cart.lines.map((line) => line.itemRefText)).toEqual(['', '', ''])
      await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Referenztext/ })).not.toBeInTheDocument())

      // Back on: every field is empty, and nothing needed asking.
      await user.click(box)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await waitFor(() => expect(fieldOf(first!.title)).toHaveValue(''))
    })

    it('clears a text that was only typed when the setting changes', async () => {
      serverCart().showItemRefTexts = true
      const { user } = await renderCheckout()
      await loaded()
      const [first] = answer().entries
      await user.type(fieldOf(first!.title), 'A#')

      await user.click(screen.getByRole('checkbox', { name: 'Referenztexte pro Position' }))
      await user.click(within(await screen.findByRole('dialog', { name: 'Referenztexte löschen?' })).getByRole('button', { name: 'Ändern und Texte löschen' }))
      await waitFor(() => expect(serverCart().showItemRefTexts).toBe(false))
      await user.click(screen.getByRole('checkbox', { name: 'Referenztexte pro Position' }))

      await waitFor(() => expect(fieldOf(first!.title)).toHaveValue(''))
      expect(fieldOf(first!.title)).not.toHaveAttribute('aria-invalid')
    })
  })

  describe('steps and their addresses', () => {
    it('gives each step its own address, moves focus to its heading, and follows the browser’s back and forward', async () => {
      const { user } = await renderCheckout()
      await loaded()

      await user.click(screen.getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }))
      await waitFor(() => expect(heading('Lieferung und Rechnung')).toHaveFocus())
      expect(window.location.pathname + window.location.search).toBe('/warenkorb?step=delivery')
      const steps = screen.getByRole('navigation', { name: 'Bestellschritte' })
      expect(within(steps).getByRole('link', { name: 'Schritt 1 von 3: Warenkorb' })).toHaveAttribute('href', '/warenkorb?step=cart')
      expect(within(steps).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step')

      await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }))
      await waitFor(() => expect(heading('Übersicht')).toHaveFocus())
      expect(window.location.search).toBe('?step=overview')

      window.history.back()
      await waitFor(() => expect(heading('Lieferung und Rechnung')).toHaveFocus())
      expect(window.location.search).toBe('?step=delivery')
      window.history.back()
      await waitFor(() => expect(heading('Warenkorb')).toHaveFocus())
      window.history.forward()
      await waitFor(() => expect(heading('Lieferung und Rechnung')).toHaveFocus())

      // The indicator leads back to an earlier step.
      await user.click(within(screen.getByRole('navigation', { name: 'Bestellschritte' })).getByRole('link', { name: 'Schritt 1 von 3: Warenkorb' }))
      await waitFor(() => expect(heading('Warenkorb')).toHaveFocus())
      expect(window.location.search).toBe('?step=cart')
    })

    it('restores the step of the address on load, without moving focus', async () => {
      await renderCheckout('/warenkorb?step=overview')
      expect(await screen.findByRole('heading', { name: 'Übersicht', level: 2 })).toBeInTheDocument()
      expect(heading('Übersicht')).not.toHaveFocus()
      expect(screen.getByRole('button', { name: 'Bestellung absenden' })).toBeInTheDocument()
    })

    it('drops an unknown step from the address with a warning and shows the cart', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      await renderCheckout('/warenkorb?step=zahlung&ref=mail#top')
      await loaded()

      expect(heading('Warenkorb')).toBeInTheDocument()
      expect(window.location.pathname + window.location.search + window.location.hash).toBe('/warenkorb?ref=mail#top')
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.step'))
    })

    it('shows the cart step when nothing can be ordered, whatever the address says', async () => {
      const pack = notOrderablePack()
      serverCart().lines = [{ itemKey: 'k9', articleNumber: pack.articleNumber, quantity: 1, itemRefText: '' }]
      await renderCheckout('/warenkorb?step=overview')

      expect(await screen.findByText('Ihr Warenkorb enthält keine bestellbaren Artikel.')).toBeInTheDocument()
      expect(heading('Warenkorb')).toBeInTheDocument()
      expect(window.location.search).toBe('?step=cart')
      const next = screen.getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' })
      expect(next).toBeDisabled()
      expect(next).toHaveAccessibleDescription('Ihr Warenkorb enthält keine bestellbaren Artikel.')
    })

    it('asks a visitor to sign in, and tells a consumer the business cart is not theirs', async () => {
      await renderCheckout('/warenkorb', {})
      expect(screen.getByText('Bitte melden Sie sich an, um Ihren Warenkorb zu sehen.')).toBeInTheDocument()
    })

    it('tells a consumer the business cart is not theirs', async () => {
      await renderCheckout('/warenkorb', { user: 'konsument@example.ch' })
      expect(screen.getByText('Der Warenkorb für Geschäftskunden steht nur aktiven Shop-Benutzern zur Verfügung.')).toBeInTheDocument()
    })
  })

  describe('step 2: delivery and invoice', () => {
    it('offers the customer’s ship-to and bill-to partners, the main ones chosen, and stores the choice on Next', async () => {
      const { user } = await renderCheckout('/warenkorb?step=delivery')
      const shipTo = await screen.findByRole('group', { name: 'Lieferadresse' })
      const billTo = screen.getByRole('group', { name: 'Rechnungsadresse' })
      expect(within(shipTo).getAllByRole('radio')).toHaveLength(3)
      expect(within(billTo).getAllByRole('radio')).toHaveLength(2)
      expect(within(shipTo).getByRole('radio', { name: /^Brunner Transporte AG Industriestrasse 24/ })).toBeChecked()

      await user.click(within(shipTo).getByRole('radio', { name: /Lager Frauenfeld/ }))
      await user.click(within(billTo).getByRole('radio', { name: /Kreditorenbuchhaltung/ }))
      await user.type(screen.getByLabelText('Gewünschtes Lieferdatum'), '2030-12-01')
      await user.type(screen.getByLabelText('Bemerkung'), 'Bitte vor 10 Uhr liefern')
      await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }))

      await waitFor(() => expect(heading('Übersicht')).toHaveFocus())
      expect(serverCart().delivery).toEqual({ shipToPartnerId: '0001004721', billToPartnerId: '0001004731', requestedDate: '2030-12-01', comment: 'Bitte vor 10 Uhr liefern' })
    })

    it('offers no partner without a partnerId: choosing it could do nothing (spec 2 §2.9)', async () => {
      const book = addressBookOf(getShop().db, '0001004711')
      const billing = book.addresses.find((address) => address.types.includes(BILL_TO))!
      book.addresses.push({ ...billing, partnerId: '', companyName: ['Ohne Nummer AG'] })
      await renderCheckout('/warenkorb?step=delivery')
      const billTo = await screen.findByRole('group', { name: 'Rechnungsadresse' })

      expect(within(billTo).getAllByRole('radio')).toHaveLength(2)
      expect(billTo).not.toHaveTextContent('Ohne Nummer AG')
    })

    it('refuses a date in the past at the field and in the error summary', async () => {
      const { user } = await renderCheckout('/warenkorb?step=delivery')
      const date = await screen.findByLabelText('Gewünschtes Lieferdatum')

      await user.type(date, '2020-01-01')
      await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }))

      const summary = await screen.findByRole('alert', { name: 'Es gibt ein Problem' })
      expect(summary).toHaveTextContent('Bitte geben Sie ein Lieferdatum ab heute an.')
      expect(date).toHaveAttribute('aria-invalid', 'true')
      expect(date).toHaveAccessibleDescription(expect.stringContaining('Bitte geben Sie ein Lieferdatum ab heute an.'))
      expect(window.location.search).toBe('?step=delivery')
      expect(serverCart().delivery).toBeNull()
    })

    it('shows the server’s refusal at its field', async () => {
      const { user } = await renderCheckout('/warenkorb?step=delivery')
      await screen.findByRole('group', { name: 'Lieferadresse' })
      injectFault({ method: 'POST', path: '/api/b2bcart-data/', status: 422, messages: [{ type: 'error', message: 'An diese Adresse liefern wir zurzeit nicht.', source: { field: 'shipToPartnerId' } }] })

      await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }))

      const summary = await screen.findByRole('alert', { name: 'Es gibt ein Problem' })
      expect(summary).toHaveTextContent('An diese Adresse liefern wir zurzeit nicht.')
      expect(within(screen.getByRole('group', { name: 'Lieferadresse' })).getByText('An diese Adresse liefern wir zurzeit nicht.')).toBeInTheDocument()
      expect(heading('Lieferung und Rechnung')).toBeInTheDocument()
    })

    it('keeps what was typed when the buyer goes back to the cart and returns', async () => {
      const { user } = await renderCheckout('/warenkorb?step=delivery')
      await user.click(await screen.findByRole('radio', { name: /Werkstatt Oberwinterthur/ }))
      await user.type(screen.getByLabelText('Bemerkung'), 'Rampe 2')

      await user.click(screen.getByRole('button', { name: 'Zurück zum Warenkorb' }))
      await waitFor(() => expect(heading('Warenkorb')).toHaveFocus())
      await user.click(screen.getByRole('button', { name: 'Weiter zu Lieferung und Rechnung' }))
      await waitFor(() => expect(heading('Lieferung und Rechnung')).toHaveFocus())

      expect(screen.getByRole('radio', { name: /Werkstatt Oberwinterthur/ })).toBeChecked()
      expect(screen.getByLabelText('Bemerkung')).toHaveValue('Rampe 2')
      expect(serverCart().delivery).toBeNull()
    })
  })

  describe('step 3: overview and submission', () => {
    const acceptTerms = (user: Awaited<ReturnType<typeof renderCheckout>>['user']) => user.click(screen.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }))

    it('shows everything the order will be: lines and totals as sent, addresses, date and comment', async () => {
      const cart = serverCart()
      cart.showItemRefTexts = true
      cart.lines[0]!.itemRefText = 'Werkstatt'
      cart.delivery = { shipToPartnerId: '0001004721', billToPartnerId: '0001004711', requestedDate: '2030-12-01', comment: 'Rampe 2' }
      await renderCheckout('/warenkorb?step=overview')
      const list = await screen.findByRole('list', { name: 'Artikel im Warenkorb' })
      const { entries, totals } = answer()

      const rows = within(list).getAllByRole('listitem')
      expect(rows).toHaveLength(3)
      const [first, second] = entries
      expect(rows[0]).toHaveTextContent(
        `${first!.title} ${first!.packSize} · Art.-Nr. ${first!.productId}ReferenztextWerkstattMenge${first!.quantity}Einzelpreis${formatPrice(first!.price)}Summe${formatPrice(first!.sum)}`,
      )
      expect(rows[1]).toHaveTextContent(`Referenztext–Menge${second!.quantity}`)
      expect(screen.getByText('Zwischensumme').closest('dl')).toHaveTextContent(`Total${formatPrice(totals.total)}`)
      const delivery = screen.getByRole('region', { name: 'Lieferung und Rechnung' })
      expect(delivery).toHaveTextContent('LieferadresseBrunner Transporte AG Lager Frauenfeld Zürcherstrasse 310 8500 Frauenfeld')
      expect(delivery).toHaveTextContent('RechnungsadresseBrunner Transporte AG Industriestrasse 24')
      expect(delivery).toHaveTextContent('Gewünschtes Lieferdatum01.12.2030')
      expect(delivery).toHaveTextContent('BemerkungRampe 2')
    })

    it('opens the terms from the cart data’s link in a dialog and returns focus to the button', async () => {
      const { user } = await renderCheckout('/warenkorb?step=overview')
      const open = await screen.findByRole('button', { name: 'Allgemeine Geschäftsbedingungen lesen' })

      await user.click(open)
      const dialog = await screen.findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' })
      expect(await within(dialog).findByRole('heading', { name: 'Allgemeine Geschäftsbedingungen für Bestellungen im Webshop' })).toBeInTheDocument()
      await user.keyboard('{Escape}')

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(open).toHaveFocus()
      await user.click(open)
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Zurück zur Bestellung' }))
      expect(open).toHaveFocus()
    })

    it('sanitises the terms before showing them', async () => {
      server.use(
        http.get('*/api/content/agb', () => new HttpResponse('<h2>AGB</h2><img src="x" onerror="window.hacked = 1" alt=""><script>window.hacked = 2</script>', { headers: { 'Content-Type': 'text/html' } })),
      )
      const { user } = await renderCheckout('/warenkorb?step=overview')
      await user.click(await screen.findByRole('button', { name: 'Allgemeine Geschäftsbedingungen lesen' }))

      const dialog = await screen.findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' })
      expect(await within(dialog).findByRole('heading', { name: 'AGB' })).toBeInTheDocument()
      expect(dialog.querySelector('script')).toBeNull()
      expect(dialog.querySelector('img')).not.toHaveAttribute('onerror')
    })

    it('says when the terms could not be loaded and loads them again on request', async () => {
      server.use(http.get('*/api/content/agb', () => new HttpResponse(null, { status: 500 }), { once: true }))
      const { user } = await renderCheckout('/warenkorb?step=overview')
      await user.click(await screen.findByRole('button', { name: 'Allgemeine Geschäftsbedingungen lesen' }))

      const dialog = await screen.findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' })
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Allgemeinen Geschäftsbedingungen konnten nicht geladen werden.')
      // The dialog says so; no page notification besides.
      expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }))
      expect(await within(dialog).findByRole('heading', { name: 'Allgemeine Geschäftsbedingungen für Bestellungen im Webshop' })).toBeInTheDocument()
    })

    it('sends nothing until the terms are accepted', async () => {
      const { user } = await renderCheckout('/warenkorb?step=overview')
      await user.click(await screen.findByRole('button', { name: 'Bestellung absenden' }))

      const box = screen.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' })
      expect(box).toHaveFocus()
      expect(box).toHaveAccessibleDescription('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um die Bestellung abzuschließen.')
      expect(orders()).toHaveLength(0)
    })

    it('keeps the accepted terms across the steps', async () => {
      const { user } = await renderCheckout('/warenkorb?step=overview')
      await screen.findByRole('button', { name: 'Bestellung absenden' })
      await acceptTerms(user)
      await user.click(screen.getByRole('button', { name: 'Zurück zu Lieferung und Rechnung' }))
      await user.click(await screen.findByRole('button', { name: 'Weiter zur Übersicht' }))

      expect(await screen.findByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' })).toBeChecked()
    })

    it('makes exactly one order of a double click, with the button busy meanwhile, and follows the answer to the confirmation', async () => {
      const { user, navigate, store } = await renderCheckout('/warenkorb?step=overview')
      const submit = await screen.findByRole('button', { name: 'Bestellung absenden' })
      await acceptTerms(user)
      const answer = gate()
      injectFault({ method: 'POST', path: '/api/b2bcart/commit', until: answer.opened })

      await user.dblClick(submit)
      expect(submit).toHaveAttribute('aria-busy', 'true')
      await user.click(submit)

      answer.open()
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
      expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/bestellung/bestaetigung?order=4500012001`)
      expect(orders()).toHaveLength(1)
      expect(orders()[0]!.lines.map((line) => line.itemKey)).toEqual(['k1', 'k2', 'k3'])
      expect(await screen.findByText('Vielen Dank. Ihre Bestellung 4500012001 ist eingegangen. Sie werden zur Bestätigung weitergeleitet …')).toBeInTheDocument()
      expect(store.getState().session.cartCounts.b2b).toBe(0)
      expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
    })

    it('makes exactly one order when Enter is pressed again while it runs', async () => {
      const { user, navigate } = await renderCheckout('/warenkorb?step=overview')
      const submit = await screen.findByRole('button', { name: 'Bestellung absenden' })
      await acceptTerms(user)
      const answer = gate()
      injectFault({ method: 'POST', path: '/api/b2bcart/commit', until: answer.opened })

      submit.focus()
      await user.keyboard('{Enter}{Enter}{Enter}')

      answer.open()
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
      expect(orders()).toHaveLength(1)
    })

    it('submits again with the same lines after a failure and still makes one order', async () => {
      const { user, navigate } = await renderCheckout('/warenkorb?step=overview')
      const submit = await screen.findByRole('button', { name: 'Bestellung absenden' })
      await acceptTerms(user)
      injectFault({ method: 'POST', path: '/api/b2bcart/commit', network: true })

      await user.click(submit)
      expect(await (await notifications()).findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
      expect(orders()).toHaveLength(0)
      await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'))

      await user.click(submit)
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
      expect(orders()).toHaveLength(1)
    })

    it('blocks submission in retailer mode with the spec’s text before the button', async () => {
      findAccount(haendler)!.retailerMode.enabled = true
      const { user } = await renderCheckout('/warenkorb?step=overview', { user: haendler })
      const submit = await screen.findByRole('button', { name: 'Bestellung absenden' })
      await acceptTerms(user)

      expect(screen.getByText('Kundenmodus verlassen um die Bestellung abzuschliessen.')).toBeInTheDocument()
      expect(submit).toBeDisabled()
      expect(submit).toHaveAccessibleDescription('Kundenmodus verlassen um die Bestellung abzuschliessen.')
      // spec 1 §6: retailer mode shows gross prices.
      expect(screen.getByText('Brutto / inkl. MwSt.')).toBeInTheDocument()
      await user.click(submit)
      expect(orders()).toHaveLength(0)
    })

    it('offers the way out of retailer mode at the block: the switch goes off on the server and the page reloads', async () => {
      findAccount(haendler)!.retailerMode.enabled = true
      const { user, navigate } = await renderCheckout('/warenkorb?step=overview', { user: haendler })
      await user.click(await screen.findByRole('button', { name: 'Kundenmodus verlassen' }))

      await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/warenkorb?step=overview`))
      expect(findAccount(haendler)!.retailerMode.enabled).toBe(false)
    })

    it('shows the server’s refusal when retailer mode was switched on elsewhere', async () => {
      const pageUser = userDataFor(haendler)
      findAccount(haendler)!.retailerMode.enabled = true
      const { user, navigate } = await renderCheckout('/warenkorb?step=overview', { user: haendler, pageData: { user: pageUser } })
      const submit = await screen.findByRole('button', { name: 'Bestellung absenden' })
      await acceptTerms(user)

      await user.click(submit)

      expect(await (await notifications()).findByText('Kundenmodus verlassen um die Bestellung abzuschliessen.')).toBeInTheDocument()
      expect(orders()).toHaveLength(0)
      expect(navigate).not.toHaveBeenCalled()
      await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'))
    })
  })
})
