import { STORED_NOTIFICATIONS_KEY, storeNotification, takeStoredNotifications } from './stored-notifications'

describe('stored notifications (spec 1 §8)', () => {
  it('gives back what a page stored, once', () => {
    storeNotification({ type: 'success', message: 'Kundenmodus aktiviert.' })
    storeNotification({ type: 'info', message: 'Zweite Meldung' })
    expect(takeStoredNotifications()).toEqual({
      messages: [
        { type: 'success', message: 'Kundenmodus aktiviert.' },
        { type: 'info', message: 'Zweite Meldung' },
      ],
      failed: false,
    })
    expect(takeStoredNotifications()).toEqual({ messages: [], failed: false })
  })

  it('fails and removes the entry when it cannot be read', () => {
    window.localStorage.setItem(STORED_NOTIFICATIONS_KEY, '{kaputt')
    expect(takeStoredNotifications()).toEqual({ messages: [], failed: true })
    expect(window.localStorage.getItem(STORED_NOTIFICATIONS_KEY)).toBeNull()
  })

  it('fails when the storage itself refuses', () => {
    const blocked = { getItem: () => { throw new DOMException('denied', 'SecurityError') } } as unknown as Storage
    expect(takeStoredNotifications(blocked)).toEqual({ messages: [], failed: true })
  })
})
