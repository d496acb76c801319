import { screen, waitFor, within } from '@testing-library/react'
import { connectApi } from '@/api/connect'
import { callApi } from '@/test/mocks/call-api'
import { injectFault } from '@/test/mocks/faults'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

type Props = WidgetInputs['shopuser/billing-partner-selection']

const customer = 'kunde@example.ch'
const brunner = [
  { partnerId: '0001004711', companyName: ['Brunner Transporte AG'], street: 'Industriestrasse 24', postalCode: '8404', city: 'Winterthur' },
  { partnerId: '0001004731', companyName: ['Brunner Holding AG', 'Kreditorenbuchhaltung'], street: 'Postfach 312', postalCode: '8401', city: 'Winterthur' },
]
const props: Props = {
  partners: brunner,
  selectedPartnerId: '0001004711',
  contentAbove: '<p>Wählen Sie, auf welches Konto Ihre Bestellungen verrechnet werden.</p>',
  contentBelow: '<p>Fehlt ein Rechnungsempfänger? <a href="/kontakt">Schreiben Sie uns</a>.</p>',
}
const renderSelection = (given: Props = props, options: RenderWidgetOptions = { user: customer }) => renderWidget('shopuser/billing-partner-selection', given, options)

const table = () => screen.getByRole('table', { name: 'Rechnungsempfänger' })
const rowOf = (partnerId: string) => within(table()).getByRole('cell', { name: partnerId }).closest('tr') as HTMLElement
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)
const chosenOnServer = async () => {
  const { json } = await callApi('GET', '/api/b2bcart-data/', { as: customer })
  return (json as { data: { delivery: { billToPartnerId: string } } }).data.delivery.billToPartnerId
}

describe('billing-partner-selection', () => {
  it('shows the table with the columns of spec 2 §2.9, each name line apart, between the content areas', async () => {
    const { el } = await renderSelection()
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Konto / Firmenname', 'Auswahl', 'Partner-Nr.', 'Adresse'])
    const holding = rowOf('0001004731')
    expect(cellTexts(holding)).toEqual(['Brunner Holding AGKreditorenbuchhaltung', 'Auswählen', '0001004731', 'Postfach 3128401 Winterthur'])
    // One line each: the name's lines are elements of their own.
    expect([...within(holding).getAllByRole('cell')[0]!.querySelectorAll('span > span')].map((line) => line.textContent)).toEqual(['Brunner Holding AG', 'Kreditorenbuchhaltung'])
    expect(within(rowOf('0001004711')).getByText('Ausgewählt')).toBeInTheDocument()
    expect(within(rowOf('0001004711')).queryByRole('button')).not.toBeInTheDocument()
    const text = el.textContent
    expect(text.indexOf('Wählen Sie, auf welches Konto')).toBeLessThan(text.indexOf('Konto / Firmenname'))
    expect(text.indexOf('Fehlt ein Rechnungsempfänger?')).toBeGreaterThan(text.indexOf('Postfach 312'))
    expect(screen.getByRole('link', { name: 'Schreiben Sie uns' })).toHaveAttribute('href', '/kontakt')
  })

  it('chooses a billing partner by keyboard: the row is marked chosen, a message says so and takes focus', async () => {
    const { user } = await renderSelection()
    const button = within(rowOf('0001004731')).getByRole('button', { name: 'Auswählen: Brunner Holding AG, Kreditorenbuchhaltung' })
    await user.tab()
    expect(screen.getByRole('region', { name: 'Rechnungsempfänger' })).toHaveFocus() // the table's scroll region
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    const message = await screen.findByText('«Brunner Holding AG, Kreditorenbuchhaltung» ist jetzt Ihr Rechnungsempfänger.')
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus())
    expect(within(rowOf('0001004731')).getByText('Ausgewählt')).toBeInTheDocument()
    expect(within(rowOf('0001004711')).getByRole('button', { name: 'Auswählen: Brunner Transporte AG' })).toBeInTheDocument()
    expect(await chosenOnServer()).toBe('0001004731')
  })

  it('keeps the choice as it was when the server refuses, and shows its message', async () => {
    const { user } = await renderSelection({ partners: [...brunner, { partnerId: '0001005120', companyName: ['Autoteile Fankhauser AG'], street: 'Freiburgstrasse 251', postalCode: '3018', city: 'Bern' }], selectedPartnerId: '0001004711' })
    await user.click(within(rowOf('0001005120')).getByRole('button', { name: 'Auswählen: Autoteile Fankhauser AG' }))
    expect(within(await screen.findByRole('region', { name: 'Benachrichtigungen' })).getByText('Diesen Rechnungsempfänger gibt es für Ihr Konto nicht.')).toBeInTheDocument()
    expect(within(rowOf('0001004711')).getByText('Ausgewählt')).toBeInTheDocument()
    expect(within(rowOf('0001005120')).getByRole('button', { name: 'Auswählen: Autoteile Fankhauser AG' })).toBeInTheDocument()
    expect(screen.queryByText(/ist jetzt Ihr Rechnungsempfänger/)).not.toBeInTheDocument()
    expect(await chosenOnServer()).toBe('0001004711')
  })

  it('follows a redirectUrl the answer carries', async () => {
    const navigate = vi.fn()
    injectFault({ method: 'POST', path: '/api/user/billing-partner/0001004731', status: 200, redirectUrl: '/konto' })
    const { user } = await renderSelection()
    connectApi({ locale: () => 'de', tenant: () => 'lubricants-ch', notify: () => undefined, unknownError: () => undefined, navigate })
    await user.click(within(rowOf('0001004731')).getByRole('button', { name: /^Auswählen/ }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/konto`))
  })

  it('leaves out rows without partnerId, with a warning for the template author (spec 2 §2.9)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderSelection({ partners: [brunner[0]!, { partnerId: '', companyName: ['Ohne Nummer AG'], street: 'Weg 1', postalCode: '8000', city: 'Zürich' }, { companyName: ['Auch ohne GmbH'], street: 'Weg 2', postalCode: '8000', city: 'Zürich' }] })
    expect(within(table()).getAllByRole('row')).toHaveLength(2) // the header and one partner
    expect(screen.queryByText('Ohne Nummer AG')).not.toBeInTheDocument()
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      'Dropped a row of props.partners of shopuser/billing-partner-selection («Ohne Nummer AG»): a billing partner without partnerId cannot be chosen (spec 2 §2.9).',
      'Dropped a row of props.partners of shopuser/billing-partner-selection («Auch ohne GmbH»): a billing partner without partnerId cannot be chosen (spec 2 §2.9).',
    ])
  })

  it('leaves out a malformed row with a warning naming it and its problem, and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fankhauser = { partnerId: '0001005120', companyName: ['Autoteile Fankhauser AG'], street: 'Freiburgstrasse 251', postalCode: '3018', city: 'Bern' }
    await renderSelection({
      partners: [
        { ...brunner[1]!, partnerId: '0001.004731' },
        brunner[0]!,
        { ...fankhauser, partnerId: '0001005121', street: 'Industriestrasse '.repeat(7) },
        { ...fankhauser, partnerId: '0001005122', companyName: ['Zeile 1', 'Zeile 2', 'Zeile 3', 'Zeile 4', 'Zeile 5'] },
        fankhauser,
      ],
      selectedPartnerId: '0001004711',
    })
    expect(within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['0001004711', '0001005120'])
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringMatching(/^Dropped props\.partners\.0: props\.partners\.0\.partnerId: /),
      expect.stringMatching(/^Dropped props\.partners\.2: props\.partners\.2\.street: /),
      expect.stringMatching(/^Dropped props\.partners\.3: props\.partners\.3\.companyName: /),
    ])
  })

  it('says so when there is no billing partner to choose', async () => {
    await renderSelection({ partners: [] })
    expect(within(table()).getByRole('cell')).toHaveTextContent('Für Ihr Konto sind keine Rechnungsempfänger hinterlegt.')
  })

  it('sanitises the content areas', async () => {
    const { el } = await renderSelection({ ...props, contentAbove: '<p onclick="alert(1)">Hinweis<script>alert(2)</script><img src="x" onerror="alert(3)"></p>', contentBelow: '<form><input name="x"></form><p>Ende</p>' })
    expect(screen.getByText('Hinweis')).not.toHaveAttribute('onclick')
    expect(el.querySelector('script, form, input, [onerror]')).toBeNull()
    expect(screen.getByText('Ende')).toBeInTheDocument()
  })

  it('asks a visitor to sign in, keeping the content areas', async () => {
    await renderSelection(props, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihren Rechnungsempfänger zu wählen.')).toBeInTheDocument()
    expect(screen.getByText('Wählen Sie, auf welches Konto Ihre Bestellungen verrechnet werden.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('tells a consumer that billing partners are for business customers', async () => {
    await renderSelection(props, { user: 'konsument@example.ch' })
    expect(screen.getByText('Rechnungsempfänger stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('asks an employee acting for nobody to choose a customer first, with the way to the customer overview', async () => {
    await renderSelection(props, { user: 'mitarbeiter@example.ch', pageData: { session: { urls: { customerOverviewUrl: '/kundenuebersicht' } } } })
    expect(screen.getByText('Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seinen Rechnungsempfänger zu wählen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/kundenuebersicht')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('takes a caption from the props', async () => {
    await renderSelection({ ...props, caption: 'Konten für die Rechnung' })
    expect(screen.getByRole('table', { name: 'Konten für die Rechnung' })).toBeInTheDocument()
  })
})
