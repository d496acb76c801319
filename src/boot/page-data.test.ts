import { NAME_MAX_LENGTH, normalizePageData, PAGE_DATA_MAX_DEPTH, readPageData, SESSION_TEXT_MAX_LENGTH } from './page-data'

const pageWith = (json: string) => {
  const doc = document.implementation.createHTMLDocument()
  doc.body.innerHTML = `<script type="application/json" id="page-data">${json}</script>`
  return doc
}

describe('page data', () => {
  it('reads the session, user, addresses, reporting and notifications', () => {
    const { data, problem } = readPageData(
      pageWith(
        JSON.stringify({
          session: { theme: '02', language: 'fr-CH', tenant: 'ch', features: ['disableLogin'], urls: { homepageUrl: '/fr' }, cartCounts: { b2b: 3 } },
          user: { user: { firstName: 'Anna', lastName: 'Muster', customerId: '0001004711', name: 'Anna Muster', type: 'customer', options: {} } },
          api: { login: '/auth/login' },
          reporting: { dsn: 'https://key@errors.example/1', environment: 'staging' },
          notifications: [{ type: 'info', message: 'Willkommen' }, { type: 'broken' }],
        }),
      ),
    )
    expect(problem).toBeUndefined()
    expect(data.session).toMatchObject({ theme: '02', language: 'fr-CH', tenant: 'ch', features: ['disableLogin'], urls: { homepageUrl: '/fr' }, cartCounts: { b2b: 3, b2c: 0 } })
    expect(data.user?.user).toMatchObject({ firstName: 'Anna', type: 'customer', options: { showContactSelector: false } })
    expect(data.user?.retailerMode).toEqual({ available: false, enabled: false })
    expect(data.api).toEqual({ login: '/auth/login' })
    expect(data.reporting).toEqual({ dsn: 'https://key@errors.example/1', environment: 'staging' })
    // Passed on as they came: api/messages.ts checks each when it is shown (api/messages.test.ts).
    expect(data.notifications).toEqual([{ type: 'info', message: 'Willkommen' }, { type: 'broken' }])
  })

  it('keeps whether a customer is a private consumer (the price text of spec 1 §6 follows it), and nothing else for it', () => {
    const userOf = (consumer: unknown) => normalizePageData({ user: { user: { firstName: 'Laura', type: 'customer', consumer } } }).user?.user
    expect(userOf(true)?.consumer).toBe(true)
    expect(userOf('yes')?.consumer).toBeUndefined()
    expect(userOf(undefined)?.consumer).toBeUndefined()
  })

  const nest = (levels: number, leaf: unknown = 'Boden') => {
    let value = leaf
    for (let level = 0; level < levels; level++) value = { child: value }
    return value
  }
  const depthOf = (value: unknown): number =>
    typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0

  it.each([
    ['a notification', { notifications: [nest(2000)] }],
    ['a session field', { session: { infoRibbon: nest(2000), urls: nest(2000), loginLinks: [nest(2000)] } }],
    ['the user', { user: { user: { firstName: 'Anna' }, selectedContact: nest(2000), availableContacts: [nest(2000)] } }],
    ['an address override', { api: nest(2000) }],
    ['the whole page data', nest(2000)],
  ])('reads 2 000-level-deep data in %s without overflowing', (_, raw) => {
    const { data, problem } = readPageData(pageWith(JSON.stringify(raw)))
    expect(problem).toBeUndefined()
    expect(depthOf(data)).toBeLessThanOrEqual(PAGE_DATA_MAX_DEPTH)
  })

  it('cuts names and session texts of 100 000 characters with an ellipsis', () => {
    const long = 'x'.repeat(100_000)
    const data = normalizePageData({ session: { infoRibbon: long, loginRedirectUrl: long }, user: { user: { firstName: long, lastName: long, name: long } } })
    expect(data.user?.user.firstName).toHaveLength(NAME_MAX_LENGTH)
    expect(data.user?.user.name.endsWith('…')).toBe(true)
    expect(data.session.infoRibbon).toHaveLength(SESSION_TEXT_MAX_LENGTH)
    expect(data.session.loginRedirectUrl.endsWith('…')).toBe(true)
  })

  it('keeps three levels of navigation and product lines (spec 2 §2.2), no more', () => {
    const level = (depth: number): Record<string, unknown> => ({ label: `Ebene ${depth}`, uri: `/e${depth}`, ...(depth < 6 ? { pages: [level(depth + 1)] } : {}) })
    const { session } = normalizePageData({ session: { navigation: [level(1), 'kein Eintrag'], productLines: [level(1)] } })
    for (const tree of [session.navigation, session.productLines]) {
      expect(tree).toEqual([{ label: 'Ebene 1', uri: '/e1', pages: [{ label: 'Ebene 2', uri: '/e2', pages: [{ label: 'Ebene 3', uri: '/e3' }] }] }])
    }
  })

  it('falls back to theme 01 and German for values it does not know, and drops fields of the wrong kind', () => {
    const { session } = normalizePageData({ session: { theme: '07', language: 'xx', features: 'disableLogin', unreadNotifications: '3', infoRibbon: 5 } })
    expect(session).toMatchObject({ theme: '01', language: 'de', features: [], unreadNotifications: 0, infoRibbon: '' })
  })

  it('reads HIDE_MENU_WHEN_LOGGED_OUT as hideMenuWhenLoggedOut (spec 2 §1), once', () => {
    const { session } = normalizePageData({ session: { features: ['HIDE_MENU_WHEN_LOGGED_OUT', 'hideMenuWhenLoggedOut', 'disableLogin'] } })
    expect(session.features).toEqual(['hideMenuWhenLoggedOut', 'disableLogin'])
  })

  it('boots on defaults and names the problem when the JSON is broken', () => {
    const { data, problem } = readPageData(pageWith('{"session": '))
    expect(data.session.language).toBe('de')
    expect(problem?.name).toBe('PageDataError')
    expect(problem?.message).toMatch(/^#page-data is not valid JSON/)
  })

  it('treats a page without #page-data as anonymous with defaults', () => {
    const { data, problem } = readPageData(document.implementation.createHTMLDocument())
    expect(problem).toBeUndefined()
    expect(data.user).toBeNull()
    expect(normalizePageData(null).notifications).toEqual([])
  })
})
