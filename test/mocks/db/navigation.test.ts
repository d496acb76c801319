import { THEMES } from '@/store/session'
import { findPage } from '@/test/cms/pages/index'
import { svgIconUrl } from '@/widgets/tools/main-navigation/svg-icon'
import { categoryUrl, walkCategories } from './categories'
import { contentPageAt } from './documents'
import { navigationAddresses, navigationFor, productLinesFor, SITE_PAGES, type NavigationEntry } from './navigation'

const depthOf = (entries: readonly NavigationEntry[]): number => (entries.length === 0 ? 0 : 1 + Math.max(...entries.map((entry) => depthOf(entry.pages ?? []))))
const flat = (entries: readonly NavigationEntry[]): NavigationEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.pages ?? [])])
const categoryAddresses = new Set(walkCategories().map(({ path }) => categoryUrl(path.map((category) => category.slug))))

describe('the demo site’s main navigation', () => {
  it('leads only to pages: a category, a knowledge article, or a page of the simulated CMS', () => {
    const unserved = navigationAddresses().filter((address) =>
      address.startsWith('/produkte/') ? !categoryAddresses.has(address) : address.startsWith('/wissen/') ? !contentPageAt(address) : !findPage(address),
    )
    expect(unserved).toEqual([])
  })

  it.each(THEMES)('theme %s: CMS pages in three levels, one separator, one new-tab entry; product lines in three levels with an icon each', (theme) => {
    const pages = navigationFor(theme, '/')
    expect(depthOf(pages)).toBe(3)
    expect(flat(pages).filter((entry) => entry.class?.split(' ').includes('add-separator'))).toHaveLength(1)
    expect(flat(pages).filter((entry) => entry.target === '_blank')).toHaveLength(1)
    const lines = productLinesFor(theme, '/')
    expect(depthOf(lines)).toBe(3)
    for (const line of lines) expect(svgIconUrl(line.iconImage)).toBeDefined()
  })

  it('differs by brand: the full range (01), a consumer brand with fewer lines (02), an industry brand (03)', () => {
    const labels = (theme: (typeof THEMES)[number]) => productLinesFor(theme, '/').map((line) => line.label)
    expect(labels('01')).toHaveLength(7)
    expect(labels('02')).toEqual(['Motorenöle', 'Getriebeöle', 'Kühlmittel', 'Schmierfette'])
    expect(labels('03')).toEqual(['Hydrauliköle', 'Getriebeöle', 'Schmierfette', 'Metallbearbeitungsflüssigkeiten', 'Industrieöle'])
    expect(navigationFor('02', '/').map((entry) => entry.label)).toContain('Rennsport')
    expect(navigationFor('03', '/').map((entry) => entry.label)).toContain('Branchen')
  })

  it('marks the page being shown as active, and nothing else', () => {
    const active = flat([...navigationFor('01', '/unternehmen/geschichte'), ...productLinesFor('01', '/unternehmen/geschichte')]).filter((entry) => entry.active)
    expect(active.map((entry) => entry.uri)).toEqual(['/unternehmen/geschichte'])
    expect(flat(productLinesFor('01', '/produkte/motorenoele/pkw')).filter((entry) => entry.active).map((entry) => entry.label)).toEqual(['PKW-Motorenöle'])
  })

  it('keeps the site’s own pages few, each with a heading and German text, and the pages above it as breadcrumbs', () => {
    expect(Object.keys(SITE_PAGES).length).toBeLessThanOrEqual(30)
    const page = findPage('/unternehmen/nachhaltigkeit/umwelt')
    expect(page?.title.de).toBe('Umwelt und Klima')
    expect(page?.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/unternehmen', '/unternehmen/nachhaltigkeit'])
  })
})
