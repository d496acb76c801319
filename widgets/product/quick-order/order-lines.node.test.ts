import { checkQuantity, mergeInputs, readOrderRows, readOrderText, type OrderInput, type OrderRow } from './order-lines'

const positions = (text: string) => readOrderText(text).inputs.map(({ articleNumber, quantityText }) => [articleNumber, quantityText])

describe('readOrderText: what a buyer types or pastes', () => {
  it.each([
    ['a space', '10-4111.004 3'],
    ['several spaces', '10-4111.004     3'],
    ['a semicolon', '10-4111.004;3'],
    ['a comma', '10-4111.004,3'],
    ['a tab (a pasted Excel range)', '10-4111.004\t3'],
    ['a comma and a space', '10-4111.004, 3'],
    ['a no-break space', '10-4111.004\u00a03'],
    ['spaces around everything', '   10-4111.004 ;  3   '],
    ['trailing empty columns', '10-4111.004;3;;'],
    ['quotes around both values', '"10-4111.004";"3"'],
  ])('reads an article number and a quantity separated by %s', (_, line) => {
    expect(positions(line)).toEqual([['10-4111.004', '3']])
  })

  it('reads a line without a quantity as 1', () => {
    expect(positions('10-4111.004\n10-4111.020;\n10-4111.060\t')).toEqual([
      ['10-4111.004', '1'],
      ['10-4111.020', '1'],
      ['10-4111.060', '1'],
    ])
  })

  it('skips blank lines and reads Windows, Unix and old Mac line endings', () => {
    expect(positions('\r\n10-4111.004 3\r\n\r\n   \r\n10-4111.020 2\r10-4111.060 1\n\n')).toEqual([
      ['10-4111.004', '3'],
      ['10-4111.020', '2'],
      ['10-4111.060', '1'],
    ])
  })

  it('reads a pasted two-column Excel range with its header row', () => {
    const read = readOrderText('Artikelnummer\tMenge\r\n10-4111.004\t3\r\n10-4211.020\t12\r\n')
    expect(read.headerSkipped).toBe(true)
    expect(read.inputs).toEqual([
      { articleNumber: '10-4111.004', quantityText: '3' },
      { articleNumber: '10-4211.020', quantityText: '12' },
    ])
  })

  it.each(['Artikelnummer;Menge', 'Art.-Nr. Anzahl', 'articleNumber,quantity', 'Article number\tQty', 'SKU;Stück', "Numéro d'article;Quantité", 'Menge'])(
    'skips the header line %j',
    (header) => {
      const read = readOrderText(`${header}\n10-4111.004;3`)
      expect(read.headerSkipped).toBe(true)
      expect(read.inputs).toEqual([{ articleNumber: '10-4111.004', quantityText: '3' }])
    },
  )

  it('never takes a position for a header: a first line with an article number is read', () => {
    expect(readOrderText('10-4111.004 Menge').headerSkipped).toBe(false)
    expect(positions('10-4111.004 Menge')).toEqual([['10-4111.004', 'Menge']])
  })

  it('ignores a byte-order mark at the start', () => {
    expect(positions('\uFEFF10-4111.004;3')).toEqual([['10-4111.004', '3']])
  })

  it('keeps what a quantity says beyond a whole number, so the list can refuse it rather than guess', () => {
    expect(positions('10-4111.004 1,5\n10-4111.020 1.000\n10-4111.060 1 000\n10-4111.208 drei')).toEqual([
      ['10-4111.004', '1,5'],
      ['10-4111.020', '1.000'],
      ['10-4111.060', '1 000'],
      ['10-4111.208', 'drei'],
    ])
  })

  it('reads a quoted article number with a separator or a quote inside', () => {
    expect(positions('"AB 12;3" 4\n"X""Y" 2\n"offen 5')).toEqual([
      ['AB 12;3', '4'],
      ['X"Y', '2'],
      ['offen 5', '1'],
    ])
  })

  it('reads nothing from blank text', () => {
    expect(readOrderText(' \n\t\r\n')).toEqual({ inputs: [], headerSkipped: false })
  })
})

describe('readOrderRows: the rows of a CSV file', () => {
  it('reads article number and quantity from the first two columns without a header', () => {
    expect(readOrderRows([['10-4111.004', '3'], ['10-4211.020', '12']]).inputs).toEqual([
      { articleNumber: '10-4111.004', quantityText: '3' },
      { articleNumber: '10-4211.020', quantityText: '12' },
    ])
  })

  it('skips a German Excel header and follows the columns it names, in any order', () => {
    const read = readOrderRows([
      ['Menge', 'Bezeichnung', 'Art.-Nr.'],
      ['3', 'Motoröl Synth 0W-20 C5', '10-4111.004'],
      ['', 'Motoröl Synth 0W-20 C5', '10-4111.020'],
    ])
    expect(read.headerSkipped).toBe(true)
    expect(read.inputs).toEqual([
      { articleNumber: '10-4111.004', quantityText: '3' },
      { articleNumber: '10-4111.020', quantityText: '1' },
    ])
  })

  it('reads a first row with a quantity as a position, even when its article cell looks like a name', () => {
    expect(readOrderRows([['Artikel', '3']]).headerSkipped).toBe(false)
  })

  it('drops a byte-order mark and quotes the parser left, and skips empty rows and trailing empty cells', () => {
    expect(readOrderRows([['\uFEFFArtikelnummer', 'Menge', ''], ['', '', ''], ['"10-4111.004"', ' 3 ', '']]).inputs).toEqual([{ articleNumber: '10-4111.004', quantityText: '3' }])
  })

  it('reads a row whose only value is in the first cell like a typed line', () => {
    expect(readOrderRows([['10-4111.004 3'], ['10-4111.020', ''], ['10-4111.060']]).inputs).toEqual([
      { articleNumber: '10-4111.004', quantityText: '3' },
      { articleNumber: '10-4111.020', quantityText: '1' },
      { articleNumber: '10-4111.060', quantityText: '1' },
    ])
  })

  it('keeps a row without an article number, for the buyer to fix', () => {
    expect(readOrderRows([['', '3']]).inputs).toEqual([{ articleNumber: '', quantityText: '3' }])
  })
})

describe('checkQuantity (spec 1 §5, spec 2 §9)', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    [' 12 ', 12],
    ['+4', 4],
    ['0009', 9],
    ['9999', 9999],
  ])('takes %j as %i', (text, quantity) => {
    expect(checkQuantity(text)).toEqual({ ok: true, quantity })
  })

  it.each([
    ['', 'missingQuantity'],
    ['  ', 'missingQuantity'],
    ['0', 'tooSmall'],
    ['-3', 'tooSmall'],
    ['10000', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
    ['1,5', 'notWhole'],
    ['1.000', 'notWhole'],
    ['1 000', 'notWhole'],
    ['3 Stück', 'notWhole'],
    ['1e3', 'notWhole'],
    ['drei', 'notWhole'],
  ])('refuses %j: %s', (text, problem) => {
    expect(checkQuantity(text)).toEqual({ ok: false, problem })
  })
})

describe('mergeInputs', () => {
  let next = 0
  const newId = () => `r${String(++next)}`
  const input = (articleNumber: string, quantityText: string): OrderInput => ({ articleNumber, quantityText })
  const summary = (rows: OrderRow[]) => rows.map(({ articleNumber, quantityText, mergedLines }) => [articleNumber, quantityText, mergedLines])
  beforeEach(() => {
    next = 0
  })

  it('adds duplicate article numbers up into the first row, in any case and with spaces around', () => {
    const result = mergeInputs([], [input('10-4111.004', '3'), input('10-4211.020', '1'), input(' 10-4111.004 ', '2'), input('ab-12', '1'), input('AB-12', '4')], newId)
    expect(summary(result.rows)).toEqual([
      ['10-4111.004', '5', 2],
      ['10-4211.020', '1', 1],
      ['ab-12', '5', 2],
    ])
    expect(result).toMatchObject({ added: 3, merged: 2 })
  })

  it('adds a position to the row of the list that already has the article, and forgets that row’s refusal', () => {
    const rows: OrderRow[] = [{ id: 'a', articleNumber: '10-4111.004', quantityText: '3', mergedLines: 1, refused: 'Nicht mehr lieferbar' }]
    const result = mergeInputs(rows, [input('10-4111.004', '4')], newId)
    expect(result.rows).toEqual([{ id: 'a', articleNumber: '10-4111.004', quantityText: '7', mergedLines: 2 }])
    expect(rows[0]!.quantityText).toBe('3')
  })

  it('keeps positions with a bad quantity as rows of their own, and a sum above 9999 as written', () => {
    const result = mergeInputs([], [input('10-4111.004', '9000'), input('10-4111.004', 'zwei'), input('10-4111.004', '1000'), input('10-4111.004', '0')], newId)
    expect(summary(result.rows)).toEqual([
      ['10-4111.004', '10000', 2],
      ['10-4111.004', 'zwei', 1],
      ['10-4111.004', '0', 1],
    ])
  })

  it('never merges rows without an article number', () => {
    expect(mergeInputs([], [input('', '1'), input('', '2')], newId).rows).toHaveLength(2)
  })

  it('gives every new row an id of its own', () => {
    const { rows } = mergeInputs([], [input('1', '1'), input('2', '1')], newId)
    expect(rows.map((row) => row.id)).toEqual(['r1', 'r2'])
  })
})
