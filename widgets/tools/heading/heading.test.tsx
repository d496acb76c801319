import { screen } from '@testing-library/react'
import { mountPage } from '@/test/render'

const island = (props: unknown, id = 'h') => `<div id="${id}" data-component="tools" data-widget="heading" data-hydrate="load" data-props='${JSON.stringify(props)}'></div>`

describe('heading', () => {
  it('renders the text at the level the author chose, level 2 by default', async () => {
    await mountPage(island({ text: 'Motorenöle' }, 'a') + island({ text: 'Getriebeöle', level: 3 }, 'b'))
    expect(screen.getByRole('heading', { level: 2, name: 'Motorenöle' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Getriebeöle' })).toBeInTheDocument()
  })

  it('shows HTML in the text as text, never as markup', async () => {
    await mountPage(island({ text: '<img src=x onerror=alert(1)>Öle' }))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)>Öle')
    expect(document.querySelector('img')).toBeNull()
  })

  it('sets a safe anchor for in-page links and ignores an unsafe one', async () => {
    await mountPage(island({ text: 'Fette', anchor: 'fette' }, 'a') + island({ text: 'Pasten', anchor: '" onclick="x' }, 'b'))
    expect(screen.getByRole('heading', { name: 'Fette' })).toHaveAttribute('id', 'fette')
    expect(screen.getByRole('heading', { name: 'Pasten' })).not.toHaveAttribute('id')
  })

  it('falls back to level 2 for a level outside 1 to 6', async () => {
    await mountPage(island({ text: 'Kühlmittel', level: 9 }))
    expect(screen.getByRole('heading', { level: 2, name: 'Kühlmittel' })).toBeInTheDocument()
  })

  it('is skipped with a warning when the text is missing, and its neighbour still renders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await mountPage(island({ level: 2 }, 'bad') + island({ text: 'Nachbar' }, 'good'))
    expect(screen.getByRole('heading', { name: 'Nachbar' })).toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    expect(console.warn).toHaveBeenCalledWith('[data-component="tools"][data-widget="heading"]: heading needs a non-empty "text"', expect.any(Error))
  })
})
