import { headingsFrom } from './heading-levels'

describe('headingsFrom', () => {
  it('moves the highest heading to the level asked for and the others by as much, keeping their attributes', () => {
    expect(headingsFrom('<h3 id="a">Aufgaben</h3><p>Text</p><h4>Details</h4>', 2)).toBe('<h2 id="a">Aufgaben</h2><p>Text</p><h3>Details</h3>')
    expect(headingsFrom('<h2>Ein Öl</h2><H3 class="x">Motor</H3>', 5)).toBe('<h5>Ein Öl</h5><h6 class="x">Motor</h6>')
  })

  it('goes no deeper than h6 and no higher than h1', () => {
    expect(headingsFrom('<h2>a</h2><h4>b</h4>', 5)).toBe('<h5>a</h5><h6>b</h6>')
    expect(headingsFrom('<h4>a</h4>', 0)).toBe('<h1>a</h1>')
  })

  it('leaves HTML without headings, or already at the level, as it is, and never renames other tags', () => {
    expect(headingsFrom('<p>Text</p><header>Kopf</header><hr>', 2)).toBe('<p>Text</p><header>Kopf</header><hr>')
    expect(headingsFrom('<h2>a</h2>', 2)).toBe('<h2>a</h2>')
    expect(headingsFrom('<p>a &lt;h2&gt; b</p><h3>c</h3>', 2)).toBe('<p>a &lt;h2&gt; b</p><h2>c</h2>')
  })
})
