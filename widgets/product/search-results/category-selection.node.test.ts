import type { CategoryNode } from '@/api/search'
import { checkStateOf, indexCategories, narrowestCategories, normalizeSelection, toggleCategory } from './category-selection'

const node = (id: string, count: number, children: CategoryNode[] = []): CategoryNode => ({ id, name: id, count, children })

// Motor oils: cars (three viscosities, one without results), trucks; greases without results.
const tree = [
  node('motor', 30, [node('car', 20, [node('0w20', 8), node('5w30', 12), node('10w40', 0)]), node('truck', 10, [node('15w40', 10)])]),
  node('grease', 0, [node('lithium', 0)]),
]
const index = indexCategories(tree)
const states = (selected: string[]) => Object.fromEntries([...index.keys()].map((id) => [id, checkStateOf(id, selected, index)]))

describe('the category filter’s selection (spec 1 §4)', () => {
  it('checks the parents of a checked child with it; they look mixed, as the child narrows them', () => {
    const selected = toggleCategory('5w30', [], index)
    expect(selected).toEqual(['motor', 'car', '5w30'])
    expect(narrowestCategories(selected, index)).toEqual(['5w30'])
    expect(states(selected)).toMatchObject({ motor: 'mixed', car: 'mixed', '5w30': 'checked', '0w20': 'unchecked', truck: 'unchecked' })
  })

  it('shows a parent checked once every child with results is checked', () => {
    const selected = toggleCategory('0w20', toggleCategory('5w30', [], index), index)
    expect(selected).toEqual(['motor', 'car', '0w20', '5w30'])
    expect(narrowestCategories(selected, index)).toEqual(['0w20', '5w30'])
    expect(states(selected)).toMatchObject({ motor: 'mixed', car: 'checked', '0w20': 'checked', '5w30': 'checked', '10w40': 'unchecked' })
  })

  it('checks a parent alone as the whole category, with its own parents', () => {
    const selected = toggleCategory('car', [], index)
    expect(selected).toEqual(['motor', 'car'])
    expect(narrowestCategories(selected, index)).toEqual(['car'])
    expect(states(selected)).toMatchObject({ motor: 'mixed', car: 'checked', '5w30': 'unchecked', truck: 'unchecked' })
  })

  it('keeps the parents checked while another child remains', () => {
    const selected = toggleCategory('5w30', ['motor', 'car', '0w20', '5w30'], index)
    expect(selected).toEqual(['motor', 'car', '0w20'])
    expect(states(selected)).toMatchObject({ motor: 'mixed', car: 'mixed', '0w20': 'checked', '5w30': 'unchecked' })
  })

  it('unchecks the parents when the last checked child is unchecked', () => {
    const selected = toggleCategory('5w30', ['motor', 'car', '5w30'], index)
    expect(selected).toEqual([])
    expect(states(selected)).toMatchObject({ motor: 'unchecked', car: 'unchecked', '5w30': 'unchecked' })
  })

  it('unchecks a checked parent with its children, and keeps a parent that has other checked children', () => {
    expect(toggleCategory('car', ['motor', 'car', '0w20', '5w30', 'truck'], index)).toEqual(['motor', 'truck'])
    expect(toggleCategory('motor', ['motor', 'car', '0w20', '5w30', 'truck', '15w40'], index)).toEqual([])
  })

  it('makes a mixed parent the whole category again', () => {
    expect(toggleCategory('car', ['motor', 'car', '5w30'], index)).toEqual(['motor', 'car'])
  })

  it('drops unknown ids and doubles, adds the parents, and keeps the tree’s order', () => {
    expect(normalizeSelection(['nonsense', '5w30', '5w30'], index)).toEqual(['motor', 'car', '5w30'])
    expect(normalizeSelection(['15w40', '0w20'], index)).toEqual(['motor', 'car', '0w20', 'truck', '15w40'])
    expect(normalizeSelection(['lithium', 'truck'], index)).toEqual(['motor', 'truck', 'grease', 'lithium'])
  })
})
