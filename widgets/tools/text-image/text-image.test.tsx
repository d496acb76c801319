import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { TEXT_IMAGE_EXAMPLES } from './text-image.widget'

const { lab, longest } = TEXT_IMAGE_EXAMPLES

describe('tools/text-image', () => {
  it('shows the title, the text and the image, half and half with the image on the right by default', async () => {
    const { el } = await renderWidget('tools/text-image', lab)
    const block = el.querySelector('[data-block="text-image"]')!
    expect(block).toHaveAttribute('data-columns', '6-6')
    expect(block).toHaveAttribute('data-media-side', 'right')
    expect(screen.getByRole('heading', { level: 2, name: 'Geprüft in unserem Labor' })).toBeInTheDocument()
    expect(screen.getByText(/Rückstellmuster/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: lab.image.alt })).toHaveAttribute('sizes', '(min-width: 1200px) 584px, (min-width: 768px) 50vw, 100vw')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('puts the heading before the image for a screen reader, whichever side the image is on', async () => {
    const { el } = await renderWidget('tools/text-image', longest)
    const [first, second] = [...el.querySelector('[data-block="text-image"]')!.children]
    expect(first).toHaveAttribute('data-part', 'body')
    expect(second).toHaveAttribute('data-part', 'media')
    expect(el.querySelector('[data-block="text-image"]')).toHaveAttribute('data-media-side', 'left')
  })

  it('sizes the image for its twelfths of the row: 4 of 12 in 8-4', async () => {
    await renderWidget('tools/text-image', longest)
    expect(screen.getByRole('img', { name: longest.image.alt })).toHaveAttribute('sizes', '(min-width: 1200px) 389px, (min-width: 768px) 33vw, 100vw')
    expect(screen.getByRole('figure')).toHaveTextContent(/^Unser Werk in Winterthur/)
  })

  it('has a button under the text that opens a new tab without opener or referrer', async () => {
    await renderWidget('tools/text-image', longest)
    const link = screen.getByRole('link', { name: 'Mehr über Qualitätsnormen in der Schweiz (öffnet in neuem Tab)' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('data-look', 'button')
  })

  it('sanitises the CMS’s text', async () => {
    const { el } = await renderWidget('tools/text-image', { ...lab, html: '<p>Text<img src=x onerror="alert(1)"><script>alert(2)</script></p>' })
    expect(el.querySelector('[data-part="text"]')!.innerHTML).toBe('<p>Text<img src="x"></p>')
  })

  it('leaves out a block with a split the spec does not list, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/text-image', { ...lab, ratio: '3-9' } as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/ratio/)
  })
})
