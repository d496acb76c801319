import { renderWithProviders } from '@/test/render'
import { assertPictureProps, Picture, PictureError, PRODUCT_IMAGE_RATIO, type PictureProps } from './picture'

const image = { fallback: '/media/oel-960.jpg', srcset: '/media/oel-480.jpg 480w, /media/oel-960.jpg 960w', alt: 'Motoröl 5W-30' }

// CMS JSON is not typed: these casts stand for data the template author got wrong.
const broken = (props: Record<string, unknown>) => props as unknown as PictureProps

describe('picture', () => {
  it('shows the image with its alternative text, lazy and decoded asynchronously', () => {
    const { getByRole } = renderWithProviders(<Picture image={{ ...image, title: 'Ölkanister' }} sizes="50vw" />)

    const img = getByRole('img', { name: 'Motoröl 5W-30' })
    expect(img).toHaveAttribute('src', '/media/oel-960.jpg')
    expect(img).toHaveAttribute('srcset', image.srcset)
    expect(img).toHaveAttribute('sizes', '50vw')
    expect(img).toHaveAttribute('title', 'Ölkanister')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
  })

  it('loads eagerly when asked and leaves the choice to the browser for auto', () => {
    const { getByRole, rerender } = renderWithProviders(<Picture image={image} loading="eager" />)
    expect(getByRole('img', { name: 'Motoröl 5W-30' })).toHaveAttribute('loading', 'eager')

    rerender(<Picture image={image} loading="auto" />)
    expect(getByRole('img', { name: 'Motoröl 5W-30' })).not.toHaveAttribute('loading')
  })

  it('offers each source with its sizes, media and type before the fallback', () => {
    const { getByRole } = renderWithProviders(
      <Picture
        image={image}
        sources={[
          { srcset: '/media/oel-wide.webp 1600w', sizes: '100vw', media: '(min-width: 768px)', type: 'image/webp' },
          { srcset: '/media/oel.webp 800w', sizes: '100vw', type: 'image/webp' },
        ]}
      />,
    )

    const picture = getByRole('img', { name: 'Motoröl 5W-30' }).parentElement
    expect(picture?.tagName).toBe('PICTURE')
    const sources = picture?.querySelectorAll('source') ?? []
    expect(sources).toHaveLength(2)
    expect(sources[0]).toHaveAttribute('srcset', '/media/oel-wide.webp 1600w')
    expect(sources[0]).toHaveAttribute('sizes', '100vw')
    expect(sources[0]).toHaveAttribute('media', '(min-width: 768px)')
    expect(sources[0]).toHaveAttribute('type', 'image/webp')
    expect(sources[1]).not.toHaveAttribute('media')
  })

  it('renders a figure with caption when the image has one', () => {
    const { getByRole, getByText } = renderWithProviders(<Picture image={{ ...image, caption: 'Unser Bestseller' }} />)

    const figure = getByRole('figure')
    expect(figure).toContainElement(getByRole('img', { name: 'Motoröl 5W-30' }))
    // jsdom's name computation ignores figcaption, so check the element that browsers name the figure by.
    expect(getByText('Unser Bestseller').tagName).toBe('FIGCAPTION')
    expect(figure).toContainElement(getByText('Unser Bestseller'))
  })

  it('renders no figure without a caption', () => {
    const { queryByRole } = renderWithProviders(<Picture image={image} />)

    expect(queryByRole('figure')).not.toBeInTheDocument()
  })

  it('hides a decorative image (empty alt) from assistive technology', () => {
    const { queryByRole, container } = renderWithProviders(<Picture image={{ ...image, alt: '' }} />)

    expect(queryByRole('img')).not.toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('reserves the box of the given ratio before the image loads', () => {
    const { getByRole } = renderWithProviders(<Picture image={image} ratio={PRODUCT_IMAGE_RATIO} />)

    const box = getByRole('img', { name: 'Motoröl 5W-30' }).parentElement
    expect(box?.style.getPropertyValue('--picture-ratio')).toBe('3/4')
  })

  it('uses the product image ratio of spec 1 §9', () => {
    expect(PRODUCT_IMAGE_RATIO).toBe('3/4')
  })

  it.each([
    ['the fallback is empty', broken({ image: { ...image, fallback: '' } }), 'Picture: image.fallback is missing'],
    ['the fallback is missing', broken({ image: { alt: 'x' } }), 'Picture: image.fallback is missing'],
    [
      'alt is missing',
      broken({ image: { fallback: '/media/a.jpg' } }),
      "Picture: image.alt is missing for /media/a.jpg (use '' for a decorative image)",
    ],
    [
      'a source lacks sizes',
      broken({ image, sources: [{ srcset: 'a.webp 1x', sizes: '100vw' }, { srcset: 'b.webp 1x' }] }),
      'Picture: sources[1].sizes is missing for /media/oel-960.jpg',
    ],
    ['the ratio is not width/height', broken({ image, ratio: 'portrait' }), 'Picture: ratio "portrait" is not a width/height like 3/4 or 16/9'],
  ])('throws a PictureError naming the problem when %s (spec 2 §5)', (_, props, message) => {
    const error = (() => {
      try {
        assertPictureProps(props)
      } catch (caught) {
        return caught
      }
      return undefined
    })()

    expect(error).toBeInstanceOf(PictureError)
    expect(error).toMatchObject({ name: 'PictureError', message })
  })

  it('refuses to render a picture without alt', () => {
    // React logs the render error before rethrowing it; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {})

    expect(() => renderWithProviders(<Picture {...broken({ image: { fallback: '/media/a.jpg' } })} />)).toThrow(PictureError)
  })

  it('accepts an empty alt and a plain number ratio', () => {
    expect(() => assertPictureProps({ image: { ...image, alt: '' }, ratio: '1.5' })).not.toThrow()
  })
})
