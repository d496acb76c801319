import * as v from 'valibot'
import { notificationListSchema } from '@/api/notification-centre'
import { callApi } from '../call-api'
import { productAt } from '../db/catalogue'
import { sessionFor } from '../db/index'
import { SEED_TODAY, type StoredNotification } from '../db/notification-centre'
import { ACCOUNT_PAGES, seedSessions } from '../db/users'
import { getShop, resetShop } from '../shops'
import { NOTIFICATION_GONE_MESSAGE, notificationsOf } from './notification-centre'

const customer = 'kunde@example.ch'
const B2B_USERS = ['kunde@example.ch', 'mitarbeiter@example.ch', 'haendler@example.ch']

const list = (as: string | null = customer, shop?: string) => callApi('GET', '/api/notifications', { as: as ?? undefined, shop })
const markAll = (body: unknown, as = customer) => callApi('POST', '/api/notifications/read', { as, body })
const markOne = (id: string, as = customer, shop?: string) => callApi('POST', `/api/notifications/read/${id}`, { as, body: {}, shop })
/** The answer read through the front end's own schema: what the widget will see. */
const listOf = (json: unknown) => v.parse(notificationListSchema, (json as { data: unknown }).data)
const unreadIds = (json: unknown) => listOf(json).entries.filter((entry) => !entry.read).map((entry) => entry.id)

describe('GET /api/notifications', () => {
  it.each(B2B_USERS)('answers 30 notifications of %s, newest first, with as many unread as the session seeds', async (username) => {
    const { status, json } = await list(username)

    expect(status).toBe(200)
    const answer = listOf(json)
    expect(answer.entries).toHaveLength(30)
    const moments = answer.entries.map((entry) => Date.parse(entry.timestamp))
    expect(moments).toEqual([...moments].sort((a, b) => b - a))
    expect(new Set(answer.entries.map((entry) => entry.id)).size).toBe(30)
    const seeded = seedSessions().get(username)!.unreadNotifications
    expect(answer.unread).toBe(seeded)
    expect(answer.entries.filter((entry) => !entry.read)).toHaveLength(seeded)
    expect(sessionFor(username).unreadNotifications).toBe(seeded)
  })

  it('spreads them over the weeks before the demo’s today, in several kinds, each link leading to a page of the shop', async () => {
    const { entries, timestamp } = listOf((await list()).json)
    const today = Date.parse(`${SEED_TODAY}T23:59:59Z`)
    expect(entries.every((entry) => Date.parse(entry.timestamp) <= today && Date.parse(entry.timestamp) > today - 60 * 86_400_000)).toBe(true)
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(Date.parse(entries[0]!.timestamp))
    expect(new Set(entries.map((entry) => entry.type))).toEqual(new Set(['order', 'delivery', 'invoice', 'document', 'price', 'info']))
    const pages: string[] = Object.values(ACCOUNT_PAGES).map((page) => page.link)
    for (const { link } of entries) if (link) expect(pages.includes(link.url) || productAt(link.url) !== undefined).toBe(true)
    expect(entries.map((entry) => entry.title)).toContain('Bestellung 4500012398 versandt')
  })

  it('answers the newest entry in Swiss time as the seed wrote it (07:42 on 24.11.2026 is 06:42 UTC)', async () => {
    const [newest] = listOf((await list()).json).entries
    expect(newest).toMatchObject({ timestamp: '2026-11-24T06:42:00Z', title: 'Lieferung heute zwischen 10 und 12 Uhr', type: 'delivery', read: false })
  })

  it('answers a consumer without notifications an empty list', async () => {
    expect(listOf((await list('konsument@example.ch')).json)).toMatchObject({ entries: [], unread: 0 })
  })

  it('is for signed-in users: 401 for a visitor', async () => {
    expect(await list(null)).toMatchObject({ status: 401, json: { messages: [{ type: 'error', message: 'Bitte melden Sie sich an.' }] } })
  })
})

describe('POST /api/notifications/read/{notificationId}', () => {
  it('marks one read, answers the list and the new count, and the next page’s session says so', async () => {
    const [first, second] = unreadIds((await list()).json)

    const { status, json } = await markOne(first!)

    expect(status).toBe(200)
    expect(unreadIds(json)).toEqual([second])
    expect(listOf(json).unread).toBe(1)
    expect(sessionFor(customer).unreadNotifications).toBe(1)
    expect(unreadIds((await list()).json)).toEqual([second])
  })

  it('takes a second mark of the same entry without an error', async () => {
    await markOne('n-kunde-30')
    const { status, json } = await markOne('n-kunde-30')
    expect(status).toBe(200)
    expect(listOf(json).unread).toBe(1)
  })

  it('answers 404 with a German message for an id the user does not have', async () => {
    expect(await markOne('n-haendler-29')).toMatchObject({ status: 404, json: { messages: [{ type: 'error', message: NOTIFICATION_GONE_MESSAGE }] } })
    expect(sessionFor(customer).unreadNotifications).toBe(2)
  })
})

describe('POST /api/notifications/read', () => {
  it('marks every entry up to the timestamp read; one that arrived later stays unread', async () => {
    const { timestamp } = listOf((await list()).json)
    // A notification that arrives after the list was fetched (spec 1 §7: mark all posts the list's timestamp).
    const later: StoredNotification = {
      id: 'n-kunde-31',
      timestamp: new Date(Date.parse(timestamp) + 60_000).toISOString(),
      type: 'order',
      title: 'Bestellung 4500012432 bestätigt',
      text: 'Vielen Dank für Ihre Bestellung.',
      read: false,
    }
    notificationsOf(getShop().db, customer).push(later)

    const { status, json } = await markAll({ timestamp })

    expect(status).toBe(200)
    expect(unreadIds(json)).toEqual(['n-kunde-31'])
    expect(listOf(json)).toMatchObject({ unread: 1, timestamp: later.timestamp })
    expect(sessionFor(customer).unreadNotifications).toBe(1)
  })

  it('reads a timestamp with an offset as the same moment', async () => {
    // 07:42 Swiss time is the newest entry's moment: with it, everything up to and including it is read.
    const { json } = await markAll({ timestamp: '2026-11-24T07:42:00+01:00' })
    expect(listOf(json).unread).toBe(0)
  })

  it('marks nothing newer than the moment given', async () => {
    const { json } = await markAll({ timestamp: '2026-11-24T06:41:59Z' })
    expect(unreadIds(json)).toEqual(['n-kunde-30'])
  })

  it.each([[{}], [{ timestamp: 'gestern' }], [{ timestamp: '2026-11-24T08:00:00' }], [{ timestamp: 1_764_000_000_000 }]])(
    'refuses %j with a German message at the field',
    async (body) => {
      const { status, json } = await markAll(body)
      expect(status).toBe(400)
      expect(json).toMatchObject({ messages: [{ type: 'error', source: { field: 'timestamp' } }] })
      expect(sessionFor(customer).unreadNotifications).toBe(2)
    },
  )
})

describe('the notifications of one shop', () => {
  it('are apart from another shop’s, and a reset shop starts from the seed again', async () => {
    await markOne('n-kunde-30', customer, 'other')
    expect(listOf((await list(customer, 'other')).json).unread).toBe(1)
    expect(listOf((await list()).json).unread).toBe(2)

    resetShop('other')

    expect(listOf((await list(customer, 'other')).json).unread).toBe(2)
  })
})
