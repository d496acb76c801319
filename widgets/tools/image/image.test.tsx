import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { IMAGE_EXAMPLES } from './image.widget'

const { plant, longest } = IMAGE_EXAMPLES

const pictureOf = (el: HTMLElement) => el.querySelector('picture[data-part="picture"]')!

describe('tools/image', () => {
  it('shows the image in its 16:9 box with a source per format, each with the column’s sizes', async () => {
    const { el } = await renderWidget('tools/image', plant)
    const img = screen.getByRole('img', { name: plant.image.alt })
    expect(img).toHaveAttribute('src', '/media/werk-960.jpg')
    expect(img).toHaveAttribute('srcset', plant.image.srcset)
    expect(img).toHaveAttribute('width', '960')
    expect(img).toHaveAttribute('height', String(plant.image.height))
    expect(pictureOf(el)).toHaveAttribute('data-ratio', '16-9')
    const sources = [...pictureOf(el).querySelectorAll('source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources.map((source) => source.getAttribute('sizes'))).toEqual([img.getAttribute('sizes'), img.getAttribute('sizes')])
    expect(img.getAttribute('sizes')).toMatch(/1168px/)
  })

  it('loads lazily without priority, unless the editor marks it as the page’s first block (spec 2 §5)', async () => {
    await renderWidget('tools/image', plant)
    const lazy = screen.getByRole('img')
    expect(lazy).toHaveAttribute('loading', 'lazy')
    expect(lazy).not.toHaveAttribute('fetchpriority')
  })

  it('as the page’s first block loads at once with high priority', async () => {
    await renderWidget('tools/image', { ...plant, first: true })
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
  })

  it('leaves the choice to the browser for loading auto', async () => {
    await renderWidget('tools/image', { ...plant, loading: 'auto' })
    expect(screen.getByRole('img')).not.toHaveAttribute('loading')
  })

  it('is a link named by its alt, opening a new tab without opener or referrer, the caption outside the link', async () => {
    await renderWidget('tools/image', longest)
    const link = screen.getByRole('link', { name: `${longest.image.alt} (öffnet in neuem Tab)` })
    expect(link).toHaveAttribute('href', longest.link.href)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('title', 'Schweiz Tourismus')
    const figure = screen.getByRole('figure')
    expect(figure.querySelector('figcaption')).toHaveTextContent(/^Seit 1937/)
    expect(link).not.toContainElement(figure.querySelector('figcaption'))
    expect(figure.querySelector('picture')).toHaveAttribute('data-ratio', '42-10')
  })

  it('hides a decorative image from screen readers', async () => {
    const { el } = await renderWidget('tools/image', { image: { ...plant.image, alt: '', decorative: true } })
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(el.querySelector('img')).toHaveAttribute('alt', '')
  })

  it.each([
    ['an image without alt', { image: { ...plant.image, alt: ' ' } }, /alt must say what the image shows/],
    ['a decorative image with an alt', { image: { ...plant.image, decorative: true } }, /alt must say what the image shows/],
    ['a linked decorative image', { image: { ...plant.image, alt: '', decorative: true }, link: { href: '/ueber-uns' } }, /a linked image needs an alt/],
    ['an image from http:', { image: { ...plant.image, fallback: 'http://example.com/a.jpg' } }, /image\.fallback/],
    ['a srcset with density descriptors', { image: { ...plant.image, srcset: '/media/werk-960.jpg 2x' } }, /image\.srcset/],
    ['a ratio the spec does not list', { ...plant, ratio: '4-3' }, /ratio/],
    ['a link to javascript:', { ...plant, link: { href: 'javascript:alert(1)' } }, /link\.href/],
  ])('leaves out %s with a warning naming the problem, the page otherwise intact', async (_, props, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/image', props as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(el.querySelector('img')).toBeNull()
    expect(warn.mock.calls.flat().join(' ')).toMatch(problem)
  })
})
