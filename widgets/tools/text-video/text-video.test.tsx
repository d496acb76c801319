import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { TEXT_VIDEO_EXAMPLES } from './text-video.widget'

const { oilChange, longest } = TEXT_VIDEO_EXAMPLES

describe('tools/text-video', () => {
  it('shows the title, the text and the video’s still beside it, half and half with the video on the right by default', async () => {
    const { el } = await renderWidget('tools/text-video', oilChange)
    const block = el.querySelector('[data-block="text-video"]')!
    expect(block).toHaveAttribute('data-columns', '6-6')
    expect(block).toHaveAttribute('data-media-side', 'right')
    expect(screen.getByRole('heading', { level: 2, name: 'Ölwechsel in vier Schritten' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: oilChange.video.poster.alt })).toHaveAttribute('sizes', '(min-width: 1200px) 584px, (min-width: 768px) 50vw, 100vw')
    expect(el.querySelector('video')).toBeNull()
  })

  it('plays the video in its place on the click, with the focus on the player; the text stays first for a screen reader', async () => {
    const { el, user } = await renderWidget('tools/text-video', longest)
    const [first, second] = [...el.querySelector('[data-block="text-video"]')!.children]
    expect(first).toHaveAttribute('data-part', 'body')
    expect(second).toHaveAttribute('data-part', 'media')
    // 8 of 12 twelfths in 4-8.
    expect(screen.getByRole('img', { name: longest.video.poster.alt })).toHaveAttribute('sizes', '(min-width: 1200px) 779px, (min-width: 768px) 67vw, 100vw')

    await user.click(screen.getByRole('button', { name: `Video abspielen: ${longest.video.title}` }))
    const video = second!.querySelector('video')!
    expect(video).toHaveFocus()
    expect(video.muted).toBe(false)
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/oelwechsel.webm')
    expect(screen.getByRole('link', { name: 'Mehr im Wissen' })).toHaveAttribute('data-look', 'button')
  })

  it('sanitises the CMS’s text', async () => {
    const { el } = await renderWidget('tools/text-video', { ...oilChange, html: '<p>Text<img src=x onerror="alert(1)"></p>' })
    expect(el.querySelector('[data-part="text"]')!.innerHTML).toBe('<p>Text<img src="x"></p>')
  })

  it('leaves out a block whose video is no file of this site or https, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/text-video', { ...oilChange, video: { ...oilChange.video, src: 'javascript:alert(1)' } } as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/video/)
  })
})
