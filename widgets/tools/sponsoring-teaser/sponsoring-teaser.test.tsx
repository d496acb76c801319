import { screen } from '@testing-library/react'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { renderWidget } from '@/test/render'
import { SPONSORING_TEASER_EXAMPLES } from './sponsoring-teaser.widget'

const { motocross, longest } = SPONSORING_TEASER_EXAMPLES

describe('tools/sponsoring-teaser', () => {
  it('is one link, named by the team, in its heading after the sport, with the picture a third of the row', async () => {
    await renderWidget('tools/sponsoring-teaser', motocross)
    const link = screen.getByRole('link')
    expect(link).toHaveAccessibleName('MX Team Jura')
    expect(link).toHaveAttribute('href', '/rennsport/teams')
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link)
    expect(screen.getByText('Motocross')).toHaveAttribute('data-part', 'eyebrow')
    expect(screen.getByRole('img', { name: 'Motocross-Fahrer in der Kurve' })).toHaveAttribute('sizes', columnSizes(4))
  })

  it('opens another site in a new tab without opener or referrer', async () => {
    await renderWidget('tools/sponsoring-teaser', longest)
    expect(screen.getByRole('link', { name: `${longest.title} (öffnet in neuem Tab)` })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('is left out without a picture, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/sponsoring-teaser', { ...motocross, image: undefined } as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/image/)
  })
})
