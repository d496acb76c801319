import { screen, waitFor, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { FILE_SHARING_EXAMPLES } from './file-sharing.widget'

const { dealer, small, expired } = FILE_SHARING_EXAMPLES

// The demo's «today» in Swiss time; the expiry decides between the share and the notice.
const today = (moment = '2026-05-04T10:00:00Z') => vi.useFakeTimers({ toFake: ['Date'], now: new Date(moment) })

const SWISS = { pageData: { session: { language: 'de-CH' } } }

const assetList = () => screen.getAllByRole('list').find((list) => list.getAttribute('data-part') === 'assets')!
const tiles = () => within(assetList()).getAllByRole('listitem').filter((item) => item.getAttribute('data-part') === 'asset')
const menuOf = (name: string) => screen.getByRole('button', { name: `Herunterladen ${name}` })
const downloadAll = () => screen.getByRole('button', { name: 'Alle herunterladen' })

/** A share of one asset of `size` bytes, for the sizes a tile writes. */
const sized = (size: number) => ({ name: 'Gross', assets: [{ name: 'datei.bin', size, download: { ZIP: '/downloads/datei.zip' } }] })

describe('tools/file-sharing', () => {
  beforeEach(() => today())
  afterEach(() => vi.useRealTimers())

  it('names the share, its last day as DD.MM.YYYY and its number of files (spec 2 §2.6, §9)', async () => {
    await renderWidget('tools/file-sharing', { ...dealer, headingLevel: 1 }, SWISS)
    expect(screen.getByRole('heading', { level: 1, name: 'Produktbilder und Datenblätter für Garage Brunner AG' })).toBeInTheDocument()
    expect(screen.getByText('Gültig bis 31.03.2031')).toBeInTheDocument()
    expect(screen.getByText('Dateien: 14')).toBeInTheDocument()
  })

  it('shows the first 6 files, and all 14 after «Alle 14 anzeigen», with the focus on the first file it showed', async () => {
    const { user } = await renderWidget('tools/file-sharing', dealer, SWISS)
    expect(tiles()).toHaveLength(6)
    expect(tiles().map((tile) => tile.querySelector('[data-part="asset-name"]')!.textContent)).toEqual([
      'gebinde-flasche-kanister-fass.jpg',
      'technisches-datenblatt-motoroel-synth-0w-20-c5.pdf',
      'sicherheitsdatenblatt-motoroel-synth-0w-20-c5.pdf',
      'werk-winterthur.jpg',
      'labor-viskositaetspruefung.jpg',
      'lager-faesser-ibc.jpg',
    ])

    await user.click(screen.getByRole('button', { name: 'Alle 14 anzeigen' }))
    await waitFor(() => expect(tiles()).toHaveLength(14))
    expect(tiles()[6]).toHaveTextContent('werkstatt-oelwechsel.jpg')
    await waitFor(() => expect(tiles()[6]).toHaveFocus())
    expect(screen.queryByRole('button', { name: /anzeigen/ })).not.toBeInTheDocument()
  })

  it('has no «Alle anzeigen» and no menu for all files when a share has neither more than 6 files nor formats for all', async () => {
    await renderWidget('tools/file-sharing', small, SWISS)
    expect(tiles()).toHaveLength(3)
    expect(screen.getByText('Dateien: 3')).toBeInTheDocument()
    expect(screen.queryByText(/Gültig bis/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /anzeigen/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Alle herunterladen' })).not.toBeInTheDocument()
  })

  it('shows a preview to the eye only, and the type of a file without one', async () => {
    const { el } = await renderWidget('tools/file-sharing', dealer, SWISS)
    const [photo, sheet] = tiles()
    expect(photo!.querySelector('img')).toHaveAttribute('alt', '')
    expect(photo!.querySelector('img')).toHaveAttribute('srcset', '/media/kanister-480.jpg 480w, /media/kanister-960.jpg 960w')
    expect(sheet!.querySelector('[data-part="file-type"]')).toHaveAttribute('aria-hidden', 'true')
    expect(sheet!.querySelector('[data-part="file-type"]')).toHaveTextContent('PDF')
    expect(sheet!.querySelector('img')).toBeNull()
    expect(within(el).queryAllByRole('img')).toEqual([])
  })

  it('offers each format of a file with its size in 1024 steps, the preview last; a path downloads', async () => {
    const { user } = await renderWidget('tools/file-sharing', dealer, SWISS)
    await user.click(menuOf('gebinde-flasche-kanister-fass.jpg'))
    const links = within(tiles()[0]!).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'gebinde-flasche-kanister-fass.jpg: JPG 70.12 KB',
      'gebinde-flasche-kanister-fass.jpg: WebP 30.64 KB',
      'gebinde-flasche-kanister-fass.jpg: AVIF 14.75 KB',
      'gebinde-flasche-kanister-fass.jpg: Vorschau 18.22 KB',
    ])
    expect(links[0]).toHaveAttribute('href', '/media/kanister-1440.jpg')
    expect(links[0]).toHaveAttribute('download', '')
    expect(links[0]).not.toHaveAttribute('target')
    expect(within(tiles()[0]!).getByText('70.12 KB', { selector: '[data-part="asset-size"]' })).toBeInTheDocument()
  })

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1500000, '1.43 MB'],
    [5.25 * 1024 ** 3, '5.25 GB'],
    [1024 ** 8, '1 YB'],
  ])('writes a file of %s bytes as %s in Swiss German digits (src/lib/bytes.node.test.ts has the whole scale)', async (size, text) => {
    await renderWidget('tools/file-sharing', sized(size), SWISS)
    expect(within(tiles()[0]!).getByText(text)).toBeInTheDocument()
  })

  it('writes the sizes in the digits of the page’s language', async () => {
    await renderWidget('tools/file-sharing', sized(1536), { pageData: { session: { language: 'fr-CH' } } })
    expect(within(tiles()[0]!).getByText('1,5 KB')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Télécharger datei.bin' })).toBeInTheDocument()
  })

  it('opens «Alle herunterladen» with Enter or Space and closes it with Escape, the focus back on its button', async () => {
    const { user } = await renderWidget('tools/file-sharing', dealer, SWISS)
    await user.tab()
    expect(downloadAll()).toHaveFocus()
    expect(downloadAll()).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(downloadAll()).toHaveAttribute('aria-expanded', 'true'))
    const list = document.getElementById(downloadAll().getAttribute('aria-controls')!)!
    expect(list).toBeVisible()
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alle als JPG', '/media/kanister-1440.jpg'],
      ['Alle als PDF', '/downloads/produktkatalog-schmierstoffe-2025.pdf'],
    ])
    await user.tab()
    expect(within(list).getByRole('link', { name: 'Alle als JPG' })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(downloadAll()).toHaveAttribute('aria-expanded', 'false'))
    expect(downloadAll()).toHaveFocus()
    expect(list).not.toBeVisible()
    await user.keyboard(' ')
    await waitFor(() => expect(list).toBeVisible())
  })

  it('moves through a file’s menu with the arrows, Home and End, and closes it with Escape', async () => {
    const { user } = await renderWidget('tools/file-sharing', dealer, SWISS)
    const button = menuOf('gebinde-flasche-kanister-fass.jpg')
    button.focus()
    const link = (format: string) => within(tiles()[0]!).getByRole('link', { name: new RegExp(`: ${format} `) })
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(link('JPG')).toHaveFocus())
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown}')
    expect(link('WebP')).toHaveFocus()
    await user.keyboard('{End}')
    expect(link('Vorschau')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(link('JPG')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(link('Vorschau')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(link('JPG')).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
    expect(button).toHaveFocus()

    // ArrowUp opens it at its last entry.
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(link('Vorschau')).toHaveFocus())
  })

  it('keeps one menu open at a time, and closes a menu the focus leaves', async () => {
    const { user } = await renderWidget('tools/file-sharing', dealer, SWISS)
    await user.click(downloadAll())
    await waitFor(() => expect(downloadAll()).toHaveAttribute('aria-expanded', 'true'))
    const sheet = menuOf('technisches-datenblatt-motoroel-synth-0w-20-c5.pdf')
    await user.click(sheet)
    await waitFor(() => expect(sheet).toHaveAttribute('aria-expanded', 'true'))
    expect(downloadAll()).toHaveAttribute('aria-expanded', 'false')

    // Tab past its one link onto the next file's button.
    await user.tab()
    expect(within(tiles()[1]!).getByRole('link', { name: 'technisches-datenblatt-motoroel-synth-0w-20-c5.pdf: PDF 277.23 KB' })).toHaveFocus()
    await user.tab()
    expect(menuOf('sicherheitsdatenblatt-motoroel-synth-0w-20-c5.pdf')).toHaveFocus()
    await waitFor(() => expect(sheet).toHaveAttribute('aria-expanded', 'false'))
  })

  it('opens another site’s file in a new tab without opener or referrer', async () => {
    const { user } = await renderWidget(
      'tools/file-sharing',
      { name: 'Extern', assets: [{ name: 'broschuere.pdf', size: 2048, download: { PDF: 'https://files.example.ch/broschuere.pdf' } }] },
      SWISS,
    )
    await user.click(menuOf('broschuere.pdf'))
    const link = await screen.findByRole('link', { name: 'broschuere.pdf: PDF (öffnet in neuem Tab)' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).not.toHaveAttribute('download')
  })

  it('says a share past its last day has expired, and offers nothing to download', async () => {
    await renderWidget('tools/file-sharing', expired, SWISS)
    expect(screen.getByRole('heading', { level: 2, name: 'Messeunterlagen Agrama 2024' })).toBeInTheDocument()
    expect(screen.getByText('Diese Freigabe ist am 31.01.2025 abgelaufen.')).toBeInTheDocument()
    expect(screen.getByText('Die Dateien können nicht mehr heruntergeladen werden. Für eine neue Freigabe wenden Sie sich bitte an Ihre Ansprechperson.')).toBeInTheDocument()
    expect(screen.queryAllByRole('link')).toEqual([])
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(screen.queryByText(/Dateien:/)).not.toBeInTheDocument()
  })

  it.each([
    ['2025-01-31T22:30:00Z', 'Gültig bis 31.01.2025'],
    ['2025-01-31T23:30:00Z', 'Diese Freigabe ist am 31.01.2025 abgelaufen.'],
  ])('counts the last day in Swiss time: at %s it says «%s»', async (moment, text) => {
    today(moment)
    await renderWidget('tools/file-sharing', expired, SWISS)
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('leaves out malformed files with a warning naming each, and shows and counts the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const good = { name: 'gut.pdf', size: 1024, download: { PDF: '/downloads/gut.pdf' } }
    await renderWidget(
      'tools/file-sharing',
      {
        name: 'Gemischt',
        assets: [
          good,
          { name: 'skript.pdf', size: 1, download: { PDF: 'javascript:alert(1)' } },
          { name: 'unsicher.pdf', size: 1, download: { PDF: 'http://files.example.ch/unsicher.pdf' } },
          { name: 'fremd.pdf', size: 1, download: { PDF: '//evil.example/fremd.pdf' } },
          { name: 'ohne-groesse.pdf', download: { PDF: '/downloads/ohne-groesse.pdf' } },
          { name: 'ohne-format.pdf', size: 1, download: {} },
          'keine Datei',
        ],
      },
      SWISS,
    )
    expect(tiles()).toHaveLength(1)
    expect(screen.getByText('Dateien: 1')).toBeInTheDocument()
    const warnings = warn.mock.calls.map((call) => call.join(' '))
    for (const index of [1, 2, 3, 4, 5, 6]) expect(warnings.some((message) => message.startsWith(`Dropped props.assets.${index}:`))).toBe(true)
    expect(warnings.find((message) => message.startsWith('Dropped props.assets.1:'))).toMatch(/download\.PDF/)
  })

  it('fails the island with a warning when a link for all files leads to http:', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/file-sharing', { ...small, download: { ZIP: 'http://files.example.ch/alle.zip' } }, SWISS)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/download/)
  })
})
