import { screen, within } from '@testing-library/react'
import { widgetTranslate } from '@/test/cms/widget-strings'
import { OIL_CATEGORIES } from '@/test/mocks/db/oilfinder/categories'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { renderWidget } from '@/test/render'
import { expectSameMarkup } from '@/test/same-markup'
import { categoryHref } from './category-choices'
import fallback from './oil-finder-tile.fallback'
import { OIL_FINDER_TILE_EXAMPLES } from './oil-finder-tile.widget'

const { home, faq } = OIL_FINDER_TILE_EXAMPLES
const withSession = (urls: Record<string, string>) => ({ pageData: { session: { urls } } })
const choices = () => within(screen.getByRole('list', { name: 'Fahrzeugkategorie wählen' })).getAllByRole('link')

describe('oilfinder/oil-finder-tile', () => {
  it('offers every category of the backend as a link to the finder’s brand step, and the button to the finder', async () => {
    const { el } = await renderWidget('oilfinder/oil-finder-tile', home, withSession({ oilFinderUrl: '/oelfinder' }))
    expect(screen.getByRole('heading', { level: 2, name: home.title })).toBeInTheDocument()
    await screen.findByRole('link', { name: 'Personenwagen' })
    expect(choices().map((link) => [link.textContent, link.getAttribute('href')])).toEqual(OIL_CATEGORIES.map((category) => [category.name.de, `/oelfinder?kategorie=${category.id}`]))
    expect(choices().every((link) => link.querySelector('svg[aria-hidden="true"]') !== null)).toBe(true)
    expect(screen.getByRole('link', { name: 'Zum Ölfinder' })).toHaveAttribute('href', '/oelfinder')
    expect(el.querySelector('[data-part="icon"]')).toHaveAttribute('data-icon-color', 'default')
  })

  it('offers the categories the CMS gave without asking, as the fallback writes them, and leads to the editor’s page', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname))
    const { el } = await renderWidget('oilfinder/oil-finder-tile', faq, withSession({ oilFinderUrl: '/oelfinder-session' }))
    expect(choices().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Personenwagen', '/oelfinder?kategorie=pkw'],
      ['Motorräder', '/oelfinder?kategorie=motorrad'],
    ])
    expect(screen.getByRole('heading', { level: 3, name: faq.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: faq.linkText })).toHaveAttribute('href', '/oelfinder')
    expect(el.querySelector('[data-part="icon"]')).toHaveAttribute('data-icon-color', 'gray')
    expectSameMarkup(el, fallback.render(faq, { locale: 'de', t: widgetTranslate('oilfinder', 'de') }))
    expect(asked.filter((path) => path.startsWith('/api/oilfinder/'))).toEqual([])
    server.events.removeAllListeners()
  })

  it('holds the expected categories’ place while it asks for them, as the fallback does, and says so', async () => {
    const held = gate()
    injectFault({ method: 'GET', path: '/api/oilfinder/getCategories', until: held.opened })
    const { el } = await renderWidget('oilfinder/oil-finder-tile', home, withSession({ oilFinderUrl: '/oelfinder' }))
    expect(screen.getByRole('status')).toHaveTextContent('Die Fahrzeugkategorien werden geladen …')
    expect(el.querySelectorAll('[data-part="categories"][aria-hidden="true"] > li')).toHaveLength(6)
    // The fallback's boxes: the same list, the same parts, which oil-finder-tile.css sizes alike.
    expect(el.querySelectorAll('ul[data-fallback="categories"] > li[data-part="skeleton"]')).toHaveLength(6)
    // The button leads to the finder meanwhile.
    expect(screen.getByRole('link', { name: 'Zum Ölfinder' })).toBeInTheDocument()
    held.open()
    expect(await screen.findByRole('link', { name: 'Motorräder' })).toBeInTheDocument()
    expect(el.querySelector('[aria-hidden="true"]:not([data-part="icon"]):not(svg)')).toBeNull()
  })

  it('says when the categories could not be loaded, and shows them after a retry', async () => {
    injectFault({ method: 'GET', path: '/api/oilfinder/getCategories', status: 503 })
    const { user } = await renderWidget('oilfinder/oil-finder-tile', home, withSession({ oilFinderUrl: '/oelfinder' }))
    expect(await screen.findByText('Die Fahrzeugkategorien konnten nicht geladen werden.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Ölfinder' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('link', { name: 'Traktoren und Landmaschinen' })).toBeInTheDocument()
    expect(screen.queryByText('Die Fahrzeugkategorien konnten nicht geladen werden.')).not.toBeInTheDocument()
  })

  it('asks in the page’s language', async () => {
    await renderWidget('oilfinder/oil-finder-tile', home, { pageData: { session: { language: 'fr-CH', urls: { oilFinderUrl: '/fr/guide-des-huiles' } } } })
    expect(await screen.findByRole('link', { name: 'Motos' })).toHaveAttribute('href', '/fr/guide-des-huiles?kategorie=motorrad')
  })

  it('is not shown when neither the editor nor the session names the finder’s page', async () => {
    const { el } = await renderWidget('oilfinder/oil-finder-tile', home, withSession({}))
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el).toBeEmptyDOMElement()
  })
})

describe('categoryHref', () => {
  it('keeps the finder page’s own query and hash, and its host when it names one', () => {
    expect(categoryHref('/oelfinder', 'pkw')).toBe('/oelfinder?kategorie=pkw')
    expect(categoryHref('/oelfinder?kampagne=herbst#start', 'nfz')).toBe('/oelfinder?kampagne=herbst&kategorie=nfz#start')
    expect(categoryHref('/oelfinder?kategorie=alt', 'pkw')).toBe('/oelfinder?kategorie=pkw')
    expect(categoryHref('https://oel.example.ch/finder', 'motorrad')).toBe('https://oel.example.ch/finder?kategorie=motorrad')
  })
})
