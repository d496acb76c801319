import { makeStore } from './index'
import { notificationDismissed, notificationsShown, selectNotifications, toNotification } from './notifications'

describe('toNotification', () => {
  it('expires a success after the 3 s default and keeps an error until closed', () => {
    expect(toNotification({ type: 'success', message: 'Gespeichert.' })).toMatchObject({ expire: true, delay: 3, display: 'global' })
    expect(toNotification({ type: 'error', message: 'Fehler.' })).toMatchObject({ expire: false })
    expect(toNotification({ type: 'error', message: 'Fehler.', expire: true, delay: 8 })).toMatchObject({ expire: true, delay: 8 })
  })

  it.each([
    [{ source: { field: 'email' } }, 'field'],
    [{ source: { selector: '#cart' } }, 'selector'],
    [{ meta: { confirmationType: 'cart-change', id: '17' } }, 'modal'],
    [{ meta: { product: { title: 'Motoröl 5W-30' } } }, 'add-to-cart'],
    [{}, 'global'],
  ])('derives the display type from %j', (extra, display) => {
    expect(toNotification({ type: 'info', message: 'x', ...extra }).display).toBe(display)
  })

  it('reads unknown types as info and danger as error', () => {
    expect(toNotification({ type: 'notice', message: 'x' }).type).toBe('info')
    expect(toNotification({ type: 'danger', message: 'x' }).type).toBe('error')
  })

  it('uses the default delay given for page data', () => {
    expect(toNotification({ type: 'info', message: 'x' }, 6).delay).toBe(6)
  })
})

describe('notifications slice', () => {
  it('shows a message once even when it arrives twice, and dismisses by id', () => {
    const store = makeStore()
    store.dispatch(notificationsShown([{ type: 'error', message: 'Es ist ein unbekannter Fehler aufgetreten.' }]))
    store.dispatch(notificationsShown([{ type: 'error', message: 'Es ist ein unbekannter Fehler aufgetreten.' }]))
    const [only, ...rest] = selectNotifications(store.getState())
    expect(rest).toHaveLength(0)
    store.dispatch(notificationDismissed(only?.id ?? ''))
    expect(selectNotifications(store.getState())).toHaveLength(0)
  })

  it('shows a second message with the id of one on screen once: a confirmation is answered once', () => {
    const store = makeStore()
    store.dispatch(notificationsShown([{ type: 'warning', message: 'Preis geändert', meta: { id: '7' } }]))
    store.dispatch(notificationsShown([{ type: 'warning', message: 'Preis erneut geändert', meta: { id: '7' } }, { type: 'info', message: 'Andere', meta: { id: '8' } }]))
    expect(store.getState().notifications.entries.map((entry) => entry.message)).toEqual(['Preis geändert', 'Andere'])
  })
})

