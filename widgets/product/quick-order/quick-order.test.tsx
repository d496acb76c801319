import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { formatPrice } from '@/src/lib/money'
import { marker } from '@/test/cms/html'
import { findAccount, sessionFor, userDataFor } from '@/test/mocks/db/index'
import { chf, unitPriceRappen, variantByArticle } from '@/test/mocks/db/prices'
import { ok } from '@/test/mocks/envelope'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { route } from '@/test/mocks/route'
import { getShop } from '@/test/mocks/shops'
import { mountPage, pageDataScript, renderWidget, type PageDataInput } from '@/test/render'
import { ORDER_FILE_MAX_BYTES } from './order-lines'

const customer = 'kunde@example.ch'
// From the mock catalogue (test/mocks/db/prices.ts): orderable packs not yet in the customer's cart, one
// already in it (10-4111.004, 2 in the seed), one SAP blocks, and a number no pack has.
const FRESH = '10-4111.020'
const OTHER = '10-4111.060'
const IN_CART = '10-4111.004'
const BLOCKED = '10-4114.004'
const UNKNOWN = '99-9999.999'

const packOf = (number: string) => variantByArticle(number)!
const priceOf = (number: string) => formatPrice(chf(unitPriceRappen(findAccount(customer)!, packOf(number).variant)!))
const cartLines = () => getShop().db.commerce.b2bCarts.get(customer)!.lines.map((line) => [line.articleNumber, line.quantity])

// The CMS writes the cart's address into the session (test/cms/page-data.ts); the summary links to it.
const renderQuickOrder = (user: string | null = customer, pageData: PageDataInput = {}) =>
  renderWidget('product/quick-order', {}, { user: user ?? undefined, pageData: { ...pageData, session: { urls: { b2BCartUrl: '/warenkorb' }, ...pageData.session } } })

const textField = () => screen.getByRole('textbox', { name: 'Artikelnummern und Mengen' })
const articleInput = (position: number) => screen.getByRole('textbox', { name: `Artikelnummer, Position ${String(position)}` })
const quantityInput = (position: number) => screen.getByRole('textbox', { name: `Menge, Position ${String(position)}` })
const rowOf = (position: number) => articleInput(position).closest('tr')!
const addButton = () => screen.getByRole('button', { name: /^In den Warenkorb legen/ })

/** Pastes `text` into the field and takes it over into the list. */
async function paste(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, text: string) {
  await user.click(textField())
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: 'In die Liste übernehmen' }))
}

/** Waits until the taken-over rows are drawn (in a transition) and none says it is being checked. */
const checked = () =>
  waitFor(
    () => {
      expect(screen.getAllByRole('textbox', { name: /^Artikelnummer, Position/ }).length).toBeGreaterThan(0)
      expect(screen.queryByText('Wird geprüft …')).not.toBeInTheDocument()
    },
    { timeout: 3000 },
  )

describe('quick-order', () => {
  it('asks a visitor to sign in, with the hint where to', async () => {
    await renderQuickOrder(null)
    expect(screen.getByText('Bitte melden Sie sich an, um Artikel per Artikelnummer zu bestellen.')).toBeInTheDocument()
    expect(screen.getByText('Die Anmeldung finden Sie oben in der Kopfzeile.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('leaves the sign-in hint out while sign-in is disabled', async () => {
    await renderQuickOrder(null, { session: { features: ['disableLogin'] } })
    expect(screen.getByText('Bitte melden Sie sich an, um Artikel per Artikelnummer zu bestellen.')).toBeInTheDocument()
    expect(screen.queryByText('Die Anmeldung finden Sie oben in der Kopfzeile.')).not.toBeInTheDocument()
  })

  it('tells a consumer that the quick order is for business customers with shop access (spec 1 §6)', async () => {
    await renderQuickOrder('konsument@example.ch')
    expect(screen.getByText('Die Schnellbestellung steht nur Geschäftskunden mit Shop-Zugang zur Verfügung.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('resolves a pasted list line by line: product, pack and price, or what is wrong with the line', async () => {
    const { user } = await renderQuickOrder()
    await paste(user, `${FRESH} 3\r\n${UNKNOWN};2\r\n\r\n${BLOCKED},1\r\n${OTHER}\t0\r\n${FRESH.toLowerCase()} 2\r\n${IN_CART} 1,5\r\n${OTHER.replace('060', '208')}`)

    expect(screen.getByRole('status')).toHaveTextContent('Übernommene Positionen: 7. Doppelte Artikelnummern zusammengefasst, Mengen addiert: 1.')
    expect(textField()).toHaveValue('')
    expect(await screen.findByRole('heading', { name: 'Ihre Positionen (6)' })).toBeInTheDocument()
    await checked()

    // The duplicate went into the first line: 3 + 2.
    expect(articleInput(1)).toHaveValue(FRESH)
    expect(quantityInput(1)).toHaveValue('5')
    const fresh = within(rowOf(1))
    expect(fresh.getByText(packOf(FRESH).product.title)).toBeInTheDocument()
    expect(fresh.getByText('20 l Kanister')).toBeInTheDocument()
    expect(fresh.getByText(priceOf(FRESH))).toBeInTheDocument()
    expect(fresh.getByText('Mengen aus 2 Zeilen addiert')).toBeInTheDocument()
    expect(articleInput(1)).toHaveAttribute('aria-invalid', 'false')

    expect(articleInput(2)).toHaveAccessibleDescription('Unbekannte Artikelnummer')
    expect(articleInput(2)).toHaveAttribute('aria-invalid', 'true')
    expect(articleInput(3)).toHaveAccessibleDescription('Nicht bestellbar: Vorübergehend nicht lieferbar')
    // spec 1 §5's texts where they fit; any other quantity that is no whole number says so.
    expect(quantityInput(4)).toHaveAccessibleDescription('Bitte geben Sie einen größeren Wert ein')
    expect(quantityInput(5)).toHaveAccessibleDescription('Bitte geben Sie eine ganze Zahl ein.')
    expect(quantityInput(6)).toHaveValue('1')
    expect(screen.getByText('Bestellbar: 2 von 6')).toBeInTheDocument()
    expect(screen.getByText('Zu korrigieren: 4')).toBeInTheDocument()
    expect(addButton()).toHaveAccessibleName('In den Warenkorb legen (2)')
  })

  it('says a quantity above 9999 is too large, also when added-up duplicates exceed it', async () => {
    const { user } = await renderQuickOrder()
    await paste(user, `${FRESH} 9000\n${FRESH} 1000\n${OTHER} 10000`)
    await checked()
    expect(quantityInput(1)).toHaveValue('10000')
    expect(quantityInput(1)).toHaveAccessibleDescription('Bitte geben Sie einen kleineren Wert ein')
    expect(quantityInput(2)).toHaveAccessibleDescription('Bitte geben Sie einen kleineren Wert ein')
  })

  it('re-checks a line fixed in place after a pause in typing, and flags a number already in another line', async () => {
    const { user } = await renderQuickOrder()
    await paste(user, `${FRESH} 3\n${UNKNOWN} 2`)
    await checked()
    expect(articleInput(2)).toHaveAccessibleDescription('Unbekannte Artikelnummer')

    await user.clear(articleInput(2))
    await user.type(articleInput(2), FRESH)
    expect(articleInput(2)).toHaveAccessibleDescription('Diese Artikelnummer steht schon in Position 1.')

    await user.clear(articleInput(2))
    await user.type(articleInput(2), OTHER)
    expect(await within(rowOf(2)).findByText(packOf(OTHER).product.title, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(articleInput(2)).not.toHaveAccessibleDescription()
    expect(articleInput(2)).toHaveAttribute('aria-invalid', 'false')

    await user.clear(quantityInput(2))
    expect(quantityInput(2)).toHaveAccessibleDescription('Bitte geben Sie eine Menge ein.')
    await user.type(quantityInput(2), '4')
    expect(addButton()).toHaveAccessibleName('In den Warenkorb legen (2)')
  })

  it('adds every valid line to the B2B cart in one step: the header count follows, the summary says what went in and what did not', async () => {
    const { user, store } = await renderQuickOrder()
    await paste(user, `${FRESH} 3\n${UNKNOWN} 2\n${OTHER} 1\n${BLOCKED} 4\n${IN_CART} 2`)
    await checked()
    expect(store.getState().session.cartCounts.b2b).toBe(3)

    await user.click(addButton())

    const summary = await screen.findByRole('region', { name: 'Ergebnis' })
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ergebnis' })).toHaveFocus())
    expect(within(summary).getByText('In den Warenkorb gelegt: 3')).toBeInTheDocument()
    expect(within(summary).getByText(`3 × ${packOf(FRESH).product.title}, 20 l Kanister (${FRESH})`)).toBeInTheDocument()
    expect(within(summary).getByText('Nicht in den Warenkorb gelegt: 2')).toBeInTheDocument()
    expect(within(summary).getByText(`2 × ${UNKNOWN}: Unbekannte Artikelnummer`)).toBeInTheDocument()
    expect(within(summary).getByText(`4 × ${BLOCKED}: Nicht bestellbar: Vorübergehend nicht lieferbar`)).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/warenkorb')

    // spec 2 §4: the session's count follows (the header's icon reads it); 10-4111.004 was in the cart already.
    expect(store.getState().session.cartCounts.b2b).toBe(5)
    expect(sessionFor(customer).cartCounts.b2b).toBe(5)
    expect(cartLines()).toEqual(expect.arrayContaining([[FRESH, 3], [OTHER, 1], [IN_CART, 4]]))
    // The added lines left the list; the others stay, to be fixed.
    expect(screen.getByRole('heading', { name: 'Ihre Positionen (2)' })).toBeInTheDocument()
    expect(articleInput(1)).toHaveValue(UNKNOWN)
    expect(articleInput(2)).toHaveValue(BLOCKED)
  })

  it('sends the list once, however often the button is pressed while it is on its way', async () => {
    const { user } = await renderQuickOrder()
    await paste(user, `${FRESH} 3`)
    await checked()
    const answer = gate()
    injectFault({ method: 'POST', path: '/api/b2bcart/', until: answer.opened })
    await user.dblClick(addButton())
    await user.click(addButton())
    answer.open()
    await screen.findByRole('region', { name: 'Ergebnis' })
    expect(cartLines()).toEqual(expect.arrayContaining([[FRESH, 3]]))
  })

  it('keeps a line the cart refuses in the list, with the cart’s reason', async () => {
    // SAP blocked the pack between the lookup and the addition: the lookup still called it orderable.
    server.use(
      http.post(route('productLookup'), () =>
        ok({ packs: [{ productId: BLOCKED, articleNumber: '10-4114', title: 'Motoröl Synth 0W-20 LL-17 FE', size: '4 l', container: 'Kanister', price: 41.2, orderable: true }], unknown: [] }),
      ),
    )
    const { user } = await renderQuickOrder()
    await paste(user, `${BLOCKED} 2`)
    await checked()
    await user.click(addButton())

    const summary = await screen.findByRole('region', { name: 'Ergebnis' })
    expect(within(summary).getByText('In den Warenkorb gelegt: 0')).toBeInTheDocument()
    expect(within(summary).getByText(`2 × ${BLOCKED}: Vorübergehend nicht lieferbar`)).toBeInTheDocument()
    expect(within(summary).queryByRole('link', { name: 'Zum Warenkorb' })).not.toBeInTheDocument()
    expect(articleInput(1)).toHaveAccessibleDescription('Nicht in den Warenkorb gelegt: Vorübergehend nicht lieferbar')
    expect(addButton()).toHaveAccessibleName('In den Warenkorb legen (0)')
    // Edited, the line is the buyer's again.
    await user.type(quantityInput(1), '0')
    expect(articleInput(1)).not.toHaveAccessibleDescription()
  })

  it('keeps every line when adding fails, and the page shows the server’s message', async () => {
    const { user } = await renderQuickOrder()
    await paste(user, `${FRESH} 3`)
    await checked()
    injectFault({ method: 'POST', path: '/api/b2bcart/', status: 503, messages: [{ type: 'error', message: 'Der Warenkorb ist gerade nicht erreichbar.' }] })
    await user.click(addButton())
    expect(await screen.findByText('Der Warenkorb ist gerade nicht erreichbar.')).toBeInTheDocument()
    expect(articleInput(1)).toHaveValue(FRESH)
    expect(quantityInput(1)).toHaveValue('3')
    expect(screen.queryByRole('region', { name: 'Ergebnis' })).not.toBeInTheDocument()
  })

  it('says a line could not be checked when the lookup fails, and checks it again on request', async () => {
    const { user } = await renderQuickOrder()
    injectFault({ method: 'POST', path: '/api/product/lookup', status: 500 })
    await paste(user, `${FRESH} 3`)
    await waitFor(() => expect(articleInput(1)).toHaveAccessibleDescription('Der Artikel konnte nicht geprüft werden.'))
    await user.click(screen.getByRole('button', { name: 'Erneut prüfen' }))
    expect(await within(rowOf(1)).findByText(priceOf(FRESH), {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Erneut prüfen' })).not.toBeInTheDocument()
  })

  it('reads an uploaded CSV as Excel saves it in German locales, merged into the lines already there', async () => {
    const { user } = await renderQuickOrder()
    await paste(user, `${FRESH} 1`)
    const file = new File([`\uFEFFArtikelnummer;Menge\r\n${FRESH};2\r\n"${OTHER}";"4"\r\n`], 'bestellung.csv', { type: 'text/csv' })
    await user.upload(screen.getByLabelText('Oder eine CSV-Datei hochladen'), file)

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Übernommene Positionen: 2. Doppelte Artikelnummern zusammengefasst, Mengen addiert: 1.'))
    // The rows are drawn in a transition, just after the message.
    await waitFor(() => expect(quantityInput(1)).toHaveValue('3'))
    expect(articleInput(2)).toHaveValue(OTHER)
    expect(quantityInput(2)).toHaveValue('4')
    await checked()
    expect(addButton()).toHaveAccessibleName('In den Warenkorb legen (2)')
  })

  it('refuses a file above 1 MB and a list that would exceed 500 lines, keeping the typed text', async () => {
    const { user } = await renderQuickOrder()
    await user.upload(screen.getByLabelText('Oder eine CSV-Datei hochladen'), new File(['1'.repeat(ORDER_FILE_MAX_BYTES + 1)], 'gross.csv', { type: 'text/csv' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei ist zu groß: höchstens 1 MB.')

    const long = Array.from({ length: 501 }, (_, index) => `AB-${String(index)} 1`).join('\n')
    await paste(user, long)
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 500 Positionen sind möglich, die Liste hätte 501. Bitte teilen Sie die Bestellung auf.')
    expect(textField()).toHaveValue(long)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says so when the text holds no line', async () => {
    const { user } = await renderQuickOrder()
    await paste(user, '  \n\t\n')
    expect(screen.getByRole('alert')).toHaveTextContent('Keine Positionen gefunden. Bitte geben Sie eine Artikelnummer pro Zeile ein.')
  })

  it('takes the text over with Ctrl+Enter', async () => {
    const { user } = await renderQuickOrder()
    await user.click(textField())
    await user.keyboard(`${FRESH} 2{Control>}{Enter}{/Control}`)
    await waitFor(() => expect(quantityInput(1)).toHaveValue('2'))
  })

  it('adds an empty row and focuses it; removing a row moves focus to the next row’s remove button', async () => {
    const { user } = await renderQuickOrder()
    expect(screen.getByText('Noch keine Positionen. Erfassen Sie oben Artikelnummern oder fügen Sie eine Position hinzu.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Position hinzufügen' }))
    expect(articleInput(1)).toHaveFocus()
    expect(quantityInput(1)).toHaveValue('1')
    expect(articleInput(1)).toHaveAccessibleDescription('Bitte geben Sie eine Artikelnummer ein.')
    await user.keyboard(FRESH)

    await paste(user, `${OTHER} 2\n${IN_CART} 1`)
    await screen.findByRole('button', { name: 'Position 3 entfernen' })
    // A removal redraws the rows after it in a transition; focus follows once they are drawn.
    await user.click(screen.getByRole('button', { name: 'Position 2 entfernen' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Position 2 entfernen' })).toHaveFocus())
    expect(articleInput(2)).toHaveValue(IN_CART)
    await user.click(screen.getByRole('button', { name: 'Position 2 entfernen' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Position 1 entfernen' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Position 1 entfernen' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Position hinzufügen' })).toHaveFocus())
  })

  it('makes the header’s cart count follow on a page with both islands', async () => {
    const session = sessionFor(customer)
    document.cookie = `demo_user=${encodeURIComponent(customer)}; path=/`
    const { user } = await mountPage(
      pageDataScript({ session: { ...session, urls: { b2BCartUrl: '/warenkorb' } }, user: userDataFor(customer) }) +
        marker('tools/header', {}, { hydrate: 'load' }) +
        marker('product/quick-order', {}, { hydrate: 'load' }),
    )
    expect(screen.getByRole('link', { name: 'Warenkorb, Positionen: 3' })).toBeInTheDocument()
    await paste(user, `${FRESH} 1\n${OTHER} 1`)
    await checked()
    await user.click(addButton())
    expect(await screen.findByRole('link', { name: 'Warenkorb, Positionen: 5' })).toBeInTheDocument()
  })
})
