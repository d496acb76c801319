import { closestTerms, dictionaryOf, editDistance, fold, hasEveryWord, queryWords, searchText } from './search-text'

describe('the mock search’s text rules', () => {
  it('folds case, umlauts and accents: ö = oe, ä = ae, ü = ue, ß = ss', () => {
    expect(fold('Hydrauliköl')).toBe('hydraulikoel')
    expect(fold('KÜHLERSCHUTZ Gebrauchsfertig Ä')).toBe('kuehlerschutz gebrauchsfertig ae')
    expect(fold('Straße')).toBe('strasse')
    expect(fold('Huile pour chaîne, dégraissée')).toBe('huile pour chaine, degraissee')
  })

  it('needs every word, each in any field, with or without separators, never across two fields', () => {
    const text = searchText('Motoröl Synth 5W-30 LL', '10-4411', 'Motorenöle / PKW-Motorenöle')

    expect(hasEveryWord(text, queryWords('motoroel 5w30'))).toBe(true)
    expect(hasEveryWord(text, queryWords('104411 pkw'))).toBe(true)
    expect(hasEveryWord(text, queryWords('  synth  -  '))).toBe(true)
    expect(hasEveryWord(text, queryWords('synth 0w-20'))).toBe(false)
    expect(hasEveryWord(text, queryWords('ll10'))).toBe(false)
  })

  it('measures edit distance, and gives up beyond the allowed one', () => {
    expect(editDistance('hydraulikol', 'hydraulikoel', 2)).toBe(1)
    expect(editDistance('getribeoel', 'getriebeoel', 2)).toBe(1)
    expect(editDistance('kuehlmittel', 'motoroel', 2)).toBe(3)
  })

  it('suggests the nearest and most frequent terms of the dictionary, as the catalogue writes them', () => {
    const dictionary = dictionaryOf(['Hydrauliköl HLP 46', 'Hydrauliköl HVLP 32', 'Hydrauliköle', 'Getriebeöl CLP 220', '5W-30'])

    expect(dictionary.map((term) => term.text)).toEqual(['Hydrauliköl', 'HVLP', 'Hydrauliköle', 'Getriebeöl'])
    expect(closestTerms('hydraulikol', dictionary, 3).map((term) => term.text)).toEqual(['Hydrauliköl', 'Hydrauliköle'])
    expect(closestTerms('Getribeöl', dictionary, 3).map((term) => term.text)).toEqual(['Getriebeöl'])
    expect(closestTerms('Hydrauliköl', dictionary, 3).map((term) => term.text)).toEqual(['Hydrauliköle'])
    expect(closestTerms('xyz', dictionary, 3)).toEqual([])
  })
})
