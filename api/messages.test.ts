import { ELLIPSIS } from '@/src/lib/cap'
import { checkMessages, MAX_MESSAGES, MESSAGE_MAX_LENGTH, TITLE_MAX_LENGTH, type MessageOrigin } from './messages'

const good = { type: 'success', message: 'Gespeichert.' }
const LONG = 'x'.repeat(100_000)
const deep = (levels: number) => {
  let value: unknown = 'Boden'
  for (let level = 0; level < levels; level++) value = { title: value }
  return value
}

/** Checks `[bad, good]` and returns the console warning; the good message must always survive. */
function dropped(bad: unknown, origin: MessageOrigin = 'api'): string {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  expect(checkMessages([bad, good], origin)).toEqual([good])
  expect(warn).toHaveBeenCalledTimes(1)
  return String(warn.mock.calls[0]?.[0])
}

describe('checkMessages: the edge for notification messages', () => {
  it.each<[string, unknown, RegExp]>([
    ['no message', { type: 'info' }, /messages\.0\.message: required, but missing/],
    ['no type', { message: 'Hallo' }, /messages\.0\.type: required, but missing/],
    ['a message object', { type: 'info', message: { text: 'Hallo' } }, /messages\.0\.message: expected string, got Object/],
    ['a numeric message', { type: 'info', message: 42 }, /messages\.0\.message: expected string, got 42/],
    ['a redirect title object', { ...good, redirect: { link: '/a', title: { de: 'Weiter' } } }, /messages\.0\.redirect\.title: expected string/],
    ['a redirect without link', { ...good, redirect: { title: 'Weiter' } }, /messages\.0\.redirect\.link: required, but missing/],
    ['a numeric redirect link', { ...good, redirect: { link: 5 } }, /messages\.0\.redirect\.link: expected string, got 5/],
    ['a redirect as text', { ...good, redirect: '/a' }, /messages\.0\.redirect: expected Object/],
    ['a product title object', { ...good, meta: { product: { title: { name: 'Öl' } } } }, /messages\.0\.meta\.product\.title: expected string/],
    ['a product image alt array', { ...good, meta: { product: { image: { alt: ['a'] } } } }, /messages\.0\.meta\.product\.image\.alt: expected string/],
    ['a numeric source field', { ...good, source: { field: 3 } }, /messages\.0\.source\.field: expected string, got 3/],
    ['a source as text', { ...good, source: '#cart' }, /messages\.0\.source: expected Object/],
    ['expire as text', { ...good, expire: 'yes' }, /messages\.0\.expire: expected boolean, got "yes"/],
    ['expire as number', { ...good, expire: 1 }, /messages\.0\.expire: expected boolean, got 1/],
    ['a negative delay', { ...good, delay: -1 }, /messages\.0\.delay: expected >=0, got -1/],
    ['a delay above 60 s', { ...good, delay: 61 }, /messages\.0\.delay: expected <=60, got 61/],
    ['an endless delay', { ...good, delay: 1e308 * 10 }, /messages\.0\.delay: expected finite/],
    ['a delay as text', { ...good, delay: '3' }, /messages\.0\.delay: expected number, got "3"/],
    ['a meta id object', { ...good, meta: { id: { value: 1 } } }, /messages\.0\.meta\.id: expected string \| number/],
    ['a long type', { type: 'x'.repeat(21), message: 'Hallo' }, /messages\.0\.type: expected length <=20/],
    ['a 100 000-character link', { ...good, redirect: { link: `/${LONG}` } }, /messages\.0\.redirect\.link: expected length <=2000/],
    ['a 2 000-level title', { ...good, redirect: { link: '/a', title: deep(2000) } }, /messages\.0\.redirect\.title: expected string/],
    ['a 2 000-level product', { ...good, meta: { product: deep(2000) } }, /messages\.0\.meta\.product\.title: expected string/],
    ['a string instead of a message', 'Gespeichert.', /messages\.0: expected Object, got "Gespeichert\."/],
    ['null instead of a message', null, /messages\.0: expected Object, got null/],
  ])('drops a message with %s, keeps the others, and says why', (_, bad, why) => {
    expect(dropped(bad)).toMatch(why)
  })

  it.each<MessageOrigin>(['page-data', 'storage'])('drops a dialog (meta.confirmationType) that comes from %s: only a call may ask', (origin) => {
    expect(dropped({ ...good, message: 'Preis geändert', meta: { confirmationType: 'price', id: '7' } }, origin)).toMatch(
      /from (#page-data|the stored notifications).*messages\.0\.meta\.confirmationType: a dialog only answers a call, got "price"/,
    )
  })

  it('keeps a dialog that answers a call', () => {
    const question = { type: 'warning', message: 'Preis geändert', meta: { confirmationType: 'price', id: '7' } }
    expect(checkMessages([question], 'api')).toEqual([question])
  })

  it('drops a second message with the same meta.id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = { type: 'warning', message: 'A', meta: { id: '7' } }
    expect(checkMessages([first, { type: 'warning', message: 'B', meta: { id: 7 } }], 'api')).toEqual([first])
    expect(warn.mock.calls[0]?.[0]).toMatch(/messages\.1\.meta\.id: expected a unique id, got "7" again/)
  })

  it('reads null as "not given" and numeric ids as text', () => {
    expect(checkMessages([{ type: 'info', message: 'Hallo', source: null, delay: null, meta: { id: 12, product: null }, redirect: null }], 'api')).toEqual([
      { type: 'info', message: 'Hallo', meta: { id: '12' } },
    ])
  })

  it('cuts long texts with a visible ellipsis', () => {
    const [message] = checkMessages([{ type: 'info', message: LONG, redirect: { link: '/a', title: LONG }, meta: { product: { title: LONG } } }], 'api')
    expect(message?.message).toHaveLength(MESSAGE_MAX_LENGTH)
    expect(message?.message.endsWith(ELLIPSIS)).toBe(true)
    expect(message?.redirect?.title).toHaveLength(TITLE_MAX_LENGTH)
    expect(message?.meta?.product?.title?.endsWith(ELLIPSIS)).toBe(true)
  })

  it('ignores fields it does not know, however deep', () => {
    expect(checkMessages([{ ...good, extra: deep(2000) }], 'api')).toEqual([good])
  })

  it(`shows at most ${MAX_MESSAGES} messages of one list`, () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const many = Array.from({ length: 25 }, (_, index) => ({ type: 'info', message: `Meldung ${index}` }))
    expect(checkMessages(many, 'api')).toHaveLength(MAX_MESSAGES)
    expect(warn.mock.calls[0]?.[0]).toMatch(/messages: expected at most 10, got 25/)
  })

  it('treats a missing list as empty and anything else as one problem', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(checkMessages(undefined, 'api')).toEqual([])
    expect(checkMessages(null, 'api')).toEqual([])
    expect(warn).not.toHaveBeenCalled()
    expect(checkMessages({ type: 'info', message: 'Hallo' }, 'api')).toEqual([])
    expect(warn.mock.calls[0]?.[0]).toMatch(/messages: expected Array, got object/)
  })
})
