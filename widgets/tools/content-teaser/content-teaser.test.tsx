import { screen } from '@testing-library/react'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { renderWidget } from '@/test/render'
import { CONTENT_TEASER_EXAMPLES } from './content-teaser.widget'

const { oilChange, longest } = CONTENT_TEASER_EXAMPLES

describe('tools/content-teaser', () => {
  it('reads title, text and the button before the picture, which spans the column', async () => {
    const { el } = await renderWidget('tools/content-teaser', oilChange)
    const heading = screen.getByRole('heading', { level: 2, name: 'Welches Öl braucht Ihr Fahrzeug?' })
    const button = screen.getByRole('link', { name: 'Zum Ölfinder' })
    const img = screen.getByRole('img', { name: oilChange.image.alt })
    expect(button).toHaveAttribute('data-look', 'button')
    expect(button).toHaveAttribute('href', '/oelfinder')
    expect(heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(img).toHaveAttribute('sizes', FULL_WIDTH_SIZES)
    expect(el.querySelector('[data-part="eyebrow"]')).toBeNull()
  })

  it('shows its label, and opens another site in a new tab without opener or referrer', async () => {
    await renderWidget('tools/content-teaser', longest)
    expect(screen.getByText('Nachhaltigkeit')).toHaveAttribute('data-part', 'eyebrow')
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Bis 2030/)
    expect(screen.getByRole('link', { name: 'Mehr über den Güterverkehr (öffnet in neuem Tab)' })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('as the page’s first block loads its picture at once with high priority', async () => {
    await renderWidget('tools/content-teaser', { ...oilChange, first: true })
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
  })

  it('is left out without its link, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/content-teaser', { ...oilChange, link: undefined } as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/link/)
  })
})
