import { callApi } from '../call-api'
import { DEMO_PASSWORD, DEMO_USERS } from '../db/users'

const login = (body: unknown) => callApi('POST', '/api/auth/login', { body })

describe('POST /api/auth/login', () => {
  it('signs in with the demo password: the user, and a demo_user cookie for the whole site', async () => {
    const { status, headers, json } = await login({ username: 'kunde@example.ch', password: 'Demo-2026!' })

    expect(status).toBe(200)
    expect(headers.get('set-cookie')).toBe('demo_user=kunde%40example.ch; Path=/; SameSite=Lax')
    expect(json).toEqual({
      data: expect.objectContaining({
        user: expect.objectContaining({ firstName: 'Thomas', lastName: 'Brunner', customerId: '0001004711', type: 'customer' }),
        retailerMode: { available: false, enabled: false },
      }),
    })
  })

  it('lets every demo user in with the documented password, which meets the spec 1 §5 rule', async () => {
    expect(DEMO_USERS).toHaveLength(4)
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,}$/)
    for (const { username, password } of DEMO_USERS) {
      expect((await login({ username, password })).status).toBe(200)
    }
  })

  it('accepts the username in any case and with spaces, and names the account as stored', async () => {
    const { status, headers } = await login({ username: '  Kunde@Example.CH ', password: 'Demo-2026!' })

    expect(status).toBe(200)
    expect(headers.get('set-cookie')).toContain('demo_user=kunde%40example.ch;')
  })

  it.each([
    ['a wrong password', { username: 'kunde@example.ch', password: 'demo-2026!' }],
    ['an unknown user', { username: 'niemand@example.ch', password: 'Demo-2026!' }],
  ])('answers 401 with the German message and no cookie for %s', async (_, body) => {
    const { status, headers, json } = await login(body)

    expect(status).toBe(401)
    expect(headers.get('set-cookie')).toBeNull()
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Benutzername oder Passwort ist falsch.' }] })
  })

  it.each([
    ['username', { password: 'Demo-2026!' }],
    ['password', { username: 'kunde@example.ch' }],
    ['password', { username: 'kunde@example.ch', password: '' }],
  ])('answers 400 naming the field when %s is missing', async (field, body) => {
    const { status, json } = await login(body)

    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message: `Das Feld «${field}» fehlt.`, source: { field } }] })
  })

  it('answers 400 when a field has the wrong type', async () => {
    const { status, json } = await login({ username: 42, password: 'Demo-2026!' })

    expect(status).toBe(400)
    expect(json).toEqual({
      messages: [{ type: 'error', message: 'Das Feld «username» muss ein Text sein.', source: { field: 'username' } }],
    })
  })

  it.each([
    ['not JSON', '{username:', 'Die Anfrage enthält kein gültiges JSON.'],
    ['empty', '', 'Die Anfrage enthält kein gültiges JSON.'],
    ['an array', '[]', 'Die Anfrage muss ein JSON-Objekt sein.'],
  ])('answers 400 when the body is %s', async (_, body, message) => {
    const { status, json } = await login(body)

    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message }] })
  })

  it('passes a same-origin loginRedirectUrl back as redirectUrl', async () => {
    const { json } = await login({ username: 'kunde@example.ch', password: 'Demo-2026!', loginRedirectUrl: '/konto/bestellhistorie?seite=2' })

    expect(json).toMatchObject({ redirectUrl: '/konto/bestellhistorie?seite=2' })
  })

  it.each(['https://evil.example/konto', '//evil.example/konto', '/\\evil.example', 'javascript:alert(1)', 'konto'])(
    'drops the loginRedirectUrl %s, which is not a path on this origin',
    async (loginRedirectUrl) => {
      const { status, json } = await login({ username: 'kunde@example.ch', password: 'Demo-2026!', loginRedirectUrl })

      expect(status).toBe(200)
      expect(json).not.toHaveProperty('redirectUrl')
    },
  )
})

describe('POST /api/auth/logout', () => {
  it('clears the cookie and sends the visitor to the start page', async () => {
    const { status, headers, json } = await callApi('POST', '/api/auth/logout', { as: 'kunde@example.ch' })

    expect(status).toBe(200)
    expect(headers.get('set-cookie')).toBe('demo_user=; Path=/; Max-Age=0; SameSite=Lax')
    expect(json).toEqual({ data: null, redirectUrl: '/' })
  })

  it("ends an employee's acting for a contact along with the sign-in", async () => {
    const employee = 'mitarbeiter@example.ch'
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712', contactId: '0000310003' } })

    await callApi('POST', '/api/auth/logout', { as: employee })

    const { json } = await callApi('GET', '/api/session', { as: employee })
    expect(json).toMatchObject({ data: { user: { selectedContact: null } } })
  })
})

describe('GET /api/session', () => {
  it('is anonymous without the cookie: no user, no menu, the login links', async () => {
    const { status, json } = await callApi('GET', '/api/session')

    expect(status).toBe(200)
    expect(json).toEqual({
      data: {
        user: null,
        session: {
          isActiveShopUser: false,
          cartCounts: { b2c: 0, b2b: 0 },
          unreadNotifications: 0,
          favorites: [],
          userMenu: [],
          loginLinks: [
            { title: 'Registrieren', url: '/registrieren' },
            { title: 'Passwort vergessen?', url: '/passwort-vergessen' },
          ],
        },
      },
    })
  })

  it('stays anonymous after a login that did not send its cookie back', async () => {
    await login({ username: 'kunde@example.ch', password: 'Demo-2026!' })

    const { json } = await callApi('GET', '/api/session')

    expect(json).toMatchObject({ data: { user: null } })
  })

  it('reflects the B2B customer named by the cookie, with the account menu and the badge on notifications', async () => {
    const { json } = await callApi('GET', '/api/session', { as: 'kunde@example.ch' })

    expect(json).toMatchObject({
      data: {
        user: { user: { name: 'Brunner Transporte AG' }, contactPerson: { name: 'Sandra Meier' } },
        session: { isActiveShopUser: true, unreadNotifications: 2, loginLinks: [] },
      },
    })
    const menu = (json as { data: { session: { userMenu: { title: string; hasBadge?: boolean }[] } } }).data.session.userMenu
    expect(menu.map(({ title }) => title)).toEqual(
      expect.arrayContaining(['Bestellhistorie', 'Verträge', 'Einkaufslisten', 'Adressen', 'Favoriten', 'Sicherheitsdatenblätter', 'Benachrichtigungen']),
    )
    expect(menu.filter(({ hasBadge }) => hasBadge).map(({ title }) => title)).toEqual(['Benachrichtigungen'])
  })

  it('knows the employee with the contact selector and contacts of several companies, none chosen', async () => {
    const { json } = await callApi('GET', '/api/session', { as: 'mitarbeiter@example.ch' })
    const { user, session } = (json as { data: { user: { availableContacts: { displayLine1: string }[] }; session: { userMenu: { title: string; link: string }[] } } }).data

    expect(user).toMatchObject({ user: { type: 'employee', options: { showContactSelector: true } }, selectedContact: null })
    expect(user.availableContacts.length).toBeGreaterThanOrEqual(8)
    expect(new Set(user.availableContacts.map(({ displayLine1 }) => displayLine1)).size).toBeGreaterThanOrEqual(4)
    // The employee's own tables (spec 2 §1: the customer list) come first in the user menu.
    expect(session.userMenu.slice(0, 2)).toEqual([
      { title: 'Kundenübersicht', link: '/konto/kunden' },
      { title: 'Kundenliste', link: '/konto/kundenliste' },
    ])
  })

  it('tells the consumer (B2C) from the retailer by the shop-user flag and retailer mode', async () => {
    const consumer = await callApi('GET', '/api/session', { as: 'konsument@example.ch' })
    const retailer = await callApi('GET', '/api/session', { as: 'haendler@example.ch' })

    expect(consumer.json).toMatchObject({ data: { user: { user: { type: 'customer' } }, session: { isActiveShopUser: false } } })
    expect(retailer.json).toMatchObject({
      data: { user: { retailerMode: { available: true, enabled: false } }, session: { isActiveShopUser: true } },
    })
  })

  it.each(['demo_user=niemand%40example.ch', 'demo_user=%E0%A4%A', 'andere=1'])(
    'treats the cookie header %s as anonymous',
    async (cookie) => {
      const { status, json } = await callApi('GET', '/api/session', { cookie })

      expect(status).toBe(200)
      expect(json).toMatchObject({ data: { user: null } })
    },
  )

  it('finds the demo_user cookie among others', async () => {
    const { json } = await callApi('GET', '/api/session', { cookie: 'theme=01; demo_user=haendler%40example.ch; lang=de' })

    expect(json).toMatchObject({ data: { user: { user: { lastName: 'Fankhauser' } } } })
  })
})
