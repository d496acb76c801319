import { screen, waitFor } from '@testing-library/react'
import { unreachable } from '@/test/mocks/embed-providers'
import { server } from '@/test/mocks/node'
import { renderWidget } from '@/test/render'
import { MAGAZINE_VIEWER_EXAMPLES } from './magazine-viewer.widget'

const { customerMagazine, longest } = MAGAZINE_VIEWER_EXAMPLES

describe('tools/magazine-viewer', () => {
  it('shows the facade in the box of its size: the title, who would receive the data, the magazine at Yumpu; no viewer yet', async () => {
    const { el } = await renderWidget('tools/magazine-viewer', customerMagazine)
    expect(el.querySelector('iframe')).toBeNull()
    expect(el.querySelector('[data-block="magazine-viewer"]')).toHaveAttribute('data-size', 'default')
    expect(screen.getByText('Dieser Inhalt wird von Yumpu geladen. Erst wenn Sie ihn laden, werden Daten an Yumpu übertragen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Bei Yumpu öffnen (öffnet in neuem Tab)' })).toHaveAttribute('href', 'https://www.yumpu.com/de/document/view/68213554')
  })

  it('loads the viewer by its number after the click, sandboxed and titled, with the focus in it', async () => {
    const { el, user } = await renderWidget('tools/magazine-viewer', longest)
    expect(el.querySelector('[data-block="magazine-viewer"]')).toHaveAttribute('data-size', 'small')
    await user.click(screen.getByRole('button', { name: 'Magazin lesen' }))
    const viewer = await screen.findByTitle(longest.title)
    expect(viewer).toHaveAttribute('src', 'https://www.yumpu.com/de/embed/view/67009231')
    expect(viewer).toHaveAttribute('sandbox', expect.stringMatching(/^allow-scripts allow-same-origin /))
    expect(viewer).toHaveFocus()
  })

  it('says so when Yumpu cannot be reached, keeping the way to the magazine there', async () => {
    server.use(unreachable('https://www.yumpu.com'))
    const { el, user } = await renderWidget('tools/magazine-viewer', customerMagazine)
    await user.click(screen.getByRole('button', { name: 'Magazin lesen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Yumpu ist gerade nicht erreichbar.')
    await waitFor(() => expect(screen.getByRole('link', { name: /Bei Yumpu öffnen/ })).toHaveFocus())
    expect(el.querySelector('iframe')).toBeNull()
  })

  it('leaves out a viewer whose id is no document number, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/magazine-viewer', { ...customerMagazine, id: '../../evil' })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/id/)
  })
})
