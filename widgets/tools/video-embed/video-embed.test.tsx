import { screen, waitFor } from '@testing-library/react'
import { unreachable } from '@/test/mocks/embed-providers'
import { server } from '@/test/mocks/node'
import { renderWidget } from '@/test/render'
import { VIDEO_EMBED_EXAMPLES } from './video-embed.widget'

const { plant, longest } = VIDEO_EMBED_EXAMPLES

describe('tools/video-embed', () => {
  it('shows our own still, the title and who would receive the data, with the video on YouTube in a new tab; no player yet', async () => {
    const { el } = await renderWidget('tools/video-embed', plant)
    expect(el.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('img', { name: plant.poster.alt })).toHaveAttribute('src', '/media/werk-960.jpg')
    expect(screen.getByText('Dieser Inhalt wird von YouTube geladen. Erst wenn Sie ihn laden, werden Daten an YouTube übertragen.')).toBeInTheDocument()
    const open = screen.getByRole('link', { name: 'Bei YouTube öffnen (öffnet in neuem Tab)' })
    expect(open).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE')
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('plays from the privacy-enhanced host after the click, titled, with the focus in the player', async () => {
    const { el, user } = await renderWidget('tools/video-embed', longest)
    await user.click(screen.getByRole('button', { name: 'Video ansehen' }))
    const player = await screen.findByTitle(longest.title)
    expect(player.tagName).toBe('IFRAME')
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
    expect(player).toHaveFocus()
    expect(el.querySelector('[data-part="facade"]')).toBeNull()
  })

  it('says so when YouTube cannot be reached, and moves the focus to the video on YouTube', async () => {
    server.use(unreachable('https://www.youtube-nocookie.com'))
    const { el, user } = await renderWidget('tools/video-embed', plant)
    await user.click(screen.getByRole('button', { name: 'Video ansehen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('YouTube ist gerade nicht erreichbar. Sie können den Inhalt direkt bei YouTube öffnen.')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bei YouTube öffnen (öffnet in neuem Tab)' })).toHaveFocus())
    expect(el.querySelector('iframe')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Video ansehen' })).toBeNull()
  })

  it.each([
    ['an id that is no YouTube id', { ...longest, youtubeId: 'https://youtu.be/x' }, /youtubeId/],
    ['no title', { youtubeId: longest.youtubeId }, /title/],
  ])('leaves out a video with %s, with a warning naming it', async (_, props, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/video-embed', props as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(problem)
  })
})
