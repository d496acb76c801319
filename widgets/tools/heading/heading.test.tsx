import { screen } from '@testing-library/react'
import { marker } from '@/test/cms/html'
import { mountPage, renderWidget } from '@/test/render'

const warnings = () => vi.mocked(console.warn).mock.calls.map(([text]) => String(text))

describe('heading', () => {
  it('renders the text at the level the author chose, level 2 by default', async () => {
    await mountPage(marker('tools/heading', { text: 'Motorenöle' }) + marker('tools/heading', { text: 'Getriebeöle', level: 3 }))
    expect(screen.getByRole('heading', { level: 2, name: 'Motorenöle' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Getriebeöle' })).toBeInTheDocument()
  })

  it('shows HTML in the text as text, never as markup', async () => {
    await renderWidget('tools/heading', { text: '<img src=x onerror=alert(1)>Öle' })
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)>Öle')
    expect(document.querySelector('img')).toBeNull()
  })

  it('sets the anchor an in-page link jumps to', async () => {
    await renderWidget('tools/heading', { text: 'Fette', anchor: 'fette' })
    expect(screen.getByRole('heading', { name: 'Fette' })).toHaveAttribute('id', 'fette')
  })

  it.each([
    [{ text: 'Pasten', anchor: '" onclick="x' }, 'props.anchor: must start with a letter and hold only letters, digits, - and _, got "" onclick="x"'],
    [{ text: 'Kühlmittel', level: 9 }, 'props.level: expected <=6, got 9'],
    [{ text: 'Kühlmittel', level: 2.5 }, 'props.level: expected integer, got 2.5'],
    [{ text: '   ' }, 'props.text: must not be blank, got "   "'],
  ])('is skipped with a warning that names the prop for %j, while its neighbour renders', async (props, problem) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await mountPage(marker('tools/heading', props, { id: 'bad' }) + marker('tools/heading', { text: 'Nachbar' }))
    expect(screen.getByRole('heading', { name: 'Nachbar' })).toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    expect(warnings()).toContain(`[data-component="tools"][data-widget="heading"]: ${problem}`)
  })
})
