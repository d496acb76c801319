import { capDepth, capText, capTree, ELLIPSIS } from './cap'

describe('limits on outside data', () => {
  it.each([
    ['short', 5, 'short'],
    ['genau', 5, 'genau'],
    ['Schmierstoff', 5, `Schm${ELLIPSIS}`],
    ['x'.repeat(100_000), 500, `${'x'.repeat(499)}${ELLIPSIS}`],
  ])('cuts %j to %i characters with a visible ellipsis', (text, max, expected) => {
    expect(capText(text, max)).toBe(expected)
    expect(capText(text, max).length).toBeLessThanOrEqual(max)
  })

  it('leaves out what is nested deeper than the limit, however deep the input', () => {
    let deep: unknown = 'Boden'
    for (let level = 0; level < 100_000; level++) deep = { child: deep, name: `Ebene` }
    expect(capDepth({ a: [1, { b: 2 }], deep }, 3)).toEqual({ a: [1, { b: 2 }], deep: { name: 'Ebene', child: { name: 'Ebene' } } })
    expect(capDepth('Text', 0)).toBe('Text')
    expect(capDepth({ a: 1 }, 0)).toBeUndefined()
  })

  it('cuts a tree below its allowed levels and drops children that are not items', () => {
    const tree = [{ label: '1', pages: [{ label: '2', pages: [{ label: '3', pages: [{ label: '4' }] }, 'kaputt', null] }] }]
    expect(capTree(tree, 'pages', 3)).toEqual([{ label: '1', pages: [{ label: '2', pages: [{ label: '3' }] }] }])
    expect(capTree(tree, 'pages', 1)).toEqual([{ label: '1' }])
  })
})
