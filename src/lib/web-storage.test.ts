import { browserStorage, readStored, removeStored, writeStored } from './web-storage'

describe('the browser’s storage, where it is allowed', () => {
  it('keeps, reads and removes text in either storage', () => {
    writeStored('local', 'widgets.test', 'a')
    writeStored('session', 'widgets.test', 'b')
    expect([readStored('local', 'widgets.test'), readStored('session', 'widgets.test')]).toEqual(['a', 'b'])
    removeStored('session', 'widgets.test')
    expect([readStored('local', 'widgets.test'), readStored('session', 'widgets.test')]).toEqual(['a', null])
    removeStored('local', 'widgets.test')
  })

  it('finds nothing and keeps nothing where the browser blocks storage, without throwing', () => {
    writeStored('local', 'widgets.test', 'before')
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(browserStorage('local')).toBeNull()
    expect(readStored('local', 'widgets.test')).toBeNull()
    expect(() => writeStored('local', 'widgets.test', 'after')).not.toThrow()
    expect(() => removeStored('local', 'widgets.test')).not.toThrow()
    vi.restoreAllMocks()
    expect(readStored('local', 'widgets.test')).toBe('before')
    removeStored('local', 'widgets.test')
  })

  it('keeps what was there when storage is full', () => {
    writeStored('session', 'widgets.test', 'kept')
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(() => writeStored('session', 'widgets.test', 'too much')).not.toThrow()
    vi.restoreAllMocks()
    expect(readStored('session', 'widgets.test')).toBe('kept')
    removeStored('session', 'widgets.test')
  })
})
