import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { ok } from '@/test/mocks/envelope'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { marker } from '@/test/cms/html'
import { mountPage, pageDataScript, renderWidget } from '@/test/render'
import { SAVED_STORAGE_KEY, VIEWED_STORAGE_KEY, type RememberedVehicle } from '../parts/vehicle-memory'

const heading = (name: string) => screen.getByRole('heading', { name, level: 2 })
const trail = () => screen.getByRole('group', { name: 'Ihre Auswahl' })
const at = (url: string) => window.history.replaceState(null, '', url)
const address = () => `${window.location.pathname}${window.location.search}`

const golf = (n: number): RememberedVehicle => ({
  categoryId: 'pkw',
  category: 'Personenwagen',
  makeId: 'vw',
  make: 'VW',
  modelId: 'vw-golf-v',
  model: 'Golf V',
  type: { id: `vw-golf-v-type-${n}`, name: `Typ ${n}`, engine: 'BKD', powerKw: 103, powerHp: 140, yearFrom: 2003, yearTo: 2008, fuel: 'diesel' },
})

describe('oilfinder/oil-finder', () => {
  beforeEach(() => at('/oelfinder'))

  it('leads from the category through make, model and type to the recommendation, each step at its address, the focus on its heading', async () => {
    const { user } = await renderWidget('oilfinder/oil-finder', {})
    expect(heading('Fahrzeugkategorie wählen')).toBeInTheDocument()
    await user.click(await screen.findByRole('link', { name: 'Personenwagen' }))
    await waitFor(() => expect(heading('Marke wählen')).toHaveFocus())
    expect(address()).toBe('/oelfinder?kategorie=pkw')

    const vw = await screen.findByRole('link', { name: 'VW' })
    expect(vw.querySelector('img')).toHaveAttribute('src', '/api/oilfinder/make-image/vw.svg')
    expect(vw.querySelector('img')).toHaveAttribute('alt', '')
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('marke='))).toHaveLength(24)
    await user.click(vw)
    await waitFor(() => expect(heading('Modell wählen')).toHaveFocus())
    expect(address()).toBe('/oelfinder?kategorie=pkw&marke=vw')

    await user.click(await screen.findByRole('link', { name: 'Golf V 2003–2008' }))
    await waitFor(() => expect(heading('Typ wählen')).toHaveFocus())
    const row = screen.getByRole('link', { name: '2.0 TDI DSG Motorcode: BKD Leistung: 103 kW / 140 PS Baujahre: 2003–2008 Treibstoff: Diesel' })
    await user.click(row)
    await waitFor(() => expect(heading('Empfehlung')).toHaveFocus())
    expect(address()).toBe('/oelfinder?kategorie=pkw&marke=vw&modell=vw-golf-v&typ=vw-golf-v-2-0-tdi-dsg')
    expect(within(trail()).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Kategorie Personenwagen ändern',
      'Marke VW ändern',
      'Modell Golf V ändern',
      'Typ 2.0 TDI DSG ändern',
    ])
    // The vehicle is the first of the recently viewed.
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(VIEWED_STORAGE_KEY) ?? '[]')).toMatchObject([{ model: 'Golf V', type: { id: 'vw-golf-v-2-0-tdi-dsg' } }]))
  })

  it('opens the step of the address on load without moving the focus, and follows Back and Forward', async () => {
    at('/oelfinder?kategorie=pkw&marke=vw&modell=vw-golf-v')
    const { user } = await renderWidget('oilfinder/oil-finder', {})
    expect(heading('Typ wählen')).not.toHaveFocus()
    expect(await screen.findByRole('link', { name: /^1\.4 TFSI/ })).toBeInTheDocument()
    expect(await within(trail()).findByRole('button', { name: 'Marke VW ändern' })).toBeInTheDocument()

    // The trail leads back to any earlier step; the lists already there are not asked again.
    await user.click(within(trail()).getByRole('button', { name: 'Marke VW ändern' }))
    await waitFor(() => expect(heading('Marke wählen')).toHaveFocus())
    expect(address()).toBe('/oelfinder?kategorie=pkw')
    expect(screen.getByRole('link', { name: 'VW' })).toBeInTheDocument()

    window.history.back()
    await waitFor(() => expect(heading('Typ wählen')).toHaveFocus())
    expect(screen.getByRole('link', { name: /^1\.4 TFSI/ })).toBeInTheDocument()
    window.history.forward()
    await waitFor(() => expect(heading('Marke wählen')).toHaveFocus())
  })

  it('leaves the address to the page’s first finder: a second keeps its steps to itself', async () => {
    at('/oelfinder?kategorie=pkw')
    const finder = (props: object) => marker('oilfinder/oil-finder', props, { hydrate: 'load' })
    const { user } = await mountPage(pageDataScript({}) + finder({}) + finder({ initialCategory: 'motorrad', plateCountries: [] }))
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[data-component]')].map((island) => within(island))
    await waitFor(() => expect(first!.getByRole('heading', { level: 2, name: 'Marke wählen' })).toBeInTheDocument())
    expect(await first!.findByRole('link', { name: 'VW' })).toBeInTheDocument()
    // The second starts at its own category, whatever the address says, and its choices leave the address alone.
    await user.click(await second!.findByRole('link', { name: 'Ducati' }))
    await waitFor(() => expect(second!.getByRole('heading', { level: 2, name: 'Modell wählen' })).toHaveFocus())
    expect(address()).toBe('/oelfinder?kategorie=pkw')
    expect(first!.getByRole('heading', { level: 2, name: 'Marke wählen' })).toBeInTheDocument()
    await user.click(first!.getByRole('link', { name: 'VW' }))
    await waitFor(() => expect(address()).toBe('/oelfinder?kategorie=pkw&marke=vw'))
    expect(second!.getByRole('heading', { level: 2, name: 'Modell wählen' })).toBeInTheDocument()
  })

  it('drops an id of the address that is not the answers’, with a warning, and shows the step before it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    at('/oelfinder?kategorie=pkw&marke=gibts-nicht&modell=x')
    await renderWidget('oilfinder/oil-finder', {})
    await waitFor(() => expect(address()).toBe('/oelfinder?kategorie=pkw'))
    expect(heading('Marke wählen')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropped address.marke'))
    warn.mockRestore()
  })

  it('says so when a category has no makes', async () => {
    server.use(http.get('*/api/oilfinder/getAllMakeImages', () => ok({ makes: [] })))
    at('/oelfinder?kategorie=marine')
    await renderWidget('oilfinder/oil-finder', {})
    expect(await screen.findByText('Für diese Kategorie sind keine Marken erfasst.')).toBeInTheDocument()
  })

  it('says when the categories could not be loaded, and shows them after a retry', async () => {
    injectFault({ method: 'GET', path: '/api/oilfinder/getCategories', status: 503 })
    const { user } = await renderWidget('oilfinder/oil-finder', {})
    expect(await screen.findByText('Die Fahrzeugkategorien konnten nicht geladen werden.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('link', { name: 'Motorräder' })).toBeInTheDocument()
    expect(screen.queryByText('Die Fahrzeugkategorien konnten nicht geladen werden.')).not.toBeInTheDocument()
  })

  it('offers only the categories the editor chose, and filters the makes as one types', async () => {
    const { user } = await renderWidget('oilfinder/oil-finder', { categories: ['pkw', 'motorrad'], initialCategory: 'motorrad' })
    expect(await screen.findByRole('link', { name: 'Ducati' })).toBeInTheDocument()
    expect(address()).toBe('/oelfinder?kategorie=motorrad')
    await user.type(screen.getByRole('searchbox', { name: 'Marke filtern' }), 'ka')
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('marke=')).map((link) => link.textContent)).toEqual(['Kawasaki'])
    await user.type(screen.getByRole('searchbox', { name: 'Marke filtern' }), 'xx')
    expect(screen.getByText('Keine Marke passt zu «kaxx».')).toBeInTheDocument()
    await user.click(await within(trail()).findByRole('button', { name: 'Kategorie Motorräder ändern' }))
    await waitFor(() => expect(heading('Fahrzeugkategorie wählen')).toHaveFocus())
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/oelfinder?kategorie=')).map((link) => link.textContent)).toEqual(['Personenwagen', 'Motorräder'])
  })

  describe('search', () => {
    it('searches once the typing pauses, cancels the older search, and groups the hits by make and model', async () => {
      const searches: string[] = []
      const record = ({ request }: { request: Request }) => {
        const url = new URL(request.url)
        if (url.pathname.endsWith('/oilfinder/search')) searches.push(url.searchParams.get('search') ?? '')
      }
      server.events.on('request:start', record)
      at('/oelfinder?kategorie=pkw')
      const { user } = await renderWidget('oilfinder/oil-finder', {})
      const box = await screen.findByRole('searchbox', { name: 'Modell oder Typ' })
      expect(box).toHaveAccessibleDescription('Mindestens 3 Zeichen, zum Beispiel «Golf TDI».')

      // The first search is held; the text changes meanwhile: its answer never shows.
      const held = gate()
      injectFault({ method: 'GET', path: '/api/oilfinder/search', until: held.opened })
      await user.type(box, 'Passat')
      await waitFor(() => expect(searches).toEqual(['Passat']))
      await user.type(box, ' B8')
      const results = await screen.findByText(/^Gefundene Fahrzeuge: \d+$/)
      held.open()
      expect(searches).toEqual(['Passat', 'Passat B8'])
      expect(results).toBeInTheDocument()
      const make = screen.getByRole('heading', { level: 4, name: 'VW' })
      const group = make.closest('li')!
      expect(within(group).getByText('Passat B8', { exact: false })).toBeInTheDocument()
      server.events.removeListener('request:start', record)

      await user.click(within(group).getAllByRole('link')[0]!)
      await waitFor(() => expect(heading('Empfehlung')).toHaveFocus())
      expect(window.location.search).toMatch(/^\?kategorie=pkw&marke=vw&modell=vw-passat-b8&typ=/)
    })

    it('says when no vehicle matches', async () => {
      at('/oelfinder?kategorie=pkw')
      const { user } = await renderWidget('oilfinder/oil-finder', {})
      await user.type(await screen.findByRole('searchbox', { name: 'Modell oder Typ' }), 'Zeppelin')
      expect(await screen.findByText('Kein Fahrzeug gefunden.')).toBeInTheDocument()
    })
  })

  describe('licence plate', () => {
    it('shows the expected format, and goes to the recommendation of the plate’s one type', async () => {
      const { user } = await renderWidget('oilfinder/oil-finder', {})
      const plate = await screen.findByRole('textbox', { name: 'Kontrollschild' })
      expect(plate).toHaveAccessibleDescription(expect.stringContaining('Format: ZH 123456'))
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'DE')
      expect(plate).toHaveAccessibleDescription(expect.stringContaining('Format: M-AB 1234'))
      await user.type(plate, ' zh   123456 ')
      await user.click(screen.getByRole('button', { name: 'Fahrzeug suchen' }))
      await waitFor(() => expect(heading('Empfehlung')).toHaveFocus())
      expect(window.location.search).toBe('?kategorie=pkw&marke=vw&modell=vw-golf-vii&typ=vw-golf-vii-2-0-tdi-150-ps')
    })

    it('offers a choice when the plate names several types', async () => {
      const { user } = await renderWidget('oilfinder/oil-finder', {})
      await user.type(await screen.findByRole('textbox', { name: 'Kontrollschild' }), 'LU 123456')
      await user.click(screen.getByRole('button', { name: 'Fahrzeug suchen' }))
      expect(await screen.findByText('Zu diesem Kontrollschild passen mehrere Typen. Bitte wählen Sie Ihren:')).toBeInTheDocument()
      const choices = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('typ='))
      expect(choices.map((link) => link.getAttribute('href'))).toEqual([
        '/oelfinder?kategorie=pkw&marke=vw&modell=vw-passat-b8&typ=vw-passat-b8-2-0-tdi-200-ps',
        '/oelfinder?kategorie=pkw&marke=vw&modell=vw-passat-b8&typ=vw-passat-b8-2-0-tdi-200-ps-4motion-dsg',
      ])
    })

    it('says when no vehicle is registered under the plate, and when the plate has another form', async () => {
      const { user } = await renderWidget('oilfinder/oil-finder', {})
      const plate = await screen.findByRole('textbox', { name: 'Kontrollschild' })
      await user.type(plate, 'ZH 999999')
      await user.click(screen.getByRole('button', { name: 'Fahrzeug suchen' }))
      expect(await screen.findByText('Kein Fahrzeug gefunden.')).toBeInTheDocument()
      expect(plate).not.toBeInvalid()

      await user.clear(plate)
      await user.type(plate, 'XX')
      await user.click(screen.getByRole('button', { name: 'Fahrzeug suchen' }))
      expect(await screen.findByText('Dieses Kontrollschild hat nicht das erwartete Format.')).toBeInTheDocument()
      expect(plate).toBeInvalid()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })
  })

  describe('quick access', () => {
    it('lists the saved and the recently viewed vehicles, at most ten, and removes one', async () => {
      window.localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(Array.from({ length: 12 }, (_, index) => golf(index + 1))))
      window.localStorage.setItem(VIEWED_STORAGE_KEY, JSON.stringify([golf(20)]))
      const { user } = await renderWidget('oilfinder/oil-finder', {})
      const saved = (await screen.findByRole('heading', { level: 3, name: 'Gespeicherte Fahrzeuge' })).closest('section')!
      expect(within(saved).getAllByRole('listitem')).toHaveLength(10)
      const viewed = screen.getByRole('heading', { level: 3, name: 'Zuletzt angesehen' }).closest('section')!
      expect(within(viewed).getByRole('link', { name: /^VW Golf V Typ 20/ })).toHaveAttribute('href', '/oelfinder?kategorie=pkw&marke=vw&modell=vw-golf-v&typ=vw-golf-v-type-20')

      await user.click(within(saved).getByRole('button', { name: 'VW Golf V Typ 1 entfernen' }))
      expect(within(saved).queryByRole('link', { name: /^VW Golf V Typ 1 / })).not.toBeInTheDocument()
      expect(within(saved).getByRole('button', { name: 'VW Golf V Typ 2 entfernen' })).toHaveFocus()
      expect(JSON.parse(window.localStorage.getItem(SAVED_STORAGE_KEY) ?? '[]')).toHaveLength(9)

      await user.click(within(viewed).getByRole('button', { name: 'VW Golf V Typ 20 entfernen' }))
      expect(screen.queryByRole('heading', { name: 'Zuletzt angesehen' })).not.toBeInTheDocument()
      expect(heading('Fahrzeugkategorie wählen')).toHaveFocus()
    })

    it('ignores storage that is not its own, with a warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      window.localStorage.setItem(SAVED_STORAGE_KEY, '{kaputt')
      await renderWidget('oilfinder/oil-finder', {})
      expect(await screen.findByRole('link', { name: 'Personenwagen' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Gespeicherte Fahrzeuge' })).not.toBeInTheDocument()
      expect(warn).toHaveBeenCalledWith("Ignored the oil finder's stored saved vehicles: not JSON.")
      warn.mockRestore()
    })
  })
})
