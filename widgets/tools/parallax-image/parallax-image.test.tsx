import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { driftAt, DRIFT, startDrift } from './drift'
import { PARALLAX_IMAGE_EXAMPLES } from './parallax-image.widget'

const { alps, longest } = PARALLAX_IMAGE_EXAMPLES

/** A browser without scroll-driven animations, whose visitor does (`reduce`) or does not ask for less motion; `observed` gets the band's observer. */
function olderBrowser({ reduce }: { reduce: boolean }) {
  const observed: { callback?: IntersectionObserverCallback } = {}
  vi.stubGlobal('CSS', { supports: () => false })
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed.callback = callback
      }
      observe() {}
      disconnect() {}
    },
  )
  return observed
}

const enter = (observed: { callback?: IntersectionObserverCallback }, isIntersecting: boolean) =>
  observed.callback?.([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)

describe('tools/parallax-image', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('shows the picture in its band, across the column, with its caption', async () => {
    const { el } = await renderWidget('tools/parallax-image', longest)
    expect(el.querySelector('[data-part="picture"]')).toHaveAttribute('data-ratio', '42-10')
    expect(screen.getByRole('img', { name: longest.image.alt })).toHaveAttribute('sizes', '(min-width: 1200px) 1168px, 100vw')
    expect(screen.getByRole('figure')).toHaveTextContent(/^Seit 2020 beziehen/)
  })

  it('drifts from -8 % entering below the screen to +8 % leaving above it, and no further', () => {
    expect(driftAt(800, 200, 800)).toBeCloseTo(-DRIFT)
    expect(driftAt(300, 200, 800)).toBeCloseTo(0)
    expect(driftAt(-200, 200, 800)).toBeCloseTo(DRIFT)
    expect(driftAt(2000, 200, 800)).toBeCloseTo(-DRIFT)
    expect(driftAt(-900, 200, 800)).toBeCloseTo(DRIFT)
  })

  it('in a browser without scroll-driven animations sets one transform per frame while on screen, and listens to nothing off it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    const observed = olderBrowser({ reduce: false })
    const band = document.createElement('div')
    const image = document.createElement('img')
    band.getBoundingClientRect = () => ({ top: 300, height: 200 }) as DOMRect
    const added = vi.spyOn(window, 'addEventListener')
    const stop = startDrift(band, image)

    enter(observed, true)
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('scroll'))
    expect(image.style.transform).toBe('')
    vi.advanceTimersToNextFrame()
    expect(image.style.transform).toBe(`translateY(${(driftAt(300, 200, window.innerHeight) * 100).toFixed(2)}%)`)
    expect(added.mock.calls.filter(([type]) => type === 'scroll')).toEqual([['scroll', expect.any(Function), { passive: true }]])

    enter(observed, false)
    image.style.transform = ''
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersToNextFrame()
    expect(image.style.transform).toBe('')
    stop()
  })

  it('stands still for a visitor who prefers reduced motion, and where the stylesheet drifts it', async () => {
    const observed = olderBrowser({ reduce: true })
    const image = document.createElement('img')
    startDrift(document.createElement('div'), image)
    expect(observed.callback).toBeUndefined()

    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    vi.stubGlobal('CSS', { supports: (query: string) => query === 'animation-timeline: view()' })
    startDrift(document.createElement('div'), image)
    expect(observed.callback).toBeUndefined()
  })

  it('leaves out a band of a shape it cannot drift in, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/parallax-image', { ...alps, ratio: '3-2' } as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/ratio/)
  })
})
