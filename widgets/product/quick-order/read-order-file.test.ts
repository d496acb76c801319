import { ORDER_FILE_MAX_BYTES } from './order-lines'
import { readOrderFile } from './read-order-file'

const csv = (content: string | Uint8Array<ArrayBuffer>, name = 'bestellung.csv') => new File([content], name, { type: 'text/csv' })
// ASCII and ü (0xFC in Windows-1252), which is all the test writes.
const windows1252 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from({ length: text.length }, (_, index) => (text.charAt(index) === 'ü' ? 0xfc : text.charCodeAt(index)))

describe('readOrderFile', () => {
  it('reads a CSV file as Excel saves it in German locales: semicolons, a header row, UTF-8 with a byte-order mark', async () => {
    const file = csv('\uFEFFArtikelnummer;Menge\r\n10-4111.004;3\r\n"10-4211.020";"12"\r\n;;\r\n')
    expect(await readOrderFile(file)).toEqual({
      ok: true,
      read: {
        headerSkipped: true,
        inputs: [
          { articleNumber: '10-4111.004', quantityText: '3' },
          { articleNumber: '10-4211.020', quantityText: '12' },
        ],
      },
    })
  })

  it('reads articleNumber,quantity with commas and without a header, and tab-separated text', async () => {
    expect(await readOrderFile(csv('10-4111.004,3\n10-4111.020,1\n'))).toMatchObject({ ok: true, read: { headerSkipped: false, inputs: [{ quantityText: '3' }, { quantityText: '1' }] } })
    expect(await readOrderFile(csv('10-4111.004\t3\n10-4111.020\t2\n', 'liste.txt'))).toMatchObject({ ok: true, read: { inputs: [{ articleNumber: '10-4111.004' }, { articleNumber: '10-4111.020' }] } })
  })

  it('reads a quoted field with the delimiter inside', async () => {
    expect(await readOrderFile(csv('"AB;12";4\n'))).toMatchObject({ ok: true, read: { inputs: [{ articleNumber: 'AB;12', quantityText: '4' }] } })
  })

  it('reads a file of one article number per line, each for 1', async () => {
    expect(await readOrderFile(csv('10-4111.004\n10-4111.020\n'))).toMatchObject({ ok: true, read: { inputs: [{ quantityText: '1' }, { quantityText: '1' }] } })
  })

  it('reads Windows-1252, which Excel’s plain CSV still writes', async () => {
    expect(await readOrderFile(csv(windows1252('Artikelnummer;Stück\r\n10-4111.004;3\r\n')))).toMatchObject({ ok: true, read: { headerSkipped: true, inputs: [{ quantityText: '3' }] } })
  })

  it('refuses a file above 1 MB without reading it', async () => {
    expect(await readOrderFile(csv('1'.repeat(ORDER_FILE_MAX_BYTES + 1)))).toEqual({ ok: false, problem: 'fileTooLarge' })
  })

  it('refuses a binary file and one without positions', async () => {
    expect(await readOrderFile(csv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 'bestellung.xlsx'))).toEqual({ ok: false, problem: 'fileUnreadable' })
    expect(await readOrderFile(csv('Artikelnummer;Menge\r\n\r\n'))).toEqual({ ok: false, problem: 'fileEmpty' })
  })
})
