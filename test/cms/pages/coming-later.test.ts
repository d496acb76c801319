import { DEMO_USERS } from '@/test/mocks/db/users'
import { contextFor } from '../context'
import { readLanguagePath } from '../language-paths'
import { pageDataFor } from '../page-data'
import { comingLaterPages } from './coming-later'
import { DEVELOPER_PATH } from './home'
import { developerPage, findPage, pages, startPage } from './index'

const contextOf = (path: string, username?: string) =>
  contextFor(new URL(`http://cms.test${path}`), username === undefined ? undefined : `demo_user=${encodeURIComponent(username)}`)

/** Every address a page's data hands the widgets to link to: the shop's urls, the login links, the user menu, the language list. */
function linksInPageData(username?: string): string[] {
  const { session } = pageDataFor(contextOf('/', username))
  return [
    ...Object.values(session.urls ?? {}),
    ...(session.loginLinks ?? []).map((link) => link.url),
    ...(session.userMenu ?? []).map((entry) => entry.link),
    ...(session.locales ?? []).flatMap((country) => country.languages.map((language) => language.url)),
  ]
}

const visitors: [string, string | undefined][] = [['an anonymous visitor', undefined], ...DEMO_USERS.map(({ username }): [string, string] => [username, username])]

describe('the placeholder pages of parts still to come', () => {
  it.each(visitors)('give every address in the page data of %s a page', (_, username) => {
    const links = linksInPageData(username)
    expect(links.length).toBeGreaterThan(20)
    // A language's URL is its page under the language's prefix (language-paths.ts).
    const withoutPage = links.filter((link) => {
      const { path, canonical } = readLanguagePath(new URL(link, 'http://cms.test').pathname)
      return canonical !== new URL(link, 'http://cms.test').pathname || findPage(path) === undefined
    })
    expect(withoutPage).toEqual([])
  })

  it('leave no two pages at one address, so a real page cannot hide behind its placeholder', () => {
    const paths = [startPage, ...pages].map((page) => page.path)
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
  })

  it.each(comingLaterPages.map((page) => [page.path, page] as const))('%s says what will be there, names its widgets and links back', (path, page) => {
    const body = new DOMParser().parseFromString(page.body(contextOf(path)), 'text/html').body
    expect(body.querySelector('p')?.textContent).toBe(page.description.de)
    expect([...body.querySelectorAll('code')].map((code) => code.textContent)).not.toEqual([])
    expect(body.querySelector(`a[href="${DEVELOPER_PATH}"]`)?.textContent).toBe('Zur Übersicht')
  })

  it('are listed on the developer’s index once per part, under «Kommt später»', () => {
    const start = new DOMParser().parseFromString(developerPage.body(contextOf(DEVELOPER_PATH)), 'text/html')
    const section = [...start.querySelectorAll('section')].find((element) => element.querySelector('h2')?.textContent === 'Kommt später')
    const listed = [...(section?.querySelectorAll('.cms-card a') ?? [])].map((link) => link.getAttribute('href'))
    expect(listed).toContain('/registrieren')
    // The contact form has its real page now (pages/forms.ts), as the oil finder has (pages/oil-finder.ts).
    expect(listed).not.toContain('/kontakt')
    expect(listed).not.toContain('/oelfinder')
    // The customer overview has its real page at both of its addresses now (pages/customer-overview.ts).
    expect(listed).not.toContain('/kundenuebersicht')
    expect(listed).not.toContain('/konto/kunden')
    const titles = comingLaterPages.filter((page) => page.group === 'later').map((page) => page.title.de)
    expect(new Set(titles).size).toBe(titles.length)
    expect(listed).toHaveLength(titles.length)
  })
})
