import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { IMAGE_LINK_EXAMPLES } from './image-link.widget'

const { agriculture, longest } = IMAGE_LINK_EXAMPLES

describe('tools/image-link', () => {
  it('is one link named by its text, around the picture (decorative in it) and the text', async () => {
    const { el } = await renderWidget('tools/image-link', agriculture)
    const link = screen.getByRole('link', { name: 'Schmierstoffe für die Landwirtschaft' })
    expect(link).toHaveAttribute('href', '/branchen')
    const img = link.querySelector('img')!
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('src', '/media/traktor-960.jpg')
    expect(el.querySelector('picture')).toHaveAttribute('data-ratio', '3-2')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('opens another site in a new tab without opener or referrer', async () => {
    const { el } = await renderWidget('tools/image-link', longest)
    const link = screen.getByRole('link', { name: `${longest.link.text} (öffnet in neuem Tab)` })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(el.querySelector('picture')).toHaveAttribute('data-ratio', '16-9')
  })

  it('leaves out a block without link text, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/image-link', { ...agriculture, link: { href: '/branchen', text: ' ' } })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/link\.text/)
  })
})
