import { screen, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { FILE_LIST_EXAMPLES } from './file-list.widget'

const { brochures, longest } = FILE_LIST_EXAMPLES

describe('tools/file-list', () => {
  it('lists each file with its name, kind and size in 1024 steps (spec 2 §9)', async () => {
    await renderWidget('tools/file-list', brochures, { pageData: { session: { language: 'de-CH' } } })
    expect(screen.getByRole('heading', { level: 2, name: 'Broschüren' })).toBeInTheDocument()
    const [catalogue, cars] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(catalogue).toHaveTextContent('Produktkatalog Schmierstoffe 2025')
    expect(catalogue).toHaveTextContent('PDF · 998.94 KB')
    expect(cars).toHaveTextContent('PDF · 2.46 MB')
  })

  it('opens a file in a new tab without opener or referrer, and downloads it, each link naming the file', async () => {
    await renderWidget('tools/file-list', brochures)
    const view = screen.getByRole('link', { name: 'Ansehen Produktkatalog Schmierstoffe 2025 (öffnet in neuem Tab)' })
    expect(view).toHaveAttribute('href', '/downloads/produktkatalog-schmierstoffe-2025.pdf')
    expect(view).toHaveAttribute('target', '_blank')
    expect(view).toHaveAttribute('rel', 'noopener noreferrer')
    const download = screen.getByRole('link', { name: 'Herunterladen Produktkatalog Schmierstoffe 2025' })
    expect(download).toHaveAttribute('download', '')
    expect(download).not.toHaveAttribute('target')
  })

  it('shows a file’s preview to the eye only, a symbol where it has none, and no details where the CMS gives none', async () => {
    const { el } = await renderWidget('tools/file-list', longest)
    const rows = el.querySelectorAll('[data-part="file"]')
    expect(rows[0]!.querySelector('img[data-part="preview"]')).toHaveAttribute('alt', '')
    expect(rows[1]!.querySelector('[data-part="file-icon"] svg')).toHaveAttribute('aria-hidden', 'true')
    expect(rows[2]!.querySelector('[data-part="file-details"]')).toBeNull()
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('writes the size in the digits of the page’s language', async () => {
    await renderWidget('tools/file-list', brochures, { pageData: { session: { language: 'fr-CH' } } })
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('PDF · 2,46 MB')
    expect(screen.getByRole('link', { name: /^Télécharger Broschüre Motorenöle PKW$/ })).toBeInTheDocument()
  })

  it('leaves out a list whose file leads to javascript:, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/file-list', { files: [{ name: 'Böse', url: 'javascript:alert(1)' }] })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/files/)
  })
})
