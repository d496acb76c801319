import { normalizePageData, readPageData } from './page-data'

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
    expect(data.notifications).toEqual([{ type: 'info', message: 'Willkommen' }])
  })

  it('falls back to theme 01 and German for values it does not know, and drops fields of the wrong kind', () => {
    const { session } = normalizePageData({ session: { theme: '07', language: 'xx', features: 'disableLogin', unreadNotifications: '3', infoRibbon: 5 } })
    expect(session).toMatchObject({ theme: '01', language: 'de', features: [], unreadNotifications: 0, infoRibbon: '' })
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
