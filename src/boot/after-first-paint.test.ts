import { afterFirstPaint, FIRST_PAINT_WAIT_MAX_MS, PRELOADS_ID, PRELOADS_PER_TASK, releasePreloads } from './after-first-paint'

/** A browser's paint timing: the observer is told once `paint()` is called, and not before. */
function fakePaintTiming() {
  const observers: (() => void)[] = []
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation']
    private readonly callback: () => void
    constructor(callback: () => void) {
      this.callback = callback
    }
    observe() {
      observers.push(this.callback)
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return { paint: () => [...observers].forEach((notify) => notify()), observers }
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('starts once the browser reports its first paint, and only once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const timing = fakePaintTiming()
    const start = vi.fn()
    afterFirstPaint(start)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    expect(start).not.toHaveBeenCalled()
    timing.paint()
    expect(start).toHaveBeenCalledOnce()
    expect(timing.observers).toHaveLength(0)
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MAX_MS)
    expect(start).toHaveBeenCalledOnce()
  })

  it('starts after a while on a page that reports no paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const timing = fakePaintTiming()
    const start = vi.fn()
    afterFirstPaint(start)
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MAX_MS - 1)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledOnce()
    timing.paint()
    expect(start).toHaveBeenCalledOnce()
  })

  it('without paint timing, starts in a task after the next frame’s callbacks, that is after the frame is drawn', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const start = vi.fn()
    vi.stubGlobal('PerformanceObserver', undefined)
    afterFirstPaint(start)
    vi.advanceTimersByTime(1)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledOnce()
  })

  it('starts at once in a hidden tab, which runs no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const start = vi.fn()
    afterFirstPaint(start)
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledOnce()
  })
})

describe('releasePreloads', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove())
    document.getElementById(PRELOADS_ID)?.remove()
  })

  const preloadsInHead = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

  it('moves the links the CMS listed in its template into the head, where they load, and answers the entry', () => {
    document.body.insertAdjacentHTML('beforeend', `<template id="${PRELOADS_ID}" data-entry="/vue/assets/main.js"><link rel="modulepreload" href="/vue/assets/main.js"><link rel="modulepreload" href="/vue/assets/vendor.js"></template>`)
    expect(preloadsInHead()).toEqual([])
    expect(releasePreloads(document)).toBe('/vue/assets/main.js')
    expect(preloadsInHead()).toEqual(['/vue/assets/main.js', '/vue/assets/vendor.js'])
  })

  it('moves a long list a few links per task, the first (the entry and its imports) at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/vue/assets/chunk-${String(index)}.js`)
    document.body.insertAdjacentHTML('beforeend', `<template id="${PRELOADS_ID}" data-entry="${files[0] ?? ''}">${files.map((file) => `<link rel="modulepreload" href="${file}">`).join('')}</template>`)
    releasePreloads(document)
    expect(preloadsInHead()).toEqual(files.slice(0, PRELOADS_PER_TASK))
    vi.runOnlyPendingTimers()
    expect(preloadsInHead()).toEqual(files.slice(0, PRELOADS_PER_TASK * 2))
    vi.runOnlyPendingTimers()
    expect(preloadsInHead()).toEqual(files)
    vi.useRealTimers()
  })

  it('does nothing on a page without the list (the development server, a page without islands)', () => {
    expect(releasePreloads(document)).toBeUndefined()
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
  })
})
