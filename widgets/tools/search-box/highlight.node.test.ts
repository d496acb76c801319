import { highlight } from './highlight'

const marked = (title: string, term: string) =>
  highlight(title, term)
    .map(({ text, match }) => (match ? `[${text}]` : text))
    .join('')

describe('highlight', () => {
  it.each([
    ['Motoröl Synth 5W-30', 'motor', '[Motor]öl Synth 5W-30'],
    ['Motoröl Synth 5W-30', 'MOTORÖL', '[Motoröl] Synth 5W-30'],
    // The search folds umlauts (ö = oe, ß = ss), so the mark does too, over the original letters.
    ['Motoröl Synth 5W-30', 'motoroel', '[Motoröl] Synth 5W-30'],
    ['Fliessfett NLGI 00', 'fließ', '[Fliess]fett NLGI 00'],
    ['Getriebeöl GL-5 für Achsen', 'öl achsen', 'Getriebe[öl] GL-5 für [Achsen]'],
    // Overlapping words make one mark; every occurrence is marked.
    ['Hydrauliköl HLP 46', 'hydraulik hydrauliköl', '[Hydrauliköl] HLP 46'],
    ['Öl für Öle', 'öl', '[Öl] für [Öl]e'],
    // A lone letter among other words is not marked; nothing found leaves the title as it is.
    ['Motoröl Synth 5W-30', 'a motor', '[Motor]öl Synth 5W-30'],
    ['Schmierfett', 'xyz', 'Schmierfett'],
    ['Huile moteur Synthèse', 'synthese', 'Huile moteur [Synthèse]'],
  ])('marks %j for %j: %s', (title, term, expected) => {
    expect(marked(title, term)).toBe(expected)
  })

  it('gives text, never markup, and keeps the title whole', () => {
    const title = '<img src=x onerror=alert(1)> Öl'
    const segments = highlight(title, 'img')
    expect(segments.map((segment) => segment.text).join('')).toBe(title)
    expect(segments).toContainEqual({ text: 'img', match: true })
  })

  it('keeps characters outside the basic plane whole', () => {
    expect(marked('Öl 🛢 Fass', 'fass')).toBe('Öl 🛢 [Fass]')
  })
})
