import { lockScroll } from './scroll-lock'

describe('lockScroll', () => {
  afterEach(() => {
    document.documentElement.style.overflow = ''
  })

  it('locks the page until the last of two overlapping locks is released, then restores what was there', () => {
    document.documentElement.style.overflow = 'auto'
    const first = lockScroll()
    const second = lockScroll()
    expect(document.documentElement.style.overflow).toBe('hidden')
    first()
    // Releasing the same lock twice must not release the other one.
    first()
    expect(document.documentElement.style.overflow).toBe('hidden')
    second()
    expect(document.documentElement.style.overflow).toBe('auto')
  })
})
