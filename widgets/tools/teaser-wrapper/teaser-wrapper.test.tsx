import { screen, waitFor, within } from '@testing-library/react'
import { blockMarker, wrapperMarker } from '@/test/cms/widget-markup'
import { mountPage, pageDataScript, settleIslands } from '@/test/render'
import { TEASER_WRAPPER_EXAMPLES } from './teaser-wrapper.widget'

const { services, longest } = TEASER_WRAPPER_EXAMPLES

// Blocks as the CMS places them in the slots: link tiles, each with its marker and fallback.
const tile = (title: string, href: string) => blockMarker('tools/link-tile', { title, link: { href } }, 'de-CH', { hydrate: 'load' })
const TILES = [tile('Ölanalyse', '/service/oelanalyse'), tile('Schulungen', '/service/schulungen'), tile('Lieferung', '/service/lieferung')]
const mount = (html: string, editor = false) => mountPage((editor ? pageDataScript({ editor: true }) : '') + html)
const wrapper = () => document.querySelector<HTMLElement>('[data-widget="teaser-wrapper"]')!

describe('tools/teaser-wrapper', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('lays its title and slots around the blocks, which mount once each as islands of their own', async () => {
    await mount(wrapperMarker(services, TILES, 'de-CH', { hydrate: 'load' }))
    await settleIslands()
    expect(wrapper()).toHaveAttribute('data-island', 'mounted')
    const block = wrapper().querySelector('[data-block="teaser-wrapper"]')!
    expect(block).toHaveAttribute('data-slots', '3')
    expect(block).toHaveAttribute('data-background', 'white')
    expect(within(block as HTMLElement).getByRole('heading', { level: 2, name: 'Unsere Dienstleistungen' })).toBeInTheDocument()
    expect(block.querySelectorAll('[data-slot] > [data-widget="link-tile"][data-island="mounted"]')).toHaveLength(3)
    for (const name of ['Ölanalyse', 'Schulungen', 'Lieferung']) expect(screen.getAllByRole('link', { name })).toHaveLength(1)
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled()
  })

  it('keeps the other blocks when one in a slot is broken', async () => {
    const broken = blockMarker('tools/link-tile', { title: 'Kaputt', link: { href: '/x' } }, 'de-CH', { hydrate: 'load' }).replace('data-props="{', 'data-props="{&quot;level&quot;:9,')
    await mount(wrapperMarker(longest, [TILES[0]!, broken], 'de-CH', { hydrate: 'load' }))
    await settleIslands()
    expect(wrapper()).toHaveAttribute('data-island', 'mounted')
    const [good, bad] = wrapper().querySelectorAll('[data-slot] > [data-widget="link-tile"]')
    expect(good).toHaveAttribute('data-island', 'mounted')
    expect(bad).toHaveAttribute('data-island', 'failed')
    expect(within(wrapper()).getByRole('heading', { level: 3, name: longest.title })).toBeInTheDocument()
  })

  it('shows the editor a fifth slot as a problem of its own, below the blocks, which all mount', async () => {
    await mount(wrapperMarker(services, [...TILES, tile('Beratung', '/service/technische-beratung'), tile('Rücknahme', '/unternehmen/standorte')], 'de-CH', { hydrate: 'load' }), true)
    expect(await within(wrapper()).findByText('5 [data-slot] elements; this block holds at most 4')).toBeInTheDocument()
    await settleIslands()
    expect(wrapper().querySelectorAll('[data-slot] > [data-island="mounted"]')).toHaveLength(5)
    // The note is the wrapper's last child, outside its block.
    expect(wrapper().lastElementChild).not.toHaveAttribute('data-block')
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island', 'failed'))
  })
})
