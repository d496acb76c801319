import { CATEGORIES } from '@/test/mocks/db/categories'
import { productsIn } from '@/test/mocks/db/catalogue'
import { ASSETS, assetAt, sheetsOf } from '@/test/mocks/db/documents'
import { blocksIn, propsOf, propsProblems, renderPage, servedFile, type FileListProps } from './block-page-checks'

const { doc } = renderPage('/downloads')
const blocks = blocksIn(doc)
const lists = propsOf<FileListProps>(blocks, 'tools/file-list')
const files = lists.flatMap((list) => list.files)

describe('the downloads page', () => {
  it('is built from blocks the islands accept: an introduction first, file lists, the hint on safety data sheets and a contact', () => {
    expect(propsProblems(blocks)).toEqual([])
    expect(blocks[0]?.name).toBe('tools/text-button')
    expect(blocks[0]?.element.getAttribute('data-hydrate')).toBe('load')
    expect(blocks.map(({ name }) => name)).toEqual(expect.arrayContaining(['tools/good-to-know', 'tools/compact-contact-teaser']))
    expect(lists.length).toBeGreaterThan(1)
  })

  it('links only files the CMS serves, each with the size of the file it serves', () => {
    const wrong = files.filter((file) => assetAt(file.url)?.size !== file.size || file.type !== 'PDF')
    expect(wrong).toEqual([])
    // Served as the bytes the list promises: the smallest file of each list (the largest take a second each to write).
    const smallest = lists.map((list) => list.files.reduce((least, file) => ((file.size ?? 0) < (least.size ?? 0) ? file : least)))
    expect(smallest.map((file) => [file.url, servedFile(file.url)?.byteLength])).toEqual(smallest.map((file) => [file.url, file.size]))
  })

  it('offers every file of the catalogue once, the data sheets under their product line', () => {
    expect(files.map((file) => file.url).sort()).toEqual(ASSETS.map((asset) => asset.url).sort())

    const lines = lists.filter((list) => list.level === 3)
    expect(lines.map((list) => list.title)).toEqual(['Motorenöle', 'Getriebeöle', 'Hydrauliköle', 'Schmierfette'])
    for (const list of lines) {
      const line = CATEGORIES.find((category) => category.name === list.title)
      const sheets = productsIn(line?.id ?? '').flatMap((product) => sheetsOf(product.articleNumber))
      expect(list.files.map((file) => file.url), list.title).toEqual(sheets.map((sheet) => sheet.url))
    }
  })

  it('links the data sheets’ other places and a heading above them that can be linked to', () => {
    const hrefs = [...doc.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'))
    expect(hrefs).toEqual(expect.arrayContaining(['/produkte', '/konto/sicherheitsdatenblaetter', '/wissen/sicherheitsdatenblaetter-finden', '/kontakt']))
    expect(doc.querySelector('#datenblaetter')?.textContent).toBe('Datenblätter nach Produktlinie')
  })
})
