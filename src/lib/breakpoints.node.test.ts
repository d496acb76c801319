import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BREAKPOINT_NAMES, BREAKPOINTS, breakpointFor } from '@/src/lib/breakpoints'

describe('breakpoints', () => {
  it('has the values of spec 2 §9, smallest first', () => {
    expect(BREAKPOINTS).toEqual({ xxs: 0, xs: 480, sm: 768, md: 1024, lg: 1200, xl: 1364, xxl: 1644 })
    expect(BREAKPOINT_NAMES).toEqual(['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'])
  })

  it.each([
    [0, 'xxs'],
    [320, 'xxs'],
    [479, 'xxs'],
    [479.5, 'xxs'],
    [480, 'xs'],
    [767, 'xs'],
    [768, 'sm'],
    [1023, 'sm'],
    [1024, 'md'],
    [1199, 'md'],
    [1200, 'lg'],
    [1363, 'lg'],
    [1364, 'xl'],
    [1643, 'xl'],
    [1644, 'xxl'],
    [5000, 'xxl'],
  ])('puts a %s px viewport in %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected)
  })

  it.each([-1, NaN])('treats %s as the smallest breakpoint', (width) => {
    expect(breakpointFor(width)).toBe('xxs')
  })

  it('agrees with the custom properties in styles/breakpoints.css', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../styles/breakpoints.css'), 'utf8')
    const declared = Object.fromEntries(
      [...css.matchAll(/--breakpoint-([a-z]+):\s*(\d+)px\s*;/g)].map(([, name, px]) => [name, Number(px)]),
    )
    expect(declared).toEqual(BREAKPOINTS)
  })
})
