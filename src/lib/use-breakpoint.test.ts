import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { FALLBACK_BREAKPOINT, useBreakpoint, useMinWidth } from '@/src/lib/use-breakpoint'

/** A MediaQueryList for `(min-width: Npx)` whose answer follows the fake viewport. */
class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  readonly media: string
  readonly minWidth: number
  matches: boolean
  listeners = 0
  onchange: MediaQueryList['onchange'] = null

  constructor(media: string, width: number) {
    super()
    const min = /^\(min-width: (\d+)px\)$/.exec(media)?.[1]
    if (min === undefined) throw new Error(`unexpected media query ${media}`)
    this.media = media
    this.minWidth = Number(min)
    this.matches = width >= this.minWidth
  }

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners++
    super.addEventListener(...args)
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners--
    super.removeEventListener(...args)
  }

  addListener() {
    throw new Error('deprecated addListener must not be used')
  }

  removeListener() {
    throw new Error('deprecated removeListener must not be used')
  }
}

/** Installs a matchMedia whose viewport width the test sets, firing `change` like a browser does. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth
  const lists: FakeMediaQueryList[] = []
  vi.stubGlobal('matchMedia', (media: string) => {
    const list = new FakeMediaQueryList(media, width)
    lists.push(list)
    return list
  })
  return {
    resize(next: number) {
      width = next
      act(() => {
        for (const list of lists) {
          const matches = width >= list.minWidth
          if (matches === list.matches) continue
          list.matches = matches
          list.dispatchEvent(new Event('change'))
        }
      })
    },
    listeners: () => lists.reduce((sum, list) => sum + list.listeners, 0),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useBreakpoint', () => {
  it('answers the breakpoint of the current viewport', () => {
    fakeViewport(800)
    const { result } = renderHook(() => useBreakpoint())
    expect(result.current).toBe('sm')
  })

  it('re-renders when the viewport crosses into another breakpoint', () => {
    const viewport = fakeViewport(1300)
    const { result } = renderHook(() => useBreakpoint())
    expect(result.current).toBe('lg')

    viewport.resize(1400)
    expect(result.current).toBe('xl')
    viewport.resize(1700)
    expect(result.current).toBe('xxl')
    viewport.resize(320)
    expect(result.current).toBe('xxs')
    viewport.resize(480)
    expect(result.current).toBe('xs')
  })

  it('does not re-render for a resize within the same breakpoint', () => {
    const viewport = fakeViewport(1024)
    let renders = 0
    renderHook(() => {
      renders++
      return useBreakpoint()
    })
    const before = renders
    viewport.resize(1100)
    viewport.resize(1199)
    expect(renders).toBe(before)
  })

  it('stops listening when the component unmounts', () => {
    const viewport = fakeViewport(1024)
    const { unmount } = renderHook(() => useBreakpoint())
    expect(viewport.listeners()).toBeGreaterThan(0)
    unmount()
    expect(viewport.listeners()).toBe(0)
  })

  it(`falls back to ${FALLBACK_BREAKPOINT} without matchMedia`, () => {
    vi.stubGlobal('matchMedia', undefined)
    const { result } = renderHook(() => useBreakpoint())
    expect(result.current).toBe('lg')
  })

  it('renders the fallback on the server', () => {
    const Probe = () => `${useBreakpoint()} ${String(useMinWidth('xl'))}`
    expect(renderToString(createElement(Probe))).toBe('lg false')
  })
})

describe('useMinWidth', () => {
  it('answers whether the viewport reaches the breakpoint', () => {
    fakeViewport(1364)
    expect(renderHook(() => useMinWidth('xl')).result.current).toBe(true)
    expect(renderHook(() => useMinWidth('xxl')).result.current).toBe(false)
    expect(renderHook(() => useMinWidth('xxs')).result.current).toBe(true)
  })

  it('re-renders only when its own answer flips', () => {
    const viewport = fakeViewport(500)
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useMinWidth('md')
    })
    expect(result.current).toBe(false)
    const before = renders

    viewport.resize(800) // xs → sm: another breakpoint, same answer for md
    expect(renders).toBe(before)
    expect(result.current).toBe(false)

    viewport.resize(1024)
    expect(result.current).toBe(true)
    viewport.resize(1023)
    expect(result.current).toBe(false)
  })

  it('follows the fallback without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined)
    expect(renderHook(() => useMinWidth('lg')).result.current).toBe(true)
    expect(renderHook(() => useMinWidth('xl')).result.current).toBe(false)
  })
})
