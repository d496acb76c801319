import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dealerLocations } from '@/test/mocks/db/dealers/index'
import { renderWidget } from '@/test/render'
import { distance } from './dealer-index'

// The map's chunk fails to load here, as it may in a browser: the finder must say so and keep the list working (its
// issue: the list is the primary view). The map itself is the end-to-end tests' (test/e2e/dealer-finder.e2e.ts).
vi.mock('./leaflet-map', () => ({
  createDealerMap: () => {
    throw new Error('Leaflet did not start.')
  },
}))
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined))

const ZURICH = { lat: 47.3769, lng: 8.5417 }
// The dealers in view: the finder's one ordered list (the online dealers' is not).
const list = () => document.querySelector<HTMLOListElement>('[data-component] ol')!
const names = () => within(list()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('tools/dealer-finder without its map', () => {
  it('says the map is missing, and lists the dealers around Zürich nearest first, with their count', async () => {
    await renderWidget('tools/dealer-finder', {})
    expect(await screen.findByText('Die Karte kann gerade nicht angezeigt werden. Die Liste zeigt die Händler weiterhin.')).toBeInTheDocument()
    expect(console.warn).toHaveBeenCalledWith('The dealer map could not be loaded.', expect.any(Error))
    await screen.findByText(/^Händler im Kartenausschnitt: \d+$/)
    const shown = names()
    expect(shown).toHaveLength(20)
    // The nearest of the mock's dealers to Zürich's centre (the list's point without a search) comes first.
    const nearest = dealerLocations().reduce((best, dealer) => (distance(ZURICH, dealer) < distance(ZURICH, best) ? dealer : best))
    expect(shown[0]).toBe(nearest.title)
  })

  it('shows an entry’s details in the list, with its name focused, and twenty more on request', async () => {
    const user = userEvent.setup()
    await renderWidget('tools/dealer-finder', {})
    await screen.findByText(/^Händler im Kartenausschnitt: \d+$/)
    const [first] = names()
    await user.click(screen.getByRole('button', { name: `Details: ${first}` }))
    const heading = screen.getAllByRole('heading', { name: first }).find((element) => element === document.activeElement)
    expect(heading).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Weitere Händler anzeigen' }))
    await waitFor(() => expect(names()).toHaveLength(40))
  })

  it('filters by type, and keeps the last type chosen', async () => {
    const user = userEvent.setup()
    await renderWidget('tools/dealer-finder', { types: ['ZBM004', 'ZBM019'] })
    await screen.findByText(/^Händler im Kartenausschnitt: \d+$/)
    await user.click(screen.getByRole('checkbox', { name: 'Händler' }))
    await waitFor(() => expect(list().querySelectorAll('li')).not.toHaveLength(0))
    await waitFor(() => expect(within(list()).getAllByText('Servicestelle')).toHaveLength(list().querySelectorAll('li').length))
    await user.click(screen.getByRole('checkbox', { name: 'Servicestelle' }))
    expect(screen.getByRole('checkbox', { name: 'Servicestelle' })).toBeChecked()
    expect(new URL(window.location.href).searchParams.toString()).toContain('ZBM019')
  })

  it('lists the dealers nearest a postal code searched for, and says where it measures from', async () => {
    const user = userEvent.setup()
    await renderWidget('tools/dealer-finder', {})
    await screen.findByText(/^Händler im Kartenausschnitt: \d+$/)
    await user.type(screen.getByRole('searchbox', { name: 'Postleitzahl oder Ort' }), '8400')
    await user.click(screen.getByRole('button', { name: 'Suchen' }))
    expect(await screen.findByText(/Nächste zuerst, ab 8400 Winterthur/)).toBeInTheDocument()
    expect(new URL(window.location.href).searchParams.toString()).toContain('8400')
  })

  it('lists the online dealers apart, twenty-four at a time, each opening in a new tab', async () => {
    const user = userEvent.setup()
    await renderWidget('tools/dealer-finder', {})
    const section = (await screen.findByRole('heading', { name: 'Online-Händler' })).closest('section')!
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(24))
    for (const link of within(section).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await user.click(within(section).getByRole('button', { name: 'Weitere Online-Händler anzeigen' }))
    expect(within(section).getAllByRole('link')).toHaveLength(48)
  })
})
