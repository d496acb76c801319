import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { VIDEO_EXAMPLES } from './video.widget'

const { oilChange, longest } = VIDEO_EXAMPLES

/** Makes the page report `prefers-reduced-motion: reduce` as `reduce` says. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
}

describe('tools/video', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the poster and a play button named by the title, loading no video until the click; then plays with the focus on the player', async () => {
    const { el, user } = await renderWidget('tools/video', oilChange)
    expect(el.querySelector('video')).toBeNull()
    expect(screen.getByRole('img', { name: oilChange.poster.alt })).toBeInTheDocument()
    expect(screen.getByText('Ölwechsel in vier Schritten', { selector: 'figcaption' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Video abspielen: Ölwechsel in vier Schritten' }))
    const video = el.querySelector('video')!
    expect(video).toHaveFocus()
    expect(video).toHaveAttribute('controls')
    expect(video.autoplay).toBe(true)
    expect(video.muted).toBe(false)
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/oelwechsel.webm')
  })

  it('with autoplay plays muted in a loop with its controls and no play button', async () => {
    preferReducedMotion(false)
    const { el } = await renderWidget('tools/video', longest)
    const video = el.querySelector('video')!
    expect(video.autoplay).toBe(true)
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video).toHaveAttribute('controls')
    expect(screen.queryByRole('button', { name: /Video abspielen/ })).toBeNull()
  })

  it('never plays by itself for a visitor who prefers reduced motion: the play button waits for them', async () => {
    preferReducedMotion(true)
    const { el } = await renderWidget('tools/video', longest)
    expect(el.querySelector('video')).toBeNull()
    expect(screen.getByRole('button', { name: /^Video abspielen: So füllen wir ab/ })).toBeInTheDocument()
  })

  it('refuses a video file at an http: address, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/video', { ...oilChange, src: 'http://example.com/a.webm' })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/src/)
  })
})
