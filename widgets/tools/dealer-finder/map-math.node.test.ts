import { boundsAround, sameBounds } from './map-math'

const ZURICH = { lat: 47.3769, lng: 8.5417 }

describe('sameBounds', () => {
  it('takes a view computed here and the same view a pixel off as one, and a pan of three pixels as another', () => {
    const box = { width: 800, height: 600 }
    const here = boundsAround(ZURICH, 12, box)
    const pixel = 360 / (256 * 2 ** 12)
    const [west, south, east, north] = here
    expect(sameBounds(here, [west + pixel, south, east + pixel, north], 12)).toBe(true)
    expect(sameBounds(here, [west + 3 * pixel, south, east + 3 * pixel, north], 12)).toBe(false)
    // Two pixels at zoom 12 are many at zoom 16: the tolerance follows the zoom.
    expect(sameBounds(boundsAround(ZURICH, 16, box), [west + pixel, south, east + pixel, north], 16)).toBe(false)
  })
})
