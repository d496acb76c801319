import { screen, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { SPONSORING_EXAMPLES } from './sponsoring.widget'

const { motocross, longest } = SPONSORING_EXAMPLES

describe('tools/sponsoring', () => {
  it('names the sport over the team, lists its facts as terms and values, with the text and the picture', async () => {
    const { el } = await renderWidget('tools/sponsoring', motocross)
    expect(screen.getByText('Motocross')).toHaveAttribute('data-part', 'eyebrow')
    expect(screen.getByRole('heading', { level: 2, name: 'MX Team Jura' })).toBeInTheDocument()
    const facts = el.querySelector('dl[data-part="facts"]')!
    expect([...facts.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual(['Partner seit: 2015', 'Klasse: MX2 und Nachwuchs'])
    expect(screen.getByText(/Vier Fahrerinnen und Fahrer/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Motocross-Fahrer in der Kurve' }).closest('picture')).toHaveAttribute('data-ratio', '16-9')
  })

  it('links to the team’s site in a new tab without opener or referrer', async () => {
    const { el } = await renderWidget('tools/sponsoring', longest)
    const link = screen.getByRole('link', { name: 'Zur Langstrecken-WM (öffnet in neuem Tab)' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(el.querySelector<HTMLElement>('dl[data-part="facts"]')!).getAllByRole('term')).toHaveLength(4)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows the text without what DOMPurify removes', async () => {
    const { el } = await renderWidget('tools/sponsoring', { ...motocross, html: '<p>Rennen<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' })
    expect(el.querySelector('[data-part="text"]')?.innerHTML).toBe('<p>Rennen<img src="x"></p>')
  })
})
