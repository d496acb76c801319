import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { apiHooks, connectApi } from '@/api/connect'
import { formatPrice } from '@/src/lib/money'
import { accountOf } from '@/store/account'
import type { AppStore } from '@/store/index'
import { sessionDefaults } from '@/store/session'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { findAccount, sessionFor, USER_COOKIE, userDataFor } from '@/test/mocks/db/index'
import { orderability, unitPriceRappen } from '@/test/mocks/db/prices'
import { ok } from '@/test/mocks/envelope'
import { allOilTypes, disclaimerOf, recommendationOf } from '@/test/mocks/db/oilfinder/index'
import { faultHandler, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { getShop } from '@/test/mocks/shops'
import { renderWithProviders } from '@/test/render'
import { SAVED_STORAGE_KEY } from '../vehicle-memory'
import { OilRecommendation } from './oil-recommendation'

const CUSTOMER = 'kunde@example.ch'
const CONTACT = '/kontakt'

const signedInAs = (username: string | null) => {
  if (username) document.cookie = `${USER_COOKIE}=${encodeURIComponent(username)}; path=/`
  const session = { ...sessionDefaults, ...(username ? sessionFor(username) : {}) }
  return { preloadedState: { session: { ...session, urls: { ...session.urls, contactPageUrl: CONTACT } }, account: accountOf(userDataFor(username)) } }
}

const orderable = PRODUCTS.filter((product) => product.variants.every((variant) => orderability(variant.articleNumber).orderable))
const engineOil = orderable[0]!
const winterOil = orderable[1]!
const gearOil = orderable[2]!
const real = (product: (typeof PRODUCTS)[number], specification: string) => ({
  placeholder: false,
  productId: product.id,
  title: product.title,
  url: product.url,
  specification,
  articleNumbers: product.variants.map((variant) => variant.articleNumber),
  safetyDataSheet: `/files/sdb/${product.articleNumber}.pdf`,
})
const recommendation = {
  vehicle: {
    categoryId: 'pkw', category: 'PKW', makeId: 'vw', make: 'VW', modelId: 'golf-7', model: 'Golf VII',
    type: { id: 'golf-7-20-tdi', name: '2.0 TDI', engine: 'CUNA', ccm: 1968, powerKw: 110, powerHp: 150, yearFrom: 2013, yearTo: 2020, fuel: 'diesel' },
  },
  notes: ['Bei Fahrzeugen mit Partikelfilter nur Low-SAPS-Öle verwenden.'],
  components: [
    {
      id: 'engine', name: 'Motor', code: 'CUNA', capacities: ['4,7 l mit Filter'], intervals: ['Wechsel alle 30 000 km oder 24 Monate'],
      variants: [
        { usage: 'normal', label: 'Normale Bedingungen', products: [real(engineOil, 'SAE 5W-30, VW 504 00/507 00')] },
        { usage: 'winter', label: 'Winterbetrieb', products: [real(winterOil, 'SAE 0W-30')] },
      ],
    },
    { id: 'gearbox-manual', name: 'Schaltgetriebe', code: 'MQ250', capacities: ['1,9 l'], intervals: ['Lebensdauerfüllung'], variants: [{ usage: 'normal', label: 'Normale Bedingungen', products: [real(gearOil, 'SAE 75W')] }] },
    { id: 'brake-fluid', name: 'Bremsflüssigkeit', capacities: [], intervals: ['Alle 2 Jahre'], variants: [{ usage: 'normal', label: 'Normale Bedingungen', products: [{ placeholder: true, title: 'Keine Empfehlung' }] }] },
  ],
  disclaimerId: 'standard',
}
const disclaimer = { id: 'standard', title: 'Haftungsausschluss', text: '<p>Alle Angaben <strong>ohne Gewähr</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' }

// The recommendation and the disclaimer as the oil finder's data contract shapes them, answered here over the real fault
// handler; the packs, prices and carts are the mock shop's own (the quick order's lookup, the B2B cart).
beforeEach(() => {
  // The fault handler first again: handlers added here come before the list's own.
  server.use(
    faultHandler,
    http.get('*/api/oilfinder/recommendation', () => ok({ recommendation })),
    http.get('*/api/oilfinder/getDisclaimer', () => ok({ disclaimer })),
  )
})

const TYPE = 'golf-7-20-tdi'

const cartLines = () => getShop().db.commerce.b2bCarts.get(CUSTOMER)?.lines ?? []
const cartQuantity = (articleNumber: string) => cartLines().find((line) => line.articleNumber === articleNumber)?.quantity ?? 0
const messages = (store: AppStore) => store.getState().notifications.entries.map(({ message }) => message)

/** The article numbers of each batch lookup the page makes. */
let lookups: string[][] = []
beforeEach(() => {
  lookups = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/product/lookup') {
      const calls = lookups
      void request
        .clone()
        .json()
        .then((body: { productIds: string[] }) => calls.push(body.productIds))
    }
  })
})
afterEach(() => server.events.removeAllListeners())

describe('oil recommendation', () => {
  it('shows the vehicle, its notes and every component with its code, capacities, intervals and usages', async () => {
    renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(null))
    expect(await screen.findByRole('heading', { level: 2, name: 'VW Golf VII 2.0 TDI' })).toBeInTheDocument()
    expect(screen.getByText('Motorcode CUNA · 1968 cm³ · 110 kW (150 PS) · 2013–2020')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Hinweise zu Ihrem Fahrzeug' })).toBeInTheDocument()
    expect(screen.getByText(recommendation.notes[0]!)).toBeInTheDocument()
    const engine = screen.getByRole('region', { name: 'Motor' })
    expect(within(engine).getByText('4,7 l mit Filter')).toBeInTheDocument()
    const tabs = within(engine).getByRole('tablist', { name: 'Einsatzbedingungen: Motor' })
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Normale Bedingungen', 'Winterbetrieb'])
    expect(within(engine).getByRole('link', { name: engineOil.title })).toHaveAttribute('href', engineOil.url)
    const gearbox = screen.getByRole('region', { name: 'Schaltgetriebe' })
    expect(within(gearbox).queryByRole('tablist')).not.toBeInTheDocument()
    expect(within(gearbox).getByRole('heading', { level: 4, name: gearOil.title })).toBeInTheDocument()
    // The safety data sheets are for shop users alone (spec 1 §1, §6): no link a visitor could only get refused by.
    expect(screen.queryByRole('link', { name: /Sicherheitsdatenblatt/ })).not.toBeInTheDocument()
    expect(screen.getAllByText('Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.').length).toBeGreaterThan(0)
  })

  it('says to ask us, with the contact page, where the maker has no product', async () => {
    renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(null))
    const brake = await screen.findByRole('region', { name: 'Bremsflüssigkeit' })
    expect(within(brake).getByText(/Für diese Komponente haben wir keine Empfehlung\./).textContent).toBe('Für diese Komponente haben wir keine Empfehlung. Fragen Sie uns.')
    expect(within(brake).getByRole('link', { name: 'Fragen Sie uns.' })).toHaveAttribute('href', CONTACT)
  })

  it('shows the disclaimer sanitised', async () => {
    renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(null))
    const box = await screen.findByRole('complementary', { name: 'Haftungsausschluss' })
    expect(box).toHaveTextContent('Alle Angaben ohne Gewähr.')
    expect(box.querySelector('script')).toBeNull()
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  it('prices and adds packs for an active shop user, all asked in one lookup', async () => {
    const { user, store } = renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(CUSTOMER))
    const pack = engineOil.variants[0]!
    const item = `${engineOil.title}, ${pack.size} ${pack.container}`
    const quantity = await screen.findByRole('spinbutton', { name: `Menge: ${item}` })
    const before = cartQuantity(pack.articleNumber)
    expect(screen.getAllByText(formatPrice(unitPriceRappen(findAccount(CUSTOMER)!, pack)! / 100)).length).toBeGreaterThan(0)
    await user.clear(quantity)
    await user.type(quantity, '3')
    await user.click(screen.getByRole('button', { name: `In den Warenkorb: ${item}` }))
    await waitFor(() => expect(cartQuantity(pack.articleNumber)).toBe(before + 3))
    // The header's count follows the cart (spec 2 §4), and the notification names the pack.
    await waitFor(() => expect(store.getState().session.cartCounts.b2b).toBe(cartLines().length))
    await waitFor(() => expect(messages(store)).toContainEqual(expect.stringContaining(`3 × ${pack.size}`)))
    // Every pack of the recommendation in one call of the batch lookup.
    expect(lookups).toHaveLength(1)
    expect(new Set(lookups[0])).toEqual(new Set([engineOil, winterOil, gearOil].flatMap((product) => product.variants.map((variant) => variant.articleNumber))))
  })

  it('keeps the cart and the quantity as they were when adding fails, and says why', async () => {
    const { user, store } = renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(CUSTOMER))
    const pack = gearOil.variants[0]!
    const item = `${gearOil.title}, ${pack.size} ${pack.container}`
    const quantity = await screen.findByRole('spinbutton', { name: `Menge: ${item}` })
    const count = store.getState().session.cartCounts.b2b
    const before = cartQuantity(pack.articleNumber)
    // The page's client shows the server's messages (its hooks: the runtime wires them to the notifications).
    const notify = vi.fn()
    const hooks = apiHooks()
    connectApi({ ...hooks, notify })
    onTestFinished(() => connectApi(hooks))
    injectFault({ method: 'POST', path: '/api/b2bcart/', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await user.clear(quantity)
    await user.type(quantity, '2')
    await user.click(screen.getByRole('button', { name: `In den Warenkorb: ${item}` }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith([expect.objectContaining({ message: 'Der Shop wird gerade gewartet.' })]))
    expect(store.getState().session.cartCounts.b2b).toBe(count)
    expect(cartQuantity(pack.articleNumber)).toBe(before)
    expect(quantity).toHaveValue('2')
    expect(screen.getByRole('button', { name: `In den Warenkorb: ${item}` })).not.toHaveAttribute('aria-busy')
  })

  it.each([
    ['an anonymous visitor', null, true],
    ['a consumer (signed in, no active shop user)', 'konsument@example.ch', false],
  ])('shows %s no price, no cart and asks for no packs', async (_, username, prompt) => {
    renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(username))
    await screen.findByRole('heading', { level: 2, name: 'VW Golf VII 2.0 TDI' })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(lookups).toHaveLength(0)
    expect(screen.queryByText(/CHF/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^In den Warenkorb/ })).not.toBeInTheDocument()
    if (prompt) expect(screen.getAllByText('Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.')).toHaveLength(3)
    else expect(screen.getAllByText('Gebinde und Preise finden Sie auf der Produktseite.')).toHaveLength(3)
  })

  it('keeps the recommendation when the disclaimer fails, and says the disclaimer is missing', async () => {
    injectFault({ path: '/api/oilfinder/getDisclaimer', status: 500 })
    renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(null))
    expect(await screen.findByText('Der Hinweis zur Empfehlung konnte nicht geladen werden.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'VW Golf VII 2.0 TDI' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Motor' })).toBeInTheDocument()
  })

  it('says the recommendation could not be loaded with the server’s words, and shows it after a retry with the focus on it', async () => {
    injectFault({ path: '/api/oilfinder/recommendation', status: 500, messages: [{ type: 'error', message: 'Die Datenbank ist nicht erreichbar.' }] })
    const { user } = renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(null))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Die Empfehlung konnte nicht geladen werden.')
    expect(alert).toHaveTextContent('Die Datenbank ist nicht erreichbar.')
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    const heading = await screen.findByRole('heading', { level: 2, name: 'VW Golf VII 2.0 TDI' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('shows what the page asked before at once, without asking again', async () => {
    const first = renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(null))
    await screen.findByRole('heading', { level: 2, name: 'VW Golf VII 2.0 TDI' })
    first.unmount()
    let asked = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/oilfinder/recommendation') asked += 1
    })
    renderWithProviders(<OilRecommendation typeId={TYPE} />, { store: first.store })
    expect(screen.getByRole('heading', { level: 2, name: 'VW Golf VII 2.0 TDI' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toBe(0)
  })

  it('saves the vehicle for the quick access and prints the recommendation', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = renderWithProviders(<OilRecommendation typeId={TYPE} />, signedInAs(null))
    await user.click(await screen.findByRole('button', { name: 'Fahrzeug speichern' }))
    expect(screen.getByRole('button', { name: 'Fahrzeug gespeichert' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY) ?? '[]')).toEqual([expect.objectContaining({ type: expect.objectContaining({ id: TYPE }) })])
    await user.click(screen.getByRole('button', { name: 'Drucken' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('shows a vehicle of the mock backend with its placeholder component and its disclaimer', async () => {
    server.resetHandlers()
    const type = allOilTypes().find((candidate) => recommendationOf(candidate, 'de')?.components.some((component) => component.variants.some((variant) => variant.products.some((product) => product.placeholder))))!
    const wire = recommendationOf(type, 'de')!
    renderWithProviders(<OilRecommendation typeId={type.id} />, signedInAs(null))
    expect(await screen.findByRole('heading', { level: 2, name: `${wire.vehicle.make} ${wire.vehicle.model} ${wire.vehicle.type.name}` })).toBeInTheDocument()
    for (const component of wire.components) expect(screen.getByRole('region', { name: component.name })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Fragen Sie uns.' })[0]).toHaveAttribute('href', CONTACT)
    const disclaimer = disclaimerOf(wire.disclaimerId!, 'de')!
    expect(await screen.findByRole('complementary', { name: disclaimer.title })).toBeInTheDocument()
  })

  it('offers an active shop user each product’s safety data sheet as a download', async () => {
    server.resetHandlers()
    const type = allOilTypes()[0]!
    const products = recommendationOf(type, 'de')!.components.flatMap((component) => component.variants[0]!.products)
    const product = products.find((candidate) => !candidate.placeholder)!
    renderWithProviders(<OilRecommendation typeId={type.id} />, signedInAs(CUSTOMER))
    if (product.placeholder) throw new Error('the first type has no real product')
    const [sheet] = await screen.findAllByRole('link', { name: `Sicherheitsdatenblatt (PDF): ${product.title}` })
    expect(sheet).toHaveAttribute('href', product.safetyDataSheet)
    expect(sheet).toHaveAttribute('download')
    expect(sheet!.textContent).toBe('Sicherheitsdatenblatt (PDF)')
  })
})
