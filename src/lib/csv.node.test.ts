import { csvBlob, csvCell, safeFileName, toCsv } from './csv'

describe('csv', () => {
  it('writes cells separated by ; with CRLF line ends (RFC 4180 §2)', () => {
    expect(toCsv([['Bestellnummer', 'Total'], ['4500000001', 123.5]])).toBe('Bestellnummer;Total\r\n4500000001;123.5\r\n')
  })

  it.each([
    ['a separator', 'Brunner; Winterthur', '"Brunner; Winterthur"'],
    ['a quote, doubled', 'Fass "XL"', '"Fass ""XL"""'],
    ['a line break', 'Zeile 1\nZeile 2', '"Zeile 1\nZeile 2"'],
    ['a comma, for readers that take it as the separator', '5W-30, 4 l', '"5W-30, 4 l"'],
  ])('quotes a cell with %s', (_, value, written) => {
    expect(csvCell(value)).toBe(written)
  })

  it('leaves plain text, umlauts and empty cells as they are', () => {
    expect(toCsv([['Zürich', '', null, undefined]])).toBe('Zürich;;;\r\n')
  })

  it.each(['=SUMME(A1:A9)', '+41 44 555 01 23', '-2+3', '-1+1', '-12.50 CHF', '--1', '-1.5.5', '- 1', '@SUM(1)', '\tTab', '\rCR', '=cmd|\' /C calc\'!A0'])(
    'neutralises %j, which a spreadsheet would run as a formula, with a leading apostrophe',
    (value) => {
      expect(csvCell(value).replace(/^"|"$/g, '').startsWith(`'${value[0]!}`)).toBe(true)
    },
  )

  it.each(['-12.50', '-1250.00', '-0.05', '-7'])('writes the plain negative amount %j as it is, so the spreadsheet reads a number', (value) => {
    expect(csvCell(value)).toBe(value)
    expect(toCsv([['Total', value]])).toBe(`Total;${value}\r\n`)
  })

  it('quotes a neutralised cell that still needs quotes', () => {
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"')
    expect(csvCell('\rCR')).toBe('"\'\rCR"')
  })

  it('writes numbers as numbers, negative ones without an apostrophe, and nothing for NaN', () => {
    expect([csvCell(-12.5), csvCell(0), csvCell(Number.NaN), csvCell(Number.POSITIVE_INFINITY)]).toEqual(['-12.5', '0', '', ''])
  })

  it('puts the UTF-8 byte order mark first, so Excel reads umlauts right', async () => {
    const blob = csvBlob('Ort\r\nZürich\r\n')
    expect(blob.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Ort\r\nZürich\r\n')
  })

  it('makes safe file names', () => {
    expect(safeFileName('Bestellungen Übersicht 2026/11')).toBe('bestellungen-uebersicht-2026-11')
    expect(safeFileName('../../etc')).toBe('etc')
    expect(safeFileName('***')).toBe('export')
  })
})
