import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DISTRIBUTION_PARTNERS } from '@/test/mocks/db/distribution-partners'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { renderWidget } from '@/test/render'

const PATH = '/api/distribution-partners'

// The 25 countries of the demo's partners as a German page names and sorts them: Ö as O, after Norwegen.
const GERMAN_COUNTRIES = [
  'Belgien',
  'Bulgarien',
  'Dänemark',
  'Deutschland',
  'Finnland',
  'Frankreich',
  'Griechenland',
  'Italien',
  'Kroatien',
  'Litauen',
  'Luxemburg',
  'Niederlande',
  'Norwegen',
  'Österreich',
  'Polen',
  'Portugal',
  'Rumänien',
  'Schweden',
  'Slowakei',
  'Slowenien',
  'Spanien',
  'Tschechien',
  'Türkei',
  'Ungarn',
  'Vereinigtes Königreich',
]

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent)
/** A partner's card, found by its company. */
const cardOf = async (company: string) => (await screen.findByRole('heading', { name: company })).closest('li')!
/** The companies under a country's heading. */
const companiesIn = (country: string) => {
  const group = screen.getByRole('heading', { name: country }).parentElement!
  return within(group)
    .getAllByRole('listitem')
    .map((card) => within(card).getAllByRole('heading')[0]!.textContent)
}
const countSays = (text: string) => waitFor(() => expect(screen.getByText(/^Vertriebspartner: \d+$/)).toHaveTextContent(text))

describe('tools/distribution-partner-list', () => {
  it('shows grey cards while the partners load, then every partner under its country, the countries as German sorts them', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: PATH, until: answer.opened })
    await renderWidget('tools/distribution-partner-list', {})
    expect(screen.getByText('Die Vertriebspartner werden geladen …')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    answer.open()

    await cardOf('Huber Schmiertechnik GmbH')
    expect(headings(2)).toEqual(GERMAN_COUNTRIES)
    expect(headings(3)).toHaveLength(40)
    expect(screen.getByText('Vertriebspartner: 40')).toHaveAttribute('role', 'status')
    expect(screen.queryByText('Die Vertriebspartner werden geladen …')).not.toBeInTheDocument()
    // Within a country, the partners by company.
    expect(companiesIn('Deutschland')).toEqual(['Brenner Technische Öle GmbH', 'Nordöl Vertrieb GmbH & Co. KG', 'Schmierstoff-Service Lindner GmbH'])
  })

  it('shows a partner’s company, address, phone to dial, e-mail to write and website in a new tab', async () => {
    await renderWidget('tools/distribution-partner-list', {})
    const card = await cardOf('Brenner Technische Öle GmbH')

    expect(card.querySelector('address')).toHaveTextContent('Ingolstädter Straße 6380939 München')
    expect(within(card).getByText(/Ingolstädter Straße 63/)).toContainHTML('Ingolstädter Straße 63<br>80939 München')
    const facts = within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(facts).toEqual([
      ['Telefon', '+49 89 321 874 50'],
      ['E-Mail', 'kontakt@brenner-oele.example'],
      ['Website', 'www.brenner-oele.example (öffnet in neuem Tab)'],
    ])
    expect(within(card).getByRole('link', { name: '+49 89 321 874 50' })).toHaveAttribute('href', 'tel:+498932187450')
    expect(within(card).getByRole('link', { name: 'kontakt@brenner-oele.example' })).toHaveAttribute('href', 'mailto:kontakt@brenner-oele.example')
    const website = within(card).getByRole('link', { name: 'www.brenner-oele.example (öffnet in neuem Tab)' })
    expect(website).toHaveAttribute('href', 'https://www.brenner-oele.example')
    expect(website).toHaveAttribute('target', '_blank')
    expect(website).toHaveAttribute('rel', 'noopener noreferrer')

    // A British address writes the postcode after the town; a partner without a website shows none.
    expect((await cardOf('Pennine Oil Supplies Ltd')).querySelector('address p')).toContainHTML('23 Trafford Park Road<br>Manchester M17 1HG')
    const withoutSite = await cardOf('Tecnolubri Veneto S.r.l.')
    expect(within(withoutSite).getAllByRole('term').map((term) => term.textContent)).toEqual(['Telefon', 'E-Mail'])
  })

  it('narrows the list to the country chosen in «Land» and back to all, announcing the number each time', async () => {
    const { user } = await renderWidget('tools/distribution-partner-list', {})
    await cardOf('Huber Schmiertechnik GmbH')
    const select = screen.getByRole('combobox', { name: 'Land' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle Länder', ...GERMAN_COUNTRIES])
    expect(select).toHaveValue('')

    await user.selectOptions(select, 'Österreich')
    expect(headings(2)).toEqual(['Österreich'])
    expect(companiesIn('Österreich')).toEqual(['Huber Schmiertechnik GmbH', 'Tiroler Mineralöl Vertrieb GmbH'])
    await countSays('Vertriebspartner: 2')
    expect(select).toHaveFocus()

    await user.selectOptions(select, 'Alle Länder')
    expect(headings(2)).toEqual(GERMAN_COUNTRIES)
    await countSays('Vertriebspartner: 40')
  })

  it('names and sorts the countries in the page’s language', async () => {
    await renderWidget('tools/distribution-partner-list', {}, { pageData: { session: { language: 'fr-CH' } } })
    await screen.findByRole('heading', { name: 'Huber Schmiertechnik GmbH' })
    expect(headings(2).slice(0, 4)).toEqual(['Allemagne', 'Autriche', 'Belgique', 'Bulgarie'])
    expect(headings(2).at(-1)).toBe('Turquie')
    const select = screen.getByRole('combobox', { name: 'Pays' })
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Tous les pays')
    // French sets a no-break space before the colon; the text matcher reads it as a space.
    expect(screen.getByText('Distributeurs : 40')).toHaveAttribute('role', 'status')
  })

  it('shows only the countries the editor named, their names a level lower when asked', async () => {
    await renderWidget('tools/distribution-partner-list', { headingLevel: 3, countries: ['DE', 'AT', 'CH'] })
    await screen.findByRole('heading', { level: 4, name: 'Huber Schmiertechnik GmbH' })
    expect(headings(3)).toEqual(['Deutschland', 'Österreich'])
    expect(headings(4)).toHaveLength(5)
    expect(within(screen.getByRole('combobox', { name: 'Land' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle Länder', 'Deutschland', 'Österreich'])
    expect(screen.getByText('Vertriebspartner: 5')).toBeInTheDocument()
  })

  it('offers no choice of country for one country, nor when the editor turned the filter off', async () => {
    await renderWidget('tools/distribution-partner-list', { countries: ['FR'] })
    await cardOf('Technilub Alsace SARL')
    expect(headings(2)).toEqual(['Frankreich'])
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.getByText('Vertriebspartner: 3')).toBeInTheDocument()
  })

  it('shows the list without the select when the filter is off', async () => {
    await renderWidget('tools/distribution-partner-list', { countries: ['FR', 'BE', 'LU'], filterShown: false })
    await cardOf('Lubrilux S.à r.l.')
    expect(headings(2)).toEqual(['Belgien', 'Frankreich', 'Luxemburg'])
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.getByText('Vertriebspartner: 5')).toBeInTheDocument()
  })

  it('says so when there is no distribution partner (spec 1 §8), in the list or in the countries named', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ data: { partners: [] } })))
    await renderWidget('tools/distribution-partner-list', {})
    expect(await screen.findByText('Keine Vertriebspartner gefunden.')).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.queryByText(/^Vertriebspartner:/)).not.toBeInTheDocument()
  })

  it('says so when none of the countries named has a partner', async () => {
    await renderWidget('tools/distribution-partner-list', { countries: ['CH', 'LI'] })
    expect(await screen.findByText('Keine Vertriebspartner gefunden.')).toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })

  it('says when the partners could not be loaded, keeps the retry focused while it fails, and leaves the focus on the list after', async () => {
    injectFault({ method: 'GET', path: PATH, status: 503, times: 2 })
    const { user } = await renderWidget('tools/distribution-partner-list', {})
    expect(await screen.findByText('Die Vertriebspartner konnten nicht geladen werden.')).toBeInTheDocument()
    expect(await screen.findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()

    const retry = screen.getByRole('button', { name: 'Erneut versuchen' })
    await user.click(retry)
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'))
    expect(retry).toHaveFocus()
    expect(screen.getByText('Die Vertriebspartner konnten nicht geladen werden.')).toBeInTheDocument()

    await user.click(retry)
    const card = await cardOf('Huber Schmiertechnik GmbH')
    expect(screen.queryByText('Die Vertriebspartner konnten nicht geladen werden.')).not.toBeInTheDocument()
    await waitFor(() => expect(card.closest('[tabindex="-1"]')).toHaveFocus())
  })

  it('leaves out a malformed partner, and a phone, e-mail or website that is not one, each with a warning, and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const byId = (id: string) => DISTRIBUTION_PARTNERS.find((partner) => partner.id === id)!
    const partners = [
      { ...byId('de-brenner'), company: undefined },
      { ...byId('de-nordoel'), website: 'http://www.nordoel.example' },
      { ...byId('de-lindner'), website: 'javascript:alert(1)', phone: 'bitte anrufen', email: 'info at lindner' },
      byId('at-huber-schmiertechnik'),
      byId('at-huber-schmiertechnik'),
    ]
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ data: { partners } })))
    await renderWidget('tools/distribution-partner-list', {})

    const nordoel = await cardOf('Nordöl Vertrieb GmbH & Co. KG')
    expect(within(nordoel).getAllByRole('term').map((term) => term.textContent)).toEqual(['Telefon', 'E-Mail'])
    const lindner = await cardOf('Schmierstoff-Service Lindner GmbH')
    expect(within(lindner).queryByRole('link')).not.toBeInTheDocument()
    expect(within(lindner).getByText(/Hafenstraße 21/)).toBeInTheDocument()
    expect(screen.queryByText('Ingolstädter Straße 63', { exact: false })).not.toBeInTheDocument()
    // A partner sent twice is shown once.
    expect(screen.getAllByRole('heading', { name: 'Huber Schmiertechnik GmbH' })).toHaveLength(1)
    expect(screen.getByText('Vertriebspartner: 3')).toBeInTheDocument()

    const warnings = warn.mock.calls.flat().join('\n')
    expect(warnings).toMatch(/data\.partners\.0.*company/)
    expect(warnings).toMatch(/the website of distribution partner de-nordoel/)
    expect(warnings).toMatch(/the website of distribution partner de-lindner/)
    expect(warnings).toMatch(/the phone number of distribution partner de-lindner/)
    expect(warnings).toMatch(/the e-mail address of distribution partner de-lindner/)
  })
})
