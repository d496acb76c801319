import { expect } from 'vitest'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { baseUrl, mockFor, newShop } from './browser'
import { fetchPage, kindOf, withoutFragment, type Answer, type FoundLink, type PageLinks } from './link-check'
import { origin, problemsOf } from './link-crawl'

// The crawl of every link on the demo site runs in pages.e2e.ts, from the pages its visits render; this checks the
// checker: each kind of fault it must report.
describe('the link checker', () => {
  const shop = newShop()
  afterAll(() => mockFor(shop).reset())

  it('reports a missing page, a fragment without its element, a script link and a new tab with an opener', async () => {
    const at = (path: string) => `${baseUrl()}${path}`
    const page: PageLinks = { url: at('/heading'), ids: ['main', 'schmierfette'], links: [] }
    const link = (url: string, target = '', rel = ''): FoundLink => ({ url, source: `<a href="${url}">`, target, rel })
    const links = [
      link(at('/gibt-es-nicht')),
      link(at('/heading#nirgends')),
      link(at('/heading#schmierfette')),
      link(at('/?scenario=none')),
      link('javascript:void(0)'),
      link('https://www.example.ch/datenblatt.pdf', '_blank'),
      link('https://www.example.ch/datenblatt.pdf', '_blank', 'noopener noreferrer'),
    ]
    const answers = new Map<string, Answer>()
    for (const { url } of links.filter((l) => kindOf(l.url, origin()) === 'same-origin')) answers.set(withoutFragment(url), await fetchPage(withoutFragment(url), `${SHOP_COOKIE}=${shop}`, origin()))

    expect(links.flatMap((l) => problemsOf(l, page, new Map([[page.url, page]]), answers))).toEqual([
      `/heading: <a href="${at('/gibt-es-nicht')}">: answers 404`,
      `/heading: <a href="${at('/heading#nirgends')}">: no element with id "nirgends" on /heading`,
      '/heading: <a href="javascript:void(0)">: not a web address',
      '/heading: <a href="https://www.example.ch/datenblatt.pdf">: target="_blank" without rel="noopener noreferrer" (rel="")',
    ])
  })
})
