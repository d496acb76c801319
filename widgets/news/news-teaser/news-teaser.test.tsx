import { screen, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { NEWS_TEASER_EXAMPLES } from './news-teaser.widget'

const { motocross, longest } = NEWS_TEASER_EXAMPLES

describe('news/news-teaser', () => {
  it('shows the picture, the news label, the title as the card’s link, the date as DD.MM.YYYY, the subtitle and its topics', async () => {
    const { el } = await renderWidget('news/news-teaser', motocross)
    const card = el.querySelector('article')!
    expect(card).toHaveAttribute('data-card')
    expect(card).not.toHaveAttribute('lang')
    expect(within(card).getByText('Aktuell')).toBeInTheDocument()
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('MX Team Jura gewinnt in Frauenfeld')
    expect(within(card).getByRole('link', { name: 'MX Team Jura gewinnt in Frauenfeld' })).toHaveAttribute('href', '/rennsport/teams/mx-team-jura')
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-09-07')
    expect(card.querySelector('time')).toHaveTextContent('07.09.2026')
    expect(within(card).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Motorsport', 'Motorenöl'])
    expect(within(card).queryByRole('button')).toBeNull()
    expect(screen.getByRole('img', { name: 'Ein Motocross-Fahrer im Sprung' })).toHaveAttribute('sizes', '(min-width: 1200px) 389px, (min-width: 768px) 33vw, 100vw')
  })

  it('labels a product news, shows two of four topics with the more chip, and marks an article in its German original', async () => {
    const { el, user } = await renderWidget('news/news-teaser', longest)
    const card = el.querySelector('article')!
    expect(within(card).getByText('Produktneuheit')).toBeInTheDocument()
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument()
    expect(card).toHaveAttribute('lang', 'de')
    expect(within(card).getAllByRole('listitem')).toHaveLength(2)
    await user.click(within(card).getByRole('button', { name: '+2 weitere Themen' }))
    expect(within(card).getAllByRole('listitem')).toHaveLength(4)
  })

  it.each([
    ['a date that is no day', { ...motocross, article: { ...motocross.article, date: '2026-02-30' } }, /date/],
    ['a link to a script', { ...motocross, article: { ...motocross.article, link: { href: 'javascript:alert(1)' } } }, /href/],
  ])('leaves out a teaser with %s, with a warning naming it', async (_, props, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('news/news-teaser', props as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(problem)
  })
})
