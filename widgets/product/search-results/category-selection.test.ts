import type { CategoryNode } from '@/api/search'
import { checkStateOf, indexCategories, normalizeSelection, toggleCategory } from './category-selection'

const node = (id: string, count: number, children: CategoryNode[] = []): CategoryNode => ({ id, name: id, count, children })

// Motor oils: cars (three viscosities, one without results), trucks; greases without results.
const tree = [
  node('motor', 30, [node('car', 20, [node('0w20', 8), node('5w30', 12), node('10w40', 0)]), node('truck', 10, [node('15w40', 10)])]),
  node('grease', 0, [node('lithium', 0)]),
]
const index = indexCategories(tree)
const states = (selected: string[]) => Object.fromEntries([...index.keys()].map((id) => [id, checkStateOf(id, selected, index)]))

describe('the category filter’s selection', () => {
  it('marks the parents of a checked child mixed, up to the top', () => {
    const selected = toggleCategory('5w30', [], index)
    expect(selected).toEqual(['5w30'])
    expect(states(selected)).toMatchObject({ motor: 'mixed', car: 'mixed', '5w30': 'checked', '0w20': 'unchecked', truck: 'unchecked' })
  })

  it('checks a parent once every child with results is checked, and selects the parent instead', () => {
    const selected = toggleCategory('0w20', toggleCategory('5w30', [], index), index)
    expect(selected).toEqual(['car'])
    expect(states(selected)).toMatchObject({ motor: 'mixed', car: 'checked', '0w20': 'checked', '5w30': 'checked', '10w40': 'checked' })
  })

  it('checks a parent with everything below it', () => {
    const selected = toggleCategory('motor', ['5w30'], index)
    expect(selected).toEqual(['motor'])
    expect(states(selected)).toMatchObject({ motor: 'checked', car: 'checked', '15w40': 'checked' })
  })

  it('keeps the siblings checked when one child of a checked parent is unchecked', () => {
    const selected = toggleCategory('5w30', ['motor'], index)
    expect(selected.sort()).toEqual(['0w20', 'truck'])
    expect(states(selected)).toMatchObject({ motor: 'mixed', car: 'mixed', '5w30': 'unchecked', '0w20': 'checked', truck: 'checked', '15w40': 'checked' })
  })

  it('unchecks the parent when the last checked child is unchecked', () => {
    const selected = toggleCategory('5w30', ['5w30'], index)
    expect(selected).toEqual([])
    expect(states(selected)).toMatchObject({ motor: 'unchecked', car: 'unchecked', '5w30': 'unchecked' })
  })

  it('unchecks a checked parent with all of it', () => {
    expect(toggleCategory('car', ['car', 'truck'], index)).toEqual(['truck'])
  })

  it('drops unknown ids, doubles and ids inside a selected branch; merges complete parents', () => {
    expect(normalizeSelection(['nonsense', '5w30', '5w30', 'motor'], index)).toEqual(['motor'])
    expect(normalizeSelection(['0w20', '5w30', '15w40'], index)).toEqual(['motor'])
    expect(normalizeSelection(['lithium', 'truck'], index)).toEqual(['lithium', 'truck'])
  })
})
