import { findPlace, type Box } from './placement'

// A window of 1280 × 900 less a margin of 16 px, and a stack of 384 × 80 (spec 2 §9 desktop; the stack's width from 768 px).
const AREA: Box = { left: 16, top: 16, right: 1264, bottom: 884 }
const STACK = { width: 384, height: 80 }
const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height })
const covers = (place: { left: number; top: number }, obstacle: Box) =>
  place.left < obstacle.right && obstacle.left < place.left + STACK.width && place.top < obstacle.bottom && obstacle.top < place.top + STACK.height

describe('findPlace', () => {
  it('keeps the stack in the bottom right corner while nothing is there', () => {
    expect(findPlace(STACK, AREA, [box(40, 40, 600, 300)])).toEqual({ left: 880, top: 804 })
  })

  it('moves it to the next free corner when a control is in the first', () => {
    const button = box(1100, 840, 120, 36)
    expect(findPlace(STACK, AREA, [button])).toEqual({ left: 16, top: 804 })
  })

  it('finds a free place between the controls of a table that fills the window: over its text, not its buttons and links', () => {
    // Rows of 60 px: a link at the left, a button at the right, text between them.
    const controls = Array.from({ length: 15 }, (_, row) => [box(40, row * 60, 300, 40), box(1100, row * 60 + 10, 130, 40)]).flat()
    const place = findPlace(STACK, AREA, controls)
    expect(controls.filter((control) => covers(place, control))).toEqual([])
    expect(place.left).toBeGreaterThanOrEqual(AREA.left)
    expect(place.left + STACK.width).toBeLessThanOrEqual(AREA.right)
  })

  it('stays where it is while that place is clear, though a corner is free again', () => {
    expect(findPlace(STACK, AREA, [], { left: 500, top: 300 })).toEqual({ left: 500, top: 300 })
    expect(findPlace(STACK, AREA, [box(600, 320, 40, 40)], { left: 500, top: 300 })).toEqual({ left: 880, top: 804 })
  })

  it('goes back to the bottom right corner when no place is free, where the scroll padding keeps focus clear of it', () => {
    const everywhere = Array.from({ length: 30 }, (_, row) => box(0, row * 30, 1280, 24))
    expect(findPlace(STACK, AREA, everywhere, { left: 500, top: 16 })).toEqual({ left: 880, top: 804 })
  })
})
