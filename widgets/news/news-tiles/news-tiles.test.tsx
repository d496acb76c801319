import { screen, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { NEWS_TILES_EXAMPLES } from './news-tiles.widget'

const { homePage, twoLarge, empty } = NEWS_TILES_EXAMPLES

const chipsOf = (card: HTMLElement) => within(card).queryAllByRole('listitem').map((chip) => chip.textContent)

describe('news/news-tiles', () => {
  it('shows the title, the way to all news beside it, and each article as a tile, newest first (spec 2 §2.5)', async () => {
    await renderWidget('news/news-tiles', homePage)
    expect(screen.getByRole('heading', { level: 2, name: 'News' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', '/news')
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(homePage.articles.map((article) => article.title))
  })

  it.each([
    ['wide', 3],
    ['mobile', 3],
    ['lg', 3],
    ['md', 2],
    ['sm', 1],
  ] as const)('shows the topic chips a %s tile has room for: %i, then the more chip (spec 2 §2.10)', async (layout, shown) => {
    const { user } = await renderWidget('news/news-tiles', { ...homePage, layout })
    const card = screen.getAllByRole('article')[0]!
    expect(chipsOf(card)).toEqual(['Hydraulik', 'Landwirtschaft', 'Umwelt', 'Industrie'].slice(0, shown))
    await user.click(within(card).getByRole('button', { name: `+${4 - shown} weitere Themen` }))
    expect(chipsOf(card)).toHaveLength(4)
  })

  it('fills the row with an all-news tile when there are fewer than three articles (spec 2 §2.10)', async () => {
    const { el } = await renderWidget('news/news-tiles', twoLarge)
    const tiles = [...el.querySelectorAll('[data-part="list"] > li')] as HTMLElement[]
    expect(tiles).toHaveLength(3)
    expect(within(tiles[2]!).getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', '/news')
    expect(screen.getAllByRole('link', { name: 'Alle News' })).toHaveLength(1)
  })

  it('shows only the title without articles (spec 2 §2.5)', async () => {
    const { el } = await renderWidget('news/news-tiles', empty)
    expect(screen.getByRole('heading', { level: 3, name: 'News' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    expect(el.querySelector('ul')).toBeNull()
  })
})
