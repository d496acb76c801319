import { isShownOn } from './teaser-item'

describe('isShownOn (spec 2 §2.10: a teaser outside its fromDate–toDate window is not shown)', () => {
  it.each([
    [{}, '2026-11-29', true],
    [{ fromDate: '2026-12-01' }, '2026-11-30', false],
    [{ fromDate: '2026-12-01' }, '2026-12-01', true],
    [{ toDate: '2026-12-24' }, '2026-12-24', true],
    [{ toDate: '2026-12-24' }, '2026-12-25', false],
    [{ fromDate: '2026-12-01', toDate: '2026-12-24' }, '2026-12-10', true],
  ])('%o on %s: %s', (window, day, shown) => {
    expect(isShownOn(window, day)).toBe(shown)
  })
})
