import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { PRODUCT_IMAGE_RATIO } from '@/src/ui/picture/picture'
import { fallbackHtml, type FallbackData, type FallbackProps } from '@/test/cms/widget-markup'
import { IMAGE_SIZES } from './picture-sizes'

type Props = FallbackProps<'product/product-detail'>

const props: Props = {
  productId: 'p-10-4111',
  title: 'Motoröl Synth 0W-20 C5',
  articleNumber: '10-4111',
  label: 'ACEA C5 · API SP',
  description: 'Vollsynthetisches Leichtlauf-Motoröl.',
  image: { fallback: '/bilder/synth-480.jpg', srcset: '/bilder/synth-480.jpg 480w, /bilder/synth-960.jpg 960w', alt: 'Kanister Motoröl Synth' },
  tags: [
    { type: 'sale', label: 'Aktion' },
    { type: 'new', label: 'Neu' },
  ],
  approvals: ['ACEA C5', 'API SP'],
  packs: [
    { productId: '10-4111.001', size: '1 l', container: 'Flasche' },
    { productId: '10-4111.004', size: '4 l', container: 'Kanister' },
  ],
  loginUrl: '/login',
  safetyDataSheetUrl: '/downloads/sdb.pdf',
}

/** The fallback as the CMS writes it into the marker, parsed into the marker element. */
function render(overrides: Partial<Props> = {}, data?: FallbackData<'product/product-detail'>) {
  const marker = document.createElement('div')
  marker.dataset.widget = 'product-detail'
  marker.innerHTML = fallbackHtml('product/product-detail', { ...props, ...overrides }, 'de', data)
  const root = marker.firstElementChild as HTMLElement
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`)
  return { marker, root, part, img: root.querySelector('img')! }
}

// The fallback's picture box (src/ui/picture/picture.module.css [data-part='product-picture']).
const pictureCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../src/ui/picture/picture.module.css'), 'utf8')

describe('the product detail’s fallback markup (docs/fallbacks.md)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('lays out the island’s parts: the picture first, then the tags, the name, the article number, the packs, the offer and the description', () => {
    const { root, part } = render()
    expect(root.dataset.fallback).toBe('product-detail')
    expect([...root.children].map((child) => child.getAttribute('data-part'))).toEqual(['media', 'info'])
    expect([...part('info')!.children].map((child) => child.getAttribute('data-part'))).toEqual(['tags', 'heading', 'meta', 'packs', 'offer', 'description', 'section', 'section'])
    expect(part('tags')!.getAttribute('aria-label')).toBe('Auszeichnungen')
    expect([...part('tags')!.querySelectorAll('li')].map((tag) => [tag.dataset.tag, tag.textContent])).toEqual([
      ['sale', 'Aktion'],
      ['new', 'Neu'],
    ])
    expect(part('meta')!.textContent).toBe('Art.-Nr. 10-4111 · ACEA C5 · API SP')
    expect(part('legend')!.textContent).toBe('Gebinde')
    expect([...root.querySelectorAll('[data-part="pack"]')].map((pack) => pack.textContent)).toEqual(['1 l Flasche10-4111.001', '4 l Kanister10-4111.004'])
    expect(part('description')!.textContent).toBe('Vollsynthetisches Leichtlauf-Motoröl.')
    expect(root.querySelector('h2')!.textContent).toBe('Freigaben und Spezifikationen')
  })

  it('shows the picture as the island’s Picture does, fetched first: its srcset and sizes, a 3:4 box reserved, high priority, never lazy', () => {
    const { img, part } = render()
    expect(img.closest('[data-part="product-picture"]')?.parentElement).toBe(part('media'))
    expect(img.getAttribute('src')).toBe('/bilder/synth-480.jpg')
    expect(img.getAttribute('srcset')).toBe('/bilder/synth-480.jpg 480w, /bilder/synth-960.jpg 960w')
    expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES)
    expect(img.alt).toBe('Kanister Motoröl Synth')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).toBe('eager')
    const [width = 0, height = 0] = PRODUCT_IMAGE_RATIO.split('/').map(Number)
    expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(width / height)
    // The box the stylesheet reserves before the file arrives has the island's ratio too.
    expect(pictureCss).toContain(`aspect-ratio: ${width} / ${height};`)
  })

  it('shows the placeholder, named by the product, for a product without a picture: the island’s address of it in the build', () => {
    // Vitest serves from /; the build's base is /vue/ (vite.config.ts), under which the CMS serves public/.
    vi.stubEnv('BASE_URL', '/vue/')
    const { img } = render({ image: undefined })
    expect(img.getAttribute('src')).toBe(placeholderImageUrl())
    expect(img.hasAttribute('srcset')).toBe(false)
    expect(img.alt).toBe(props.title)
  })

  it('names the product at the heading level of the props: <h1> by default', () => {
    expect(render().part('heading')!.querySelector('h1')!.textContent).toBe(props.title)
    expect(render({ headingLevel: 2 }).part('heading')!.querySelector('h2')!.textContent).toBe(props.title)
  })

  it('writes hostile text as text: no element, no attribute comes from the props', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    const { root, img, part } = render({ title: hostile, description: hostile, label: hostile, image: { fallback: '/a.jpg" onerror="alert(3)', alt: hostile }, tags: [{ type: 'new', label: hostile }] })
    expect(root.querySelectorAll('img')).toHaveLength(1)
    expect(root.querySelector('script')).toBeNull()
    expect(root.querySelectorAll('[onerror]')).toHaveLength(0)
    expect(root.querySelector('h1')!.textContent).toBe(hostile)
    expect(part('description')!.textContent).toBe(hostile)
    expect(part('tags')!.textContent).toBe(hostile)
    expect(img.getAttribute('src')).toBe('/a.jpg" onerror="alert(3)')
    expect(img.alt).toBe(hostile)
  })

  it('draws nothing that works only once the island is there: no radio buttons, fields or buttons, only working links', () => {
    for (const data of [undefined, { signedIn: true }, { signedIn: true, shopUser: true }]) {
      const { root } = render({}, data)
      expect(root.querySelectorAll('input, button, select, textarea, [tabindex]')).toHaveLength(0)
      for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^\/(login|downloads\/)/)
    }
  })

  it('asks a visitor to log in for prices in the offer’s box, and keeps the buying box’s place for a signed-in user', () => {
    const anonymous = render()
    expect(anonymous.part('prompt')!.querySelector('a')!.getAttribute('href')).toBe('/login')
    expect(anonymous.part('prompt')!.textContent).toBe('Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.')
    expect(anonymous.part('buy')).toBeNull()
    expect(render({ loginUrl: 'javascript:alert(1)' }).part('prompt')!.querySelector('a')).toBeNull()

    const signedIn = render({}, { signedIn: true })
    expect(signedIn.root.hasAttribute('data-signed-in')).toBe(true)
    expect(signedIn.part('offer')!.childElementCount).toBe(0)
    expect(signedIn.part('buy')).not.toBeNull()
    expect(signedIn.part('favorite')).toBeNull()
  })

  it('keeps the favourite button’s place beside the name for an active shop user', () => {
    const { root, part } = render({}, { signedIn: true, shopUser: true })
    expect(root.hasAttribute('data-shop-user')).toBe(true)
    expect(part('heading')!.lastElementChild).toBe(part('favorite'))
  })

  it('links the data sheets into a new tab, as the island does', () => {
    const { root } = render({ productDataSheetUrl: '/downloads/tdb.pdf' })
    const links = [...root.querySelectorAll('[data-part="sheets"] a')]
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['/downloads/tdb.pdf', '_blank', 'noopener noreferrer'],
      ['/downloads/sdb.pdf', '_blank', 'noopener noreferrer'],
    ])
    expect(links[0]!.textContent).toBe('Technisches Datenblatt (PDF) (öffnet in neuem Tab)')
  })
})
